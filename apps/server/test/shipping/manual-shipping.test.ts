import type { FastifyInstance } from 'fastify';
import {
  deliveryRetryDates,
  retryDayLabel,
  type BookedShipment,
  type NdrCase,
  type StaffOrderDetail,
} from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '../helpers/build-app';
import type { StockedSize } from '../cart/shopper-kit';
import type { Client } from '../media/admin-kit';
import { stockOf } from '../cart/shopper-kit';
import { afterSaleApp, orderFor, SHIPPING, staffMove } from '../orders/after-sale-kit';

let app: FastifyInstance;
let admin: Client;
let fresh: () => StockedSize;

beforeAll(async () => {
  ({ app, admin, fresh } = await afterSaleApp({ minRupees: 0, maxRupees: 5000 }));
});
afterAll(async () => app.close());

describe('shipping with SHIPPING_PROVIDER=manual', () => {
  it('packs the order for the courier, and draws its label and the day’s manifest', async () => {
    const { saleId } = await orderFor(app, fresh());
    await staffMove(admin, saleId, { status: 'confirmed' });
    const answer = await admin.request<BookedShipment[]>('POST', '/api/admin/shipment/create', {
      json: { sale_ids: saleId },
    });
    expect(answer.body.data).toEqual([
      {
        sale_id: saleId,
        status: 'booked',
        awb: null,
        courier: null,
        pickup_date: null,
        message: 'Packed; hand it to the courier and enter its tracking number when it is shipped',
      },
    ]);
    const detail = await admin.request<{ status: string }>('GET', `/api/admin/order/${saleId}`);
    expect(detail.body.data.status).toBe('packed');

    const a4 = await app.inject({
      method: 'GET',
      url: `/api/admin/shipment/label/${saleId}?size=a4`,
      headers: adminHeaders(admin),
    });
    expect(a4.headers['content-type']).toBe('application/pdf');
    expect(a4.body).toContain('/MediaBox [0 0 595.28 841.89]');
    const thermal = await app.inject({
      method: 'GET',
      url: `/api/admin/shipment/label/${saleId}?size=4x6`,
      headers: adminHeaders(admin),
    });
    expect(thermal.body).toContain('/MediaBox [0 0 288 432]');

    const manifest = await admin.request('GET', '/api/admin/shipment/manifest');
    expect(manifest.status).toBe(200);
    expect(manifest.body.message.startsWith('%PDF')).toBe(true);
  });

  it('takes no tracking webhook: there is no Shiprocket token to check', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/website/shipping/shiprocket-webhook',
      headers: { 'content-type': 'application/json', 'x-api-key': 'anything' },
      payload: JSON.stringify({ awb: '1', current_status: 'DELIVERED' }),
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('a failed delivery with SHIPPING_PROVIDER=manual', () => {
  it('staff record the failed attempt, arrange another, then return it to origin and take it back in', async () => {
    const size = fresh();
    const { saleId } = await orderFor(app, size, { confirm: true });
    await staffMove(admin, saleId, { status: 'shipped', ...SHIPPING });
    // No courier reports on this parcel: staff make the courier's moves.
    const shipped = (await admin.request<StaffOrderDetail>('GET', `/api/admin/order/${saleId}`))
      .body.data;
    expect(shipped.next_moves).toEqual([
      'out_for_delivery',
      'delivered',
      'delivery_failed',
      'rto_in_transit',
    ]);
    const failed = await staffMove(admin, saleId, {
      status: 'delivery_failed',
      note: 'Shop closed on arrival',
    });
    expect(failed.status).toBe(200);
    const desk = async () =>
      (await admin.request<NdrCase[]>('GET', '/api/admin/shipment/ndr')).body.data.find(
        (c) => c.sale_id === saleId,
      );
    expect(await desk()).toMatchObject({
      provider: 'manual',
      attempts: 1,
      reason: 'Shop closed on arrival',
      courier: 'Delhivery',
      awb: 'DLV123456789IN',
    });

    const [day] = deliveryRetryDates();
    const reattempt = await admin.request<{ status: string }>(
      'POST',
      `/api/admin/shipment/ndr/${saleId}`,
      { json: { action: 'reattempt', date: day, note: 'Shopper home after 5 pm' } },
    );
    expect(reattempt.body.message).toBe(
      `Another attempt on ${retryDayLabel(day!)} is recorded; move the order on when the courier is out again`,
    );
    // Another attempt is arranged, not made: the order waits in delivery_failed for the courier.
    expect(reattempt.body.data.status).toBe('delivery_failed');
    expect((await desk())?.staff_action).toMatchObject({
      action: 'reattempt',
      date: day,
      note: 'Shopper home after 5 pm',
      courier_call: null,
    });

    await staffMove(admin, saleId, { status: 'out_for_delivery' });
    await staffMove(admin, saleId, { status: 'delivery_failed', note: 'Refused at the door' });
    expect(await desk()).toMatchObject({ attempts: 2, staff_action: null });
    const rto = await admin.request<{ status: string }>(
      'POST',
      `/api/admin/shipment/ndr/${saleId}`,
      { json: { action: 'rto', note: 'Shopper refused' } },
    );
    expect(rto.body.message).toBe('The parcel is on its way back to the store');
    expect(rto.body.data.status).toBe('rto_in_transit');
    expect(await desk()).toBeUndefined();

    const before = await stockOf(app, size.productId, size.size);
    const back = await staffMove(admin, saleId, { status: 'rto_delivered' });
    expect(back.status).toBe(200);
    expect(back.body.data.status).toBe('rto_delivered');
    expect(await stockOf(app, size.productId, size.size)).toBe(before + 1);
    const notes = back.body.data.status_history.map((h) => h.note);
    expect(notes).toEqual(
      expect.arrayContaining([
        'Delivery attempt 1 failed: Shop closed on arrival',
        `Another attempt on ${retryDayLabel(day!)}: Shopper home after 5 pm`,
        'Delivery attempt 2 failed: Refused at the door',
        'Return to origin: Shopper refused',
      ]),
    );
    const audit = await admin.request<unknown[]>(
      'GET',
      `/api/admin/audit?target_type=order&target_id=${saleId}&action=order.ndr_rto`,
    );
    expect(audit.body.data).toHaveLength(1);
  });
});

/** The back office's credentials, for a call whose answer is a file read as bytes. */
function adminHeaders(client: Client): Record<string, string> {
  return { authorization: AUTH, cookie: client.staffCookie ?? '' };
}
