import { and, desc, eq, sql } from 'drizzle-orm';
import { catalogueChanged, type StockChange } from '../../cache/catalogue-changes';
import type { ServiceContext } from '../context';
import {
  couponRedemptions,
  orderItems,
  orders,
  orderStatusHistory,
  payments,
  users,
} from '../../db/schema';
import { removeBoughtLines } from '../cart/cart';
import type { OrderRow } from '../../db/rows';
import { releaseStock } from './reserve-stock';
import { recordLatePaymentRefund, recordRefund, type RecordedRefund } from './refund';
import { queueOrderConfirmation } from './notify-order';

export type PaidOutcome =
  /** The order moved from pending_payment to placed now: the caller sends the confirmation. */
  | { kind: 'paid'; order: OrderRow }
  /** Already placed by an earlier call (the handler and the webhook both report one payment). */
  | { kind: 'already_paid'; order: OrderRow }
  /**
   * The order was cancelled before the money arrived: not revived; the payment's refund is
   * recorded, for the caller to send once this commits (null when recorded before).
   */
  | { kind: 'late'; order: OrderRow; refund: RecordedRefund | null };

async function addHistory(
  ctx: ServiceContext,
  orderId: number,
  status: string,
  note: string,
): Promise<void> {
  await ctx.db.insert(orderStatusHistory).values({ orderId, status, note });
}

/**
 * A failed attempt to pay an order that still awaits its payment: noted in its timeline, the order
 * left waiting. The provider's checkout lets the shopper try again (another card, UPI), and a
 * later success pays the order; only the time to pay running out ends it (the sweep). Answers
 * whether the order was still waiting.
 */
export async function noteFailedAttempt(ctx: ServiceContext, orderId: number): Promise<boolean> {
  const [waiting] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
    .for('update');
  if (!waiting) return false;
  await addHistory(
    ctx,
    orderId,
    'pending_payment',
    'A payment attempt failed; the order waits for another until its time to pay runs out',
  );
  return true;
}

/** Records the provider's payment on the order's latest payment row (created when the payment began). */
async function recordPayment(
  ctx: ServiceContext,
  orderId: number,
  update: {
    status: 'captured' | 'failed';
    providerPaymentId?: string | null;
    raw?: Record<string, unknown>;
  },
): Promise<void> {
  const [latest] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!latest) return;
  await ctx.db
    .update(payments)
    .set({
      status: update.status,
      updatedAt: new Date(),
      ...(update.providerPaymentId ? { providerPaymentId: update.providerPaymentId } : {}),
      ...(update.raw ? { raw: update.raw } : {}),
    })
    .where(eq(payments.id, latest.id));
}

/**
 * Marks an online order paid. The status change is a conditional UPDATE (only from
 * pending_payment), so the client's verify call, the webhook and a retry apply it exactly once.
 * The bought lines leave the cart in the same transaction.
 */
export async function markOrderPaid(
  ctx: ServiceContext,
  orderId: number,
  payment: { providerPaymentId: string | null; raw?: Record<string, unknown> },
): Promise<PaidOutcome> {
  return ctx.db.transaction(async (db) => {
    const tx: ServiceContext = { db, messages: ctx.messages };
    const [moved] = await db
      .update(orders)
      .set({ status: 'placed', updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
      .returning();
    if (moved) {
      await recordPayment(tx, orderId, {
        status: 'captured',
        providerPaymentId: payment.providerPaymentId,
        raw: payment.raw,
      });
      await addHistory(tx, orderId, 'placed', 'Payment received');
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      await removeBoughtLines(tx, moved.userId, items);
      await queueOrderConfirmation(tx, moved);
      return { kind: 'paid', order: moved } as const;
    }
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) throw new Error(`order ${orderId} vanished`);
    if (order.status === 'cancelled' || order.status === 'payment_failed') {
      // The stock may be sold by now: the money goes back rather than the order coming back.
      const [known] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')))
        .limit(1);
      if (!known) {
        await recordPayment(tx, orderId, {
          status: 'captured',
          providerPaymentId: payment.providerPaymentId,
          raw: payment.raw,
        });
        await addHistory(
          tx,
          orderId,
          order.status,
          'Payment received after the order was cancelled: refunded',
        );
        return { kind: 'late', order, refund: await recordLatePaymentRefund(tx, order) } as const;
      }
      return { kind: 'late', order, refund: null } as const;
    }
    return { kind: 'already_paid', order } as const;
  });
}

/**
 * Ends an order whose online payment failed or was abandoned: stock goes back, the wallet is
 * refunded, the coupon use is returned, and the cart is left as it was (its lines were never
 * removed). Conditional on pending_payment, so it runs once whoever calls it. Answers with the
 * stock change, which a caller holding an outer transaction announces once that commits.
 */
export async function releaseOrder(
  ctx: ServiceContext,
  orderId: number,
  outcome: { status: 'payment_failed' | 'cancelled'; note: string; raw?: Record<string, unknown> },
): Promise<{ order: OrderRow; stock: StockChange } | null> {
  const released = await ctx.db.transaction(async (db) => {
    const tx: ServiceContext = { db };
    // The shopper's row first, as checkout and cancel take it before any stock row: a release and
    // the same shopper's checkout never wait for each other in a circle.
    await db
      .select({ id: users.id })
      .from(users)
      .where(
        eq(users.id, sql`(select ${orders.userId} from ${orders} where ${orders.id} = ${orderId})`),
      )
      .for('update');
    const [order] = await db
      .update(orders)
      .set({ status: outcome.status, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
      .returning();
    if (!order) return null;
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const stock = await releaseStock(tx, items);
    // Nothing was paid online: the wallet part, all that was paid, goes back to the wallet.
    const refund = await recordRefund(tx, order, {
      orderId,
      amountPaise: order.walletUsedPaise,
      to: 'wallet',
      actor: 'system',
    });
    if ('ok' in refund) throw new Error(`order ${orderId}: ${refund.message}`);
    await db.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
    await recordPayment(tx, orderId, { status: 'failed', raw: outcome.raw });
    await addHistory(tx, orderId, outcome.status, outcome.note);
    return { order, stock };
  });
  // The stock came back. Inside an outer transaction this is a no-op; its owner announces it.
  if (released) catalogueChanged(ctx, released.stock);
  return released;
}

/** When an unpaid order's time to pay began (orders placed before it was kept: their creation). */
export const paymentWindowOf = sql<
  Date | string
>`coalesce(${orders.paymentWindowFrom}, ${orders.createdAt})`;

/**
 * Cancels online orders whose payment was not completed in time (run on an interval and when a
 * shopper looks at orders). Each release is its own conditional transaction, so instances running
 * the sweep at once do not double-release.
 */
export async function sweepAbandonedOrders(
  ctx: ServiceContext,
  input: { olderThan: Date; userId?: number; limit?: number },
): Promise<number> {
  const stale = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending_payment'),
        sql`${paymentWindowOf} < ${input.olderThan.toISOString()}`,
        input.userId === undefined ? undefined : eq(orders.userId, input.userId),
      ),
    )
    .limit(input.limit ?? 50);
  let released = 0;
  for (const row of stale) {
    if (
      await releaseOrder(ctx, row.id, {
        status: 'cancelled',
        note: 'Payment not completed in time',
      })
    )
      released += 1;
  }
  return released;
}
