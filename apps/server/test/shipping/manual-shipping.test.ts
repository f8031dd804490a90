import type { FastifyInstance } from 'fastify';
import type { BookedShipment } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '../helpers/build-app';
import type { StockedSize } from '../cart/shopper-kit';
import type { Client } from '../media/admin-kit';
import { afterSaleApp, orderFor, staffMove } from '../orders/after-sale-kit';

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

/** The back office's credentials, for a call whose answer is a file read as bytes. */
function adminHeaders(client: Client): Record<string, string> {
  return { authorization: AUTH, cookie: client.staffCookie ?? '' };
}
