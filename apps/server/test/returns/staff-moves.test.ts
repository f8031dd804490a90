import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { Invoice, OrderDetail, ReturnRequest } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderItems,
  orders,
  refunds,
  returnRequestHistory,
  users,
  walletLedger,
} from '../../src/db/schema';
import { setStock, stockOf, type StockedSize } from '../cart/shopper-kit';
import { ADMIN_EMAIL, adminClient, type Client } from '../media/admin-kit';
import { afterSaleApp, expectWalletConsistent, walletBalancePaise } from '../orders/after-sale-kit';
import {
  askReturn,
  deliveredOrder,
  moveReturn,
  receive,
  twoSizesOfOneProduct,
  type DeliveredOrder,
} from './return-kit';
import { delivered, type OutboxRow } from '../helpers/delivered';

let app: FastifyInstance;
let staff: Client;
let fresh: () => StockedSize;
beforeAll(async () => {
  // One line stays under the free-delivery mark; two pass the WELCOME10 minimum.
  ({ app, admin: staff, fresh } = await afterSaleApp({ minRupees: 500, maxRupees: 1400 }));
});
afterAll(async () => app.close());

const allItems = (order: DeliveredOrder) => order.detail.items.map((item) => item.id).join(',');

async function requested(order: DeliveredOrder, fields: Record<string, string> = {}) {
  const answer = await askReturn(order.user, order, { item_ids: allItems(order), ...fields });
  if (answer.status !== 201) throw new Error(`return: ${answer.body.message}`);
  return answer.body.data;
}

/** The shopper's e-mail that `match` accepts, once delivered. */
async function mailTo(userId: number, match: (mail: OutboxRow) => boolean) {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  return delivered(app, user!.email!.toLowerCase(), (m) => m.channel === 'email' && match(m));
}

async function orderRows(saleId: string) {
  const [order] = await app.db.select().from(orders).where(eq(orders.saleId, saleId));
  const lines = await app.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order!.id))
    .orderBy(asc(orderItems.id));
  return { order: order!, lines };
}

const paise = (rupees: number) => Math.round(rupees * 100);

describe('POST /api/admin/return/status/:id', () => {
  it('moves a request through approved, picked up and received, each step dated with who made it; approval is e-mailed', async () => {
    const order = await deliveredOrder(app, staff, [fresh()]);
    const request = await requested(order);
    const approved = await moveReturn(staff, request.id, 'approved', {
      note: 'Courier comes tomorrow',
    });
    expect(approved.status).toBe(200);
    // With manual shipping no courier is booked: staff arrange the pickup and make its moves.
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      pickup: null,
      pickup_booking: null,
      moved_by_courier: false,
      next_statuses: ['picked_up'],
    });
    await moveReturn(staff, request.id, 'picked_up');
    const received = await moveReturn(staff, request.id, 'received');
    expect(received.body.data.history.map((h) => [h.status, h.note])).toEqual([
      ['requested', ''],
      ['approved', 'Courier comes tomorrow'],
      ['picked_up', ''],
      ['received', ''],
    ]);
    const actors = await app.db
      .select({ actor: returnRequestHistory.actor })
      .from(returnRequestHistory)
      .where(eq(returnRequestHistory.returnRequestId, request.id))
      .orderBy(asc(returnRequestHistory.id));
    const [owner] = await app.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    const byStaff = `staff:${owner!.id}`;
    expect(actors.map((a) => a.actor)).toEqual(['shopper', byStaff, byStaff, byStaff]);
    const mail = await mailTo(
      order.user.userId,
      (m) => m.subject === `Your return request for order ${order.saleId} is approved`,
    );
    expect(mail.body).toContain('Note from our team: Courier comes tomorrow');
  });

  it('puts the received pieces back in stock by adding them, whatever sold meanwhile', async () => {
    const bought = fresh();
    const order = await deliveredOrder(app, staff, [bought], { qty: 2 });
    const request = await requested(order);
    await moveReturn(staff, request.id, 'approved');
    await moveReturn(staff, request.id, 'picked_up');
    // What the size holds when the parcel comes back, after other sales and restocks.
    await setStock(app, bought.productId, bought.size, 7);
    const received = await moveReturn(staff, request.id, 'received');
    expect(received.status).toBe(200);
    expect(await stockOf(app, bought.productId, bought.size)).toBe(9);
    // The refund that follows gives money back, not pieces: they are in stock once.
    await moveReturn(staff, request.id, 'refunded', { refund_to: 'wallet' });
    expect(await stockOf(app, bought.productId, bought.size)).toBe(9);
  });

  it('refuses a move out of order with 409 and leaves the request as it was', async () => {
    const order = await deliveredOrder(app, staff, [fresh()]);
    const request = await requested(order);
    const skipped = await moveReturn(staff, request.id, 'received');
    expect(skipped.status).toBe(409);
    expect(skipped.body.message).toBe(
      'This return request is requested; it cannot move to received',
    );
    const wrongEnd = await moveReturn(staff, request.id, 'replacement_shipped');
    expect(wrongEnd.status).toBe(409);
    const [mine] = (await order.user.call<ReturnRequest[]>('GET', 'website/return')).body.data;
    expect(mine!.status).toBe('requested');
    expect((await moveReturn(staff, 999_999, 'approved')).status).toBe(404);
  });

  it('rejects only with a reason, which the shopper is e-mailed; the items may then be asked back again', async () => {
    const order = await deliveredOrder(app, staff, [fresh()]);
    const request = await requested(order);
    const bare = await moveReturn(staff, request.id, 'rejected');
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('note is required to reject a request: say why');
    const rejected = await moveReturn(staff, request.id, 'rejected', {
      note: 'The tags were removed',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.status).toBe('rejected');
    const mail = await mailTo(
      order.user.userId,
      (m) => m.subject === `Your return request for order ${order.saleId} was not approved`,
    );
    expect(mail.body).toContain('Why: The tags were removed');
    expect((await moveReturn(staff, request.id, 'approved')).status).toBe(409);
    expect((await askReturn(order.user, order, { item_ids: allItems(order) })).status).toBe(201);
  });

  it("refunds the returned items' share of what was paid, coupon and wallet apportioned, into the wallet; the balance stays the ledger's sum", async () => {
    const order = await deliveredOrder(app, staff, [fresh(), fresh()], {
      coupon: 'WELCOME10',
      walletPaise: 150_00,
    });
    const { order: row, lines } = await orderRows(order.saleId);
    expect(row.couponDiscountPaise).toBeGreaterThan(0);
    expect(row.walletUsedPaise).toBe(150_00);
    const [first, second] = lines;
    const firstShare = Math.floor(
      (row.couponDiscountPaise * first!.lineTotalPaise) /
        (first!.lineTotalPaise + second!.lineTotalPaise),
    );
    const expected = first!.lineTotalPaise - firstShare;

    const request = await requested(order, { item_ids: String(first!.id) });
    await receive(staff, request.id);
    const before = await walletBalancePaise(app, order.user.userId);
    const refunded = await moveReturn(staff, request.id, 'refunded', { refund_to: 'wallet' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.status).toBe('refunded');
    expect(refunded.body.data.refund).toEqual({
      amount: expected / 100,
      to: 'wallet',
      status: 'processed',
    });
    expect((await walletBalancePaise(app, order.user.userId)) - before).toBe(expected);
    await expectWalletConsistent(app, order.user.userId);
    const [entry] = await app.db
      .select()
      .from(walletLedger)
      .where(
        and(
          eq(walletLedger.userId, order.user.userId),
          eq(walletLedger.reference, `RET-${request.id}`),
        ),
      );
    expect(entry).toMatchObject({ reason: 'refund', amountPaise: expected });
    const mail = await mailTo(
      order.user.userId,
      (m) => m.subject === `Your refund for order ${order.saleId} is on its way`,
    );
    expect(mail.body).toContain('added to your Kesariya wallet');

    // The tax invoice keeps the sale's total and says what was paid how, and given back since.
    const invoice = (await order.user.call<Invoice>('GET', `website/order/invoice/${order.saleId}`))
      .body.data;
    expect(invoice.totals.total).toBe(row.totalPaise / 100);
    expect(invoice.payments).toEqual([
      { method: 'Wallet', amount: 150 },
      { method: row.paymentMethod, amount: (row.totalPaise - 150_00) / 100 },
    ]);
    expect(invoice.refunds).toEqual([
      { date: expect.any(String), amount: expected / 100, to: 'wallet' },
    ]);
  });

  it('gives the delivery charge back too when every item of the order is returned', async () => {
    const order = await deliveredOrder(app, staff, [fresh()]);
    const { order: row, lines } = await orderRows(order.saleId);
    expect(row.deliveryChargePaise).toBeGreaterThan(0);
    const request = await requested(order);
    await receive(staff, request.id);
    const refunded = await moveReturn(staff, request.id, 'refunded', { refund_to: 'wallet' });
    expect(paise(refunded.body.data.refund!.amount)).toBe(
      lines[0]!.lineTotalPaise + row.deliveryChargePaise,
    );
    await expectWalletConsistent(app, order.user.userId);
  });

  it('refunds an online payment to the original payment through the provider, leaving the wallet alone', async () => {
    const order = await deliveredOrder(app, staff, [fresh()], { online: true });
    const { order: row } = await orderRows(order.saleId);
    const request = await requested(order);
    await receive(staff, request.id);
    const before = await walletBalancePaise(app, order.user.userId);
    const refunded = await moveReturn(staff, request.id, 'refunded', { refund_to: 'original' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data.refund).toEqual({
      amount: row.totalPaise / 100,
      to: 'original',
      status: 'processed',
    });
    const rows = await app.db.select().from(refunds).where(eq(refunds.returnRequestId, request.id));
    expect(rows).toEqual([
      expect.objectContaining({ provider: 'test', to: 'original', amountPaise: row.totalPaise }),
    ]);
    expect(await walletBalancePaise(app, order.user.userId)).toBe(before);
    const mail = await mailTo(
      order.user.userId,
      (m) => m.subject === `Your refund for order ${order.saleId} is on its way`,
    );
    expect(mail.body).toContain('on its way back to your original payment method');
  });

  it('ships a replacement: a new order at no charge in the new size, its stock reserved', async () => {
    const [bought, sibling] = twoSizesOfOneProduct(fresh);
    await setStock(app, sibling.productId, sibling.size, 5);
    const order = await deliveredOrder(app, staff, [bought], { qty: 2 });
    const request = await requested(order, { type: 'replace', size: sibling.size });
    await receive(staff, request.id);
    const shipped = await moveReturn(staff, request.id, 'replacement_shipped');
    expect(shipped.status).toBe(200);
    const replacementSaleId = shipped.body.data.replacement_sale_id!;
    expect(replacementSaleId).toMatch(/^KSR-/);
    expect(await stockOf(app, sibling.productId, sibling.size)).toBe(3);

    const detail = (await order.user.call<OrderDetail>('GET', `website/order/${replacementSaleId}`))
      .body.data;
    expect(detail).toMatchObject({
      status: 'confirmed',
      payment_method: 'Replacement',
      totals: { total: 0, amount_payable: 0 },
    });
    expect(detail.items.map((i) => [i.name, i.size, i.qty, i.price])).toEqual([
      [bought.name, sibling.size, 2, 0],
    ]);
    expect(detail.status_history.at(-1)!.note).toBe(
      `Replacement for return request ${request.id} of order ${order.saleId}`,
    );
    const mail = await mailTo(
      order.user.userId,
      (m) => m.subject === `Your replacement for order ${order.saleId} is on its way`,
    );
    expect(mail.body).toContain(replacementSaleId);
  });

  it('refuses the replacement when the new size sold out since the request, and keeps it received', async () => {
    const [bought, sibling] = twoSizesOfOneProduct(fresh);
    const order = await deliveredOrder(app, staff, [bought]);
    const request = await requested(order, { type: 'replace', size: sibling.size });
    await receive(staff, request.id);
    await setStock(app, sibling.productId, sibling.size, 0);
    const shipped = await moveReturn(staff, request.id, 'replacement_shipped');
    expect(shipped.status).toBe(409);
    expect(shipped.body.message).toBe(`${bought.name} is sold out in size ${sibling.size}`);
    const [mine] = (await order.user.call<ReturnRequest[]>('GET', 'website/return')).body.data;
    expect(mine).toMatchObject({ status: 'received', replacement_sale_id: null });
  });

  it('lets one of two staff win when both move a request at once, and refunds once', async () => {
    const order = await deliveredOrder(app, staff, [fresh()]);
    const request = await requested(order);
    const other = await adminClient(app);
    const approvals = await Promise.all([
      moveReturn(staff, request.id, 'approved'),
      moveReturn(other, request.id, 'approved'),
    ]);
    expect(approvals.map((a) => a.status).sort()).toEqual([200, 409]);
    await moveReturn(staff, request.id, 'picked_up');
    await moveReturn(staff, request.id, 'received');
    const refunds_ = await Promise.all([
      moveReturn(staff, request.id, 'refunded', { refund_to: 'wallet' }),
      moveReturn(other, request.id, 'refunded', { refund_to: 'wallet' }),
    ]);
    expect(refunds_.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await app.db.select().from(refunds).where(eq(refunds.returnRequestId, request.id));
    expect(rows).toHaveLength(1);
    const history = await app.db
      .select()
      .from(returnRequestHistory)
      .where(eq(returnRequestHistory.returnRequestId, request.id));
    expect(history.map((h) => h.status).sort()).toEqual(
      ['approved', 'picked_up', 'received', 'refunded', 'requested'].sort(),
    );
    await expectWalletConsistent(app, order.user.userId);
  });

  it('is for staff only', async () => {
    const order = await deliveredOrder(app, staff, [fresh()]);
    const request = await requested(order);
    const own = await order.user.call('POST', `admin/return/status/${request.id}`, {
      form: { status: 'approved' },
    });
    expect(own.status).toBe(403);
  });
});

describe('GET /api/admin/return', () => {
  it("lists every shopper's requests of a status for staff, with pagination", async () => {
    const order = await deliveredOrder(app, staff, [fresh()]);
    const request = await requested(order);
    const answer = await staff.request<ReturnRequest[]>(
      'GET',
      '/api/admin/return?status=requested&limit=50',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.some((r) => r.id === request.id)).toBe(true);
    expect(answer.body.data.every((r) => r.status === 'requested')).toBe(true);
    expect(answer.body.pagination).toMatchObject({ page: 1, limit: 50 });
  });
});
