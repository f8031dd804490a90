/**
 * Refunds of part of an order (a return): the items' share of what was paid, the coupon and the
 * wallet shared out, never more than was paid in total or of either part.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, refunds } from '../../src/db/schema';
import { createTestGateway } from '../../src/payments/test-gateway';
import { returnedItemsValue, splitByPayment } from '../../src/services/orders/apportion';
import { refundOrder, type RefundOutcome } from '../../src/services/orders/refund';
import type { StockedSize } from '../cart/shopper-kit';
import type { Client } from '../media/admin-kit';
import {
  afterSaleApp,
  expectWalletConsistent,
  orderFor,
  SHIPPING,
  staffMove,
  walletBalancePaise,
} from './after-sale-kit';

describe('returnedItemsValue', () => {
  const order = { couponDiscountPaise: 300_00, prepaidSavingPaise: 0, deliveryChargePaise: 99_00 };
  const lines = [
    { id: 1, qty: 2, lineTotalPaise: 1_000_00 },
    { id: 2, qty: 3, lineTotalPaise: 2_000_01 },
  ];

  it('gives each line its value after its coupon share, the delivery only when all is returned', () => {
    const first = returnedItemsValue(order, lines, new Map([[1, 2]]));
    const second = returnedItemsValue(order, lines, new Map([[2, 3]]), new Map([[1, 2]]));
    expect(first).toBe(1_000_00 - Math.floor((300_00 * 1_000_00) / 3_000_01));
    // The last return takes the remainder paise of the coupon and the delivery charge.
    expect(first + second).toBe(3_000_01 - 300_00 + 99_00);
  });

  it('adds up to the line value exactly when one line comes back a unit at a time', () => {
    const parts = [0, 1, 2].map((before) =>
      returnedItemsValue(order, lines, new Map([[2, 1]]), new Map([[2, before]])),
    );
    const whole = returnedItemsValue(order, lines, new Map([[2, 3]]));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(whole);
  });
});

describe('splitByPayment', () => {
  it('splits in proportion to how the order was paid, the parts adding up exactly', () => {
    const paid = { walletPaise: 333_33, otherPaise: 1_666_68 };
    let refunded = 0;
    const wallet: number[] = [];
    for (const amount of [400_00, 700_01, 900_00]) {
      const part = splitByPayment(paid, refunded, amount);
      expect(part.walletPaise + part.otherPaise).toBe(amount);
      wallet.push(part.walletPaise);
      refunded += amount;
    }
    expect(wallet.reduce((a, b) => a + b, 0)).toBe(paid.walletPaise);
  });
});

describe('refundOrder', () => {
  let app: FastifyInstance;
  let admin: Client;
  let fresh: () => StockedSize;
  const provider = createTestGateway();

  beforeAll(async () => {
    ({ app, admin, fresh } = await afterSaleApp({ minRupees: 1000, maxRupees: 3000 }));
  });
  afterAll(async () => app.close());

  /** A delivered order of two sizes, paid online and partly from the wallet, with a coupon. */
  async function deliveredOnlineOrder() {
    const [a, b] = [fresh(), fresh()];
    const placed = await orderFor(app, a, {
      online: true,
      walletPaise: 200_00,
      coupon: 'WELCOME10',
      qty: 1,
      more: [{ size: b!, qty: 2 }],
    });
    for (const status of ['shipped', 'delivered'] as const)
      await staffMove(admin, placed.saleId, { status, ...SHIPPING });
    const [order] = await app.db.select().from(orders).where(eq(orders.saleId, placed.saleId));
    const lines = await app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order!.id))
      .orderBy(orderItems.id);
    return { ...placed, order: order!, lines };
  }

  it('gives back the items share of what was paid, wallet and online in proportion, to the paisa', async () => {
    const { user, order, lines } = await deliveredOnlineOrder();
    expect(order.couponDiscountPaise).toBeGreaterThan(0);
    const ctx = { db: app.db };
    const outcomes: RefundOutcome[] = [];
    const returnOf = async (units: Map<number, number>, before: Map<number, number>) => {
      const amountPaise = returnedItemsValue(order, lines, units, before);
      const outcome = await refundOrder(ctx, provider, {
        orderId: order.id,
        amountPaise,
        to: 'original',
        actor: 'staff:1',
      });
      if ('ok' in outcome) throw new Error(outcome.message);
      outcomes.push(outcome);
      await expectWalletConsistent(app, user.userId);
    };
    const [first, second] = lines;
    await returnOf(new Map([[second!.id, 1]]), new Map());
    await returnOf(new Map([[second!.id, 1]]), new Map([[second!.id, 1]]));
    await returnOf(new Map([[first!.id, 1]]), new Map([[second!.id, 2]]));

    // Everything returned: the refunds add up to what was paid, each part to its own.
    const wallet = outcomes.reduce((sum, o) => sum + o.walletPaise, 0);
    const online = outcomes.reduce((sum, o) => sum + o.originalPaise, 0);
    expect(wallet).toBe(order.walletUsedPaise);
    expect(online).toBe(order.totalPaise - order.walletUsedPaise);
    expect(await walletBalancePaise(app, user.userId)).toBe(order.walletUsedPaise);
    const rows = await app.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.every((row) => row.status === 'processed')).toBe(true);

    const over = await refundOrder(ctx, provider, {
      orderId: order.id,
      amountPaise: 1,
      to: 'wallet',
      actor: 'staff:1',
    });
    expect(over).toMatchObject({ ok: false, kind: 'conflict' });
  });

  it('puts all of it in the wallet when asked, and cash taken on delivery can only go there', async () => {
    const online = await deliveredOnlineOrder();
    const toWallet = await refundOrder({ db: app.db }, provider, {
      orderId: online.order.id,
      amountPaise: 500_00,
      to: 'wallet',
      returnRequestId: null,
      actor: 'staff:1',
    });
    expect(toWallet).toMatchObject({
      amountPaise: 500_00,
      walletPaise: 500_00,
      originalPaise: 0,
      to: 'wallet',
    });
    await expectWalletConsistent(app, online.user.userId);

    const cod = await orderFor(app, fresh(), { confirm: true });
    for (const status of ['shipped', 'delivered'] as const)
      await staffMove(admin, cod.saleId, { status, ...SHIPPING });
    const [order] = await app.db.select().from(orders).where(eq(orders.saleId, cod.saleId));
    const cash = await refundOrder({ db: app.db }, provider, {
      orderId: order!.id,
      amountPaise: order!.totalPaise,
      to: 'original',
      actor: 'staff:1',
    });
    expect(cash).toMatchObject({ walletPaise: order!.totalPaise, originalPaise: 0, to: 'wallet' });
    expect(await walletBalancePaise(app, cod.user.userId)).toBe(order!.totalPaise);
    await expectWalletConsistent(app, cod.user.userId);
  });
});
