import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodRules, PrepaidNudge } from '@kesariya/shared';
import { auditOf } from '../catalogue-admin/catalogue-kit';
import { errorsOf, ownerApp, staffClient, type Client } from '../media/admin-kit';

let app: FastifyInstance;
let owner: Client;

beforeAll(async () => {
  ({ app, owner } = await ownerApp());
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('PUT /api/admin/settings/cod', () => {
  it('starts from the defaults: the COD limit as the top of the band, two refusals, no pincodes', async () => {
    const start = await owner.request<CodRules>('GET', '/api/admin/settings/cod');
    expect(start.body.data).toEqual({
      cod_min: 0,
      cod_max: 25_000,
      refusal_limit: 2,
      blocked_pincodes: [],
      defaults: { cod_min: 0, cod_max: 25_000, refusal_limit: 2 },
    });
  });

  it('saves the band, the refusal limit and the pincodes (typed or from a file), and logs it', async () => {
    const saved = await owner.request<CodRules>('PUT', '/api/admin/settings/cod', {
      // As the back office's form sends them: text.
      json: {
        cod_min: '499',
        cod_max: '15000.50',
        refusal_limit: '3',
        blocked_pincodes: '110001, 400001\n110001\r\n560001;',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      cod_min: 499,
      cod_max: 15000.5,
      refusal_limit: 3,
      blocked_pincodes: ['110001', '400001', '560001'],
    });
    const again = await owner.request<CodRules>('GET', '/api/admin/settings/cod');
    expect(again.body.data.blocked_pincodes).toEqual(['110001', '400001', '560001']);

    // A second save keeps what stays and drops what went.
    const changed = await owner.request<CodRules>('PUT', '/api/admin/settings/cod', {
      json: { cod_min: 0, cod_max: 25000, refusal_limit: 2, blocked_pincodes: '400001 700001' },
    });
    expect(changed.body.data.blocked_pincodes).toEqual(['400001', '700001']);
    const [entry] = await auditOf(owner, 'settings', 'store_rules');
    expect(entry).toMatchObject({
      action: 'settings.cod',
      before: {
        codMinPaise: 49_900,
        codLimitPaise: 1_500_050,
        codRefusalLimit: 3,
        blockedPincodes: 3,
      },
      after: {
        codMinPaise: 0,
        codLimitPaise: 2_500_000,
        codRefusalLimit: 2,
        blockedPincodes: 2,
        added: ['700001'],
        removed: ['110001', '560001'],
      },
    });
  });

  it('names every field at fault', async () => {
    const answer = await owner.request('PUT', '/api/admin/settings/cod', {
      json: { cod_min: 'abc', cod_max: '', refusal_limit: '-1', blocked_pincodes: '110001 01234' },
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)).toEqual({
      cod_min: 'COD minimum must be an amount in rupees, such as 1499 or 1499.50',
      cod_max: 'COD maximum is required',
      refusal_limit: 'Refused orders must be a whole number from 0 to 100',
      blocked_pincodes:
        'Pincodes without COD: "01234" is not a pincode (6 digits, not starting with 0)',
    });
    const band = await owner.request('PUT', '/api/admin/settings/cod', {
      json: { cod_min: 5000, cod_max: 1000, refusal_limit: 2, blocked_pincodes: '' },
    });
    expect(band.status).toBe(400);
    expect(errorsOf(band.body)).toEqual({
      cod_min: 'COD minimum must not be more than the COD maximum',
    });
  });

  it('is the owner’s: staff are refused', async () => {
    const staff = await staffClient(app);
    expect((await staff.request('GET', '/api/admin/settings/cod')).status).toBe(403);
    const refused = await staff.request('PUT', '/api/admin/settings/cod', {
      json: { cod_min: 0, cod_max: 1, refusal_limit: 2, blocked_pincodes: '' },
    });
    expect(refused.status).toBe(403);
  });
});

describe('PUT /api/admin/settings/prepaid-nudge', () => {
  const path = '/api/admin/settings/prepaid-nudge';

  it('is off until the owner sets an amount or a percentage with a cap, each save logged', async () => {
    const start = await owner.request<PrepaidNudge>('GET', path);
    expect(start.body.data).toEqual({ kind: 'off', amount: 0, percent: 0, cap: null });

    const amount = await owner.request<PrepaidNudge>('PUT', path, {
      json: { kind: 'amount', amount: '49.50', percent: '', cap: '' },
    });
    expect(amount.status, JSON.stringify(amount.body)).toBe(200);
    expect(amount.body.data).toEqual({ kind: 'amount', amount: 49.5, percent: 0, cap: null });

    // Only the chosen kind's figures are kept: the amount typed before is not.
    const percent = await owner.request<PrepaidNudge>('PUT', path, {
      json: { kind: 'percent', amount: '49.50', percent: '5', cap: '150' },
    });
    expect(percent.body.data).toEqual({ kind: 'percent', amount: 0, percent: 5, cap: 150 });
    expect((await owner.request<PrepaidNudge>('GET', path)).body.data).toEqual(percent.body.data);
    const [entry] = await auditOf(owner, 'settings', 'store_rules');
    expect(entry).toMatchObject({
      action: 'settings.prepaid_nudge',
      before: { prepaidKind: 'amount', prepaidAmountPaise: 49_50 },
      after: { prepaidKind: 'percent', prepaidPercent: 5, prepaidCapPaise: 150_00 },
    });

    const off = await owner.request<PrepaidNudge>('PUT', path, {
      json: { kind: 'off', amount: '', percent: '', cap: '' },
    });
    expect(off.body.data).toEqual({ kind: 'off', amount: 0, percent: 0, cap: null });
  });

  it('names every field at fault and keeps what was saved', async () => {
    const noAmount = await owner.request('PUT', path, {
      json: { kind: 'amount', amount: '0', percent: '', cap: '' },
    });
    expect(noAmount.status).toBe(400);
    expect(errorsOf(noAmount.body)).toEqual({
      amount:
        'Saving amount must be an amount in rupees above ₹0 and at most ₹10000000, such as 50',
    });
    const badPercent = await owner.request('PUT', path, {
      json: { kind: 'percent', amount: '', percent: '60', cap: 'ten' },
    });
    expect(errorsOf(badPercent.body)).toEqual({
      percent: 'Saving percentage must be a whole number from 1 to 50',
      cap: 'Saving cap must be an amount in rupees above ₹0 and at most ₹10000000, or empty',
    });
    expect(
      errorsOf(
        (
          await owner.request('PUT', path, {
            json: { kind: 'half', percent: '', amount: '', cap: '' },
          })
        ).body,
      ),
    ).toEqual({ kind: 'Saving must be off, an amount or a percentage' });
    expect((await owner.request<PrepaidNudge>('GET', path)).body.data.kind).toBe('off');
  });

  it('is the owner’s: staff are refused', async () => {
    const staff = await staffClient(app);
    expect((await staff.request('GET', path)).status).toBe(403);
    const refused = await staff.request('PUT', path, {
      json: { kind: 'amount', amount: '50', percent: '', cap: '' },
    });
    expect(refused.status).toBe(403);
  });
});
