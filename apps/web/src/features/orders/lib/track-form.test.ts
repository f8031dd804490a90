import { describe, expect, it } from 'vitest';
import { readTrackForm, TRACK_MESSAGES } from './track-form';

describe('the tracking form', () => {
  it('sends the order number in capitals and the mobile as its 10 digits', () => {
    expect(readTrackForm({ saleId: ' ksr-2511-000123 ', contact: '+91 98220 12345' })).toEqual({
      ok: true,
      saleId: 'KSR-2511-000123',
      contact: '9822012345',
    });
    expect(readTrackForm({ saleId: 'KSR-2511-000123', contact: '09822012345' })).toMatchObject({
      contact: '9822012345',
    });
  });

  it('takes an e-mail address as typed', () => {
    expect(
      readTrackForm({ saleId: 'KSR-2511-000123', contact: 'asha.k@yahoo.co.in' }),
    ).toMatchObject({ ok: true, contact: 'asha.k@yahoo.co.in' });
  });

  it('names what is missing', () => {
    expect(readTrackForm({ saleId: '', contact: ' ' })).toEqual({
      ok: false,
      errors: {
        saleId: TRACK_MESSAGES.saleIdRequired,
        contact: TRACK_MESSAGES.contactRequired,
      },
    });
  });

  it('refuses an order number of another shape, a short mobile and a broken e-mail', () => {
    expect(readTrackForm({ saleId: '12345', contact: '98220' })).toEqual({
      ok: false,
      errors: { saleId: TRACK_MESSAGES.saleIdInvalid, contact: TRACK_MESSAGES.contactInvalid },
    });
    expect(readTrackForm({ saleId: 'KSR-2511-000123', contact: 'asha@gmail' })).toEqual({
      ok: false,
      errors: { contact: TRACK_MESSAGES.contactInvalid },
    });
  });
});
