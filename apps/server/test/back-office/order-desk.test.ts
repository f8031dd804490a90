import type { FastifyInstance } from 'fastify';
import type {
  PackingSlip,
  StaffOrderDetail,
  StaffOrderSummary,
  StaffReturnRequest,
  StaffTicket,
} from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockedSize } from '../cart/shopper-kit';
import { Client, staffClient } from '../media/admin-kit';
import { AUTH } from '../helpers/build-app';
import { afterSaleApp, orderFor, staffMove } from '../orders/after-sale-kit';
import { askReturn, deliver, deliveredOrder, moveReturn } from '../returns/return-kit';

let app: FastifyInstance;
let admin: Client;
let fresh: () => StockedSize;

beforeAll(async () => {
  ({ app, admin, fresh } = await afterSaleApp({ minRupees: 0, maxRupees: 5000 }));
});
afterAll(async () => app.close());

const detailOf = (saleId: string) =>
  admin.request<StaffOrderDetail>('GET', `/api/admin/order/${saleId}`);

async function auditOf(targetId: string) {
  const log = await admin.request<
    { who: string; action: string; before: unknown; after: unknown }[]
  >('GET', `/api/admin/audit?target_type=order&target_id=${targetId}`);
  return log.body.data;
}

describe('GET /api/admin/order/:saleId', () => {
  it('answers 404 for a sale id that does not exist', async () => {
    const answer = await detailOf('KS-2020-999999');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Order not found');
  });

  it('shows the order with its customer, who made each step by name, and no invoice yet', async () => {
    const { user, saleId } = await orderFor(app, fresh(), { qty: 2 });
    await staffMove(admin, saleId, { status: 'confirmed', note: 'Checked the stock' });
    const answer = await detailOf(saleId);
    expect(answer.status).toBe(200);
    const order = answer.body.data;
    expect(order).toMatchObject({
      sale_id: saleId,
      status: 'confirmed',
      payment_method: 'Cash on Delivery',
      customer: { id: user.userId },
      invoice_number: null,
      cod_collection: null,
    });
    expect(order.items[0]).toMatchObject({ qty: 2 });
    expect(order.address).toMatchObject({ pincode: expect.any(String) });
    expect(order.status_history.map(({ status, by }) => [status, by])).toEqual([
      ['placed', 'System'],
      ['confirmed', 'Store Owner'],
    ]);
  });

  it('is for staff too, not only the owner', async () => {
    const { saleId } = await orderFor(app, fresh());
    const staff = await staffClient(app);
    expect((await staff.request('GET', `/api/admin/order/${saleId}`)).status).toBe(200);
  });
});

describe('GET /api/admin/order (filters and sort)', () => {
  it('filters by payment method and day, and sorts by total or age, paging in the database', async () => {
    const cheap = await orderFor(app, fresh(), { qty: 1 });
    const dear = await orderFor(app, fresh(), { qty: 3 });
    const online = await orderFor(app, fresh(), { online: true });
    const list = async (query: string) => {
      const answer = await admin.request<StaffOrderSummary[]>('GET', `/api/admin/order?${query}`);
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const ours = (items: StaffOrderSummary[]) =>
      items
        .map((o) => o.sale_id)
        .filter((id) => [cheap.saleId, dear.saleId, online.saleId].includes(id));

    const cod = await list('payment_method=Cash%20on%20Delivery&limit=100');
    expect(cod.data.every((o) => o.payment_method === 'Cash on Delivery')).toBe(true);
    expect(ours(cod.data)).toEqual([dear.saleId, cheap.saleId]);

    const oldest = await list('sort=oldest&limit=100');
    expect(ours(oldest.data)).toEqual([cheap.saleId, dear.saleId, online.saleId]);

    const byTotal = (await list('sort=total&limit=100')).data;
    expect(byTotal.map((o) => o.total)).toEqual(
      [...byTotal.map((o) => o.total)].sort((a, b) => b - a),
    );

    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect(ours((await list(`from=${today}&to=${today}&limit=100`)).data)).toHaveLength(3);
    expect((await list('to=2020-01-01')).data).toEqual([]);

    const paged = await list('sort=oldest&limit=1&page=2');
    expect(paged.data).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 1 });
  });

  it('refuses a sort, payment method or date it does not know, naming the field', async () => {
    for (const [query, field] of [
      ['sort=cheapest', 'sort'],
      ['payment_method=Cheque', 'payment_method'],
      ['from=yesterday', 'from'],
      ['from=2025-05-02&to=2025-05-01', 'to'],
    ]) {
      const answer = await admin.request('GET', `/api/admin/order?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toContain(field);
    }
  });
});

describe('POST /api/admin/order/collect-cod/:saleId', () => {
  const collect = (saleId: string, amount: unknown) =>
    admin.request<StaffOrderDetail>('POST', `/api/admin/order/collect-cod/${saleId}`, {
      json: { amount },
    });

  it('records the cash of a delivered COD order once: amount, who and when, in the audit log', async () => {
    const { saleId } = await orderFor(app, fresh(), { confirm: true });
    await deliver(app, admin, saleId);
    const due = (await detailOf(saleId)).body.data.totals.amount_payable;

    const short = await collect(saleId, due - 1);
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/^The cash due is ₹/);

    const collected = await collect(saleId, due);
    expect(collected.status).toBe(200);
    expect(collected.body.data.cod_collection).toMatchObject({ amount: due, by: 'Store Owner' });

    const again = await collect(saleId, due);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The cash of this order was collected already');

    const [entry] = await auditOf(saleId);
    expect(entry).toMatchObject({
      who: 'Store Owner',
      action: 'order.cod_collected',
      before: { collected_paise: null },
      after: { collected_paise: Math.round(due * 100), collected_at: expect.any(String) },
    });
  });

  it('refuses an order not yet delivered, and one paid online', async () => {
    const placed = await orderFor(app, fresh());
    const early = await collect(placed.saleId, 1);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The order is placed: cash is collected once it is delivered');

    const online = await orderFor(app, fresh(), { online: true });
    await deliver(app, admin, online.saleId);
    const paid = await collect(online.saleId, 1);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe('Only a cash on delivery order has cash to collect');

    expect((await collect(placed.saleId, '')).status).toBe(400);
    expect((await collect('KS-2020-999999', 1)).status).toBe(404);
  });
});

describe('GET /api/admin/order/:saleId/packing-slip', () => {
  it('lists what to pick by SKU, size and quantity, where it goes and the cash to collect', async () => {
    const size = fresh();
    const { saleId } = await orderFor(app, size, { qty: 2 });
    const answer = await admin.request<PackingSlip>(
      'GET',
      `/api/admin/order/${saleId}/packing-slip`,
    );
    expect(answer.status).toBe(200);
    const slip = answer.body.data;
    const order = (await detailOf(saleId)).body.data;
    expect(slip).toMatchObject({
      sale_id: saleId,
      delivery_option: 'delivery',
      cash_to_collect: order.totals.amount_payable,
      ship_to: order.address,
      item_count: 2,
      items: [{ size: size.size, qty: 2, sku: expect.stringMatching(/\S/) }],
      store: { name: expect.any(String) },
    });
    expect(JSON.stringify(slip)).not.toContain('"price"');
    expect(
      (await admin.request('GET', '/api/admin/order/KS-2020-999999/packing-slip')).status,
    ).toBe(404);
  });
});

describe('GET /api/admin/order/:saleId/invoice', () => {
  it('gives staff the tax invoice of a delivered COD order, as JSON or PDF, and the order shows its number', async () => {
    const { saleId } = await orderFor(app, fresh(), { confirm: true });
    const early = await admin.request('GET', `/api/admin/order/${saleId}/invoice`);
    expect(early.status).toBe(409);
    await deliver(app, admin, saleId);
    const json = await admin.request<{ number: string }>(
      'GET',
      `/api/admin/order/${saleId}/invoice`,
    );
    expect(json.status).toBe(200);
    expect(json.body.data.number).toMatch(/^KS\/\d{4}-\d{2}\/\d{6}$/);
    expect((await detailOf(saleId)).body.data.invoice_number).toBe(json.body.data.number);

    const pdf = await app.inject({
      url: `/api/admin/order/${saleId}/invoice?format=pdf`,
      headers: { authorization: AUTH, cookie: admin.staffCookie! },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('POST /api/admin/order/status/:saleId (cancel)', () => {
  it('cancels a paid online order with its refund, as the shopper cancel does', async () => {
    const { saleId } = await orderFor(app, fresh(), { online: true });
    const cancelled = await staffMove(admin, saleId, { status: 'cancelled', note: 'Out of stock' });
    expect(cancelled.status).toBe(200);
    const order = cancelled.body.data;
    expect(order.status).toBe('cancelled');
    expect(order.refunds).toEqual([
      expect.objectContaining({ to: 'original', amount: order.totals.amount_payable }),
    ]);
  });
});

describe('GET /api/admin/return/:id', () => {
  it('shows the request with its shopper and the moves it may take; a rejection needs a reason', async () => {
    const order = await deliveredOrder(app, admin, [fresh()]);
    const asked = await askReturn(order.user, order, {
      item_ids: order.detail.items.map((item) => item.id).join(','),
    });
    const id = asked.body.data.id;
    const answer = await admin.request<StaffReturnRequest>('GET', `/api/admin/return/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id,
      sale_id: order.saleId,
      status: 'requested',
      has_photo: false,
      customer: { id: order.user.userId },
      next_statuses: ['approved', 'rejected'],
      pickup_address: { pincode: expect.any(String) },
    });

    const bare = await moveReturn(admin, id, 'rejected');
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('note is required to reject a request: say why');

    const approved = await moveReturn(admin, id, 'approved');
    expect(approved.body.data).toMatchObject({ status: 'approved', next_statuses: ['picked_up'] });
    expect((await admin.request('GET', '/api/admin/return/999999')).status).toBe(404);
  });
});

describe('GET /api/admin/support/ticket/:id', () => {
  it('shows a ticket with its whole conversation, and 404 for one that does not exist', async () => {
    const { user } = await orderFor(app, fresh());
    const opened = await user.call<{ id: number }>('POST', 'website/support/ticket/create', {
      form: { subject: 'Where is my parcel?', message: 'It has been a week since I ordered.' },
    });
    expect(opened.status).toBe(201);
    const id = opened.body.data.id;
    await admin.request('POST', `/api/admin/support/ticket/reply/${id}`, {
      json: { message: 'It leaves today.' },
    });
    const answer = await admin.request<StaffTicket>('GET', `/api/admin/support/ticket/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id, status: 'answered' });
    expect(answer.body.data.messages.map((m) => m.author)).toEqual(['shopper', 'staff']);
    expect((await admin.request('GET', '/api/admin/support/ticket/999999')).status).toBe(404);
  });
});
