import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { OrderDetail } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponRedemptions,
  orders,
  orderStatusHistory,
  refunds,
  users,
  walletLedger,
} from '../../src/db/schema';
import { delivered } from '../helpers/delivered';
import { AUTH } from '../helpers/build-app';
import { loggedInUser, stockOf, type StockedSize } from '../cart/shopper-kit';
import type { Client } from '../media/admin-kit';
import {
  afterSaleApp,
  cancel,
  expectWalletConsistent,
  orderFor,
  SHIPPING,
  staffMove,
  walletBalancePaise,
} from './after-sale-kit';

let app: FastifyInstance;
let admin: Client;
let fresh: () => StockedSize;

beforeAll(async () => {
  // Sizes from ₹1,000 to ₹5,000: coupons apply, cash on delivery is allowed.
  ({ app, admin, fresh } = await afterSaleApp({ minRupees: 1000, maxRupees: 5000 }));
});
afterAll(async () => app.close());

/** The cancellation e-mail to the shopper, once delivered. */
async function cancellationMail(userId: number) {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  return delivered(app, user!.email!.toLowerCase(), (m) => m.subject.includes('cancelled'));
}

async function orderRow(saleId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.saleId, saleId));
  return row!;
}

describe('POST /api/website/order/cancel/:saleId', () => {
  it('cancels a cash-on-delivery order: stock back to its size, coupon released, nothing to refund', async () => {
    const size = fresh();
    const before = await stockOf(app, size.productId, size.size);
    const { user, saleId } = await orderFor(app, size, { qty: 2, coupon: 'WELCOME10' });
    expect(await stockOf(app, size.productId, size.size)).toBe(before - 2);

    const answer = await cancel(user, saleId, 'Ordered the wrong size');
    expect(answer.status).toBe(200);
    expect(answer.body.data.refund).toBeNull();
    expect(answer.body.data.order).toMatchObject({
      sale_id: saleId,
      status: 'cancelled',
      can_cancel: false,
      refunds: [],
    });
    expect(answer.body.data.order.status_history.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Ordered the wrong size',
    });
    expect(answer.body.data.order.status_history.at(-1)).not.toHaveProperty('actor');
    expect(await stockOf(app, size.productId, size.size)).toBe(before);
    const order = await orderRow(saleId);
    expect(order.cancelReason).toBe('Ordered the wrong size');
    const [history] = await app.db
      .select()
      .from(orderStatusHistory)
      .where(
        and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'cancelled')),
      );
    expect(history!.actor).toBe('shopper');
    expect(
      await app.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order.id)),
    ).toEqual([]);
    const mail = await cancellationMail(user.userId);
    expect(mail!.body).toContain('Nothing was paid, so there is nothing to refund.');
  });

  it('gives the wallet part back to the wallet at once and says so', async () => {
    const { user, saleId } = await orderFor(app, fresh(), { walletPaise: 300_00 });
    expect(await walletBalancePaise(app, user.userId)).toBe(0);
    await expectWalletConsistent(app, user.userId);

    const answer = await cancel(user, saleId);
    expect(answer.status).toBe(200);
    expect(answer.body.data.refund).toEqual({
      amount: 300,
      to: 'wallet',
      wallet: 300,
      original: 0,
    });
    expect(answer.body.data.order.refunds).toEqual([
      expect.objectContaining({ amount: 300, to: 'wallet', status: 'processed' }),
    ]);
    expect(await walletBalancePaise(app, user.userId)).toBe(300_00);
    await expectWalletConsistent(app, user.userId);
    const [credit] = await app.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, user.userId), eq(walletLedger.reason, 'refund')));
    expect(credit).toMatchObject({ amountPaise: 300_00, reference: saleId });
    const mail = await cancellationMail(user.userId);
    expect(mail!.body).toContain('₹300 is back in your Kesariya wallet.');
  });

  it('refunds an online payment through the provider and the wallet part to the wallet: together what was paid', async () => {
    const size = fresh();
    const { user, saleId } = await orderFor(app, size, { online: true, walletPaise: 250_00 });
    const order = await orderRow(saleId);
    const paidOnline = order.totalPaise - 250_00;

    const answer = await cancel(user, saleId);
    expect(answer.status).toBe(200);
    expect(answer.body.data.refund).toEqual({
      amount: order.totalPaise / 100,
      to: 'original',
      wallet: 250,
      original: paidOnline / 100,
    });
    const rows = await app.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(order.totalPaise);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          to: 'wallet',
          provider: 'wallet',
          amountPaise: 250_00,
          status: 'processed',
        }),
        expect.objectContaining({
          to: 'original',
          provider: 'test',
          amountPaise: paidOnline,
          status: 'processed',
          providerRefundId: expect.stringMatching(/^test_refund_/),
        }),
      ]),
    );
    expect(await walletBalancePaise(app, user.userId)).toBe(250_00);
    await expectWalletConsistent(app, user.userId);
    const mail = await cancellationMail(user.userId);
    expect(mail!.body).toContain(
      `a refund of ₹${(paidOnline / 100).toLocaleString('en-IN')} to your original payment method will reach you in 5-7 working days`,
    );
  });

  it('cancels an order still awaiting payment: stock and wallet back, nothing taken online to refund', async () => {
    const size = fresh();
    const before = await stockOf(app, size.productId, size.size);
    const { user, saleId } = await orderFor(app, size, {
      online: true,
      pay: false,
      walletPaise: 100_00,
    });
    const answer = await cancel(user, saleId, 'Changed my mind');
    expect(answer.status).toBe(200);
    expect(answer.body.data.refund).toEqual({
      amount: 100,
      to: 'wallet',
      wallet: 100,
      original: 0,
    });
    expect(await stockOf(app, size.productId, size.size)).toBe(before);
    expect(await walletBalancePaise(app, user.userId)).toBe(100_00);
    await expectWalletConsistent(app, user.userId);
  });

  it('shows where the wallet part of a failed payment went, and has nothing to cancel', async () => {
    const { user, saleId } = await orderFor(app, fresh(), {
      online: true,
      pay: false,
      walletPaise: 70_00,
    });
    const failed = await user.call('POST', `website/checkout/test-gateway/${saleId}`, {
      form: { outcome: 'failure' },
    });
    expect(failed.status).toBe(409);
    const detail = await user.call<OrderDetail>('GET', `website/order/${saleId}`);
    expect(detail.body.data).toMatchObject({ status: 'payment_failed', can_cancel: false });
    expect(detail.body.data.refunds).toEqual([
      expect.objectContaining({ amount: 70, to: 'wallet', status: 'processed' }),
    ]);
    const answer = await cancel(user, saleId);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This order was never paid, so there is nothing to cancel.');
    expect(await walletBalancePaise(app, user.userId)).toBe(70_00);
    await expectWalletConsistent(app, user.userId);
  });

  it('answers a repeated cancel the same, without refunding twice', async () => {
    const size = fresh();
    const before = await stockOf(app, size.productId, size.size);
    const { user, saleId } = await orderFor(app, size, { online: true, walletPaise: 150_00 });
    const first = await cancel(user, saleId);
    const again = await cancel(user, saleId, 'Pressed the button twice');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await stockOf(app, size.productId, size.size)).toBe(before);
    expect(await walletBalancePaise(app, user.userId)).toBe(150_00);
    const order = await orderRow(saleId);
    expect(await app.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(
      2,
    );
    await expectWalletConsistent(app, user.userId);
  });

  it("answers 404 for another shopper's order and for no order at all", async () => {
    const { saleId } = await orderFor(app, fresh());
    const stranger = await loggedInUser(app);
    const theirs = await cancel(stranger, saleId);
    expect(theirs.status).toBe(404);
    const none = await cancel(stranger, 'KSR-2611-999999');
    expect(none.status).toBe(404);
    expect(theirs.body.message).toBe(none.body.message);
    expect((await orderRow(saleId)).status).toBe('placed');
  });

  it('refuses once the order is shipped, and changes nothing', async () => {
    const size = fresh();
    const { user, saleId } = await orderFor(app, size, { confirm: true });
    expect((await staffMove(admin, saleId, { status: 'shipped', ...SHIPPING })).status).toBe(200);
    const stock = await stockOf(app, size.productId, size.size);
    const answer = await cancel(user, saleId);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'This order has been shipped and can no longer be cancelled. You can return it once it is delivered.',
    );
    expect((await orderRow(saleId)).status).toBe('shipped');
    expect(await stockOf(app, size.productId, size.size)).toBe(stock);
    const detail = await user.call<OrderDetail>('GET', `website/order/${saleId}`);
    expect(detail.body.data.can_cancel).toBe(false);
  });

  it('needs a reason of 3 to 500 characters and a login', async () => {
    const { user, saleId } = await orderFor(app, fresh());
    const short = await cancel(user, saleId, 'no');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('reason must be at least 3 characters');
    const none = await user.call('POST', `website/order/cancel/${saleId}`, { form: {} });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('reason is required');
    expect((await cancel(user, saleId, 'x'.repeat(501))).status).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/website/order/cancel/${saleId}`,
      headers: { authorization: AUTH },
      payload: { reason: 'Not mine' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await orderRow(saleId)).status).toBe('placed');
  });
});
