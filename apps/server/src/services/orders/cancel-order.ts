import { and, eq, isNull } from 'drizzle-orm';
import { mayMoveOrder, toRupees, type RefundSummary } from '@kesariya/shared';
import { catalogueChanged, type StockChange } from '../../cache/catalogue-changes';
import type { ServiceContext } from '../context';
import {
  couponRedemptions,
  orderItems,
  orders,
  orderStatusHistory,
  refunds,
  users,
} from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import type { PaymentProvider } from '../../payments/provider';
import { queueCancellation, type OrderNotifiers } from './notify-order';
import { orderFacts } from './order-mapper';
import type { OrderRow } from '../../db/rows';
import { recordRefund, refundableBalance, sendRefund, type RecordedRefund } from './refund';
import { releaseStock } from './reserve-stock';
import { Rollback } from '../../lib/rollback';
import { beginAudit, type AuditActor } from '../audit/audit-log';
import { orderSnapshot } from '../audit/snapshots';

export interface CancelInput {
  saleId: string;
  /** The shopper's own orders only; null for staff, who may cancel any order. */
  ownerId: number | null;
  reason: string;
  /** `shopper`, `staff:<user id>` or `system`: written in the order's timeline. */
  actor: string;
  /** Staff who cancel it, for the audit log (in the cancel's transaction); null for the shopper. */
  audit: AuditActor | null;
  /** Who cancels, as the life cycle knows them; else the shopper for their own order, staff for any. */
  by?: 'shopper' | 'staff' | 'system';
}

export interface CancelOutcome {
  order: OrderRow;
  /** Where the money went; null when nothing had been paid. */
  refund: RefundSummary | null;
  /** False when the order was cancelled before: the same answer again. */
  cancelledNow: boolean;
}

const notFound = () => refuse('not_found', 'Order not found', 'saleId');

// ------------------------------------------------------------------ steps

/**
 * Locks the order for the whole transaction: a staff move racing this cancel waits, then finds
 * the order cancelled (or this cancel finds it shipped); exactly one of them wins. The shopper's
 * row is locked first, as checkout locks it before the stock rows, so a cancel and the same
 * shopper's checkout never wait for each other in a circle.
 */
async function lockOrder(ctx: ServiceContext, input: CancelInput): Promise<OrderRow> {
  const [found] = await ctx.db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(
      and(
        eq(orders.saleId, input.saleId),
        input.ownerId === null ? undefined : eq(orders.userId, input.ownerId),
      ),
    );
  if (!found) throw new Rollback(notFound());
  await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, found.userId)).for('update');
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, found.id)).for('update');
  return order!;
}

function checkCancellable(order: OrderRow, by: 'shopper' | 'staff' | 'system'): void {
  const facts = orderFacts(order);
  if (mayMoveOrder(facts, by, 'cancelled')) return;
  throw new Rollback(
    refuse(
      'conflict',
      order.status === 'payment_failed'
        ? 'This order was never paid, so there is nothing to cancel.'
        : mayMoveOrder(facts, 'shopper', 'cancelled')
          ? // Awaiting its online payment: the shopper's to pay or to cancel, not the store's.
            `An order that is ${order.status.replaceAll('_', ' ')} cannot move`
          : 'This order has been shipped and can no longer be cancelled. You can return it once it is delivered.',
    ),
  );
}

async function markCancelled(
  ctx: ServiceContext,
  order: OrderRow,
  input: CancelInput,
  now: Date,
): Promise<OrderRow> {
  const [cancelled] = await ctx.db
    .update(orders)
    .set({ status: 'cancelled', cancelReason: input.reason, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  await ctx.db.insert(orderStatusHistory).values({
    orderId: order.id,
    status: 'cancelled',
    note: input.reason,
    actor: input.actor,
    createdAt: now,
  });
  return cancelled!;
}

/** Every piece goes back to its size. */
async function returnStock(ctx: ServiceContext, order: OrderRow): Promise<StockChange> {
  const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return releaseStock(ctx, items);
}

/** The coupon use no longer counts against the shopper's limit. */
async function releaseCoupon(ctx: ServiceContext, order: OrderRow): Promise<void> {
  await ctx.db.delete(couponRedemptions).where(eq(couponRedemptions.orderId, order.id));
}

/** Everything paid comes back: the wallet part at once, the online part through the provider. */
async function refundEverything(
  ctx: ServiceContext,
  order: OrderRow,
  actor: string,
): Promise<RecordedRefund | null> {
  const amountPaise = await refundableBalance(ctx, order);
  if (amountPaise <= 0) return null;
  const recorded = await recordRefund(ctx, order, {
    orderId: order.id,
    amountPaise,
    to: 'original',
    actor,
  });
  if ('ok' in recorded) throw new Rollback(recorded);
  return recorded;
}

/** An earlier cancellation's refund, read back for the same answer (returns' refunds excluded). */
async function refundOfCancellation(
  ctx: ServiceContext,
  order: OrderRow,
): Promise<RefundSummary | null> {
  const rows = await ctx.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), isNull(refunds.returnRequestId)));
  const sum = (to: 'wallet' | 'original') =>
    rows.filter((row) => row.to === to).reduce((total, row) => total + row.amountPaise, 0);
  return summary(sum('wallet'), sum('original'));
}

function summary(walletPaise: number, originalPaise: number): RefundSummary | null {
  if (walletPaise + originalPaise === 0) return null;
  return {
    amount: toRupees(walletPaise + originalPaise),
    to: originalPaise > 0 ? 'original' : 'wallet',
    wallet: toRupees(walletPaise),
    original: toRupees(originalPaise),
  };
}

// ------------------------------------------------------------------ recipe

/**
 * Cancels an order before it is shipped, in ONE transaction: lock the order, check it may be
 * cancelled, mark it and write the timeline, put the stock back, release the coupon use, refund
 * everything paid, and write the audit log's entry when staff cancel. After the commit the online
 * refund goes to the provider and the shopper is told where the money went. Cancelling a cancelled order answers the same again.
 */
export async function cancelOrder(
  ctx: ServiceContext,
  services: { provider: PaymentProvider; notifiers: OrderNotifiers },
  input: CancelInput,
  now = new Date(),
): Promise<CancelOutcome | Refusal> {
  try {
    const result = await ctx.db.transaction(async (db) => {
      const tx: ServiceContext = { db, messages: ctx.messages };
      const order = await lockOrder(tx, input);
      if (order.status === 'cancelled') {
        const refund = await refundOfCancellation(tx, order);
        return { kind: 'earlier', outcome: { order, refund, cancelledNow: false } } as const;
      }
      checkCancellable(order, input.by ?? (input.ownerId === null ? 'staff' : 'shopper'));
      const audit = await beginAudit(
        tx,
        input.audit,
        { action: 'order.cancelled', targetType: 'order', targetId: order.saleId },
        () => orderSnapshot(tx, order.saleId),
      );
      const cancelled = await markCancelled(tx, order, input, now);
      const stock = await returnStock(tx, order);
      await releaseCoupon(tx, order);
      const refund = await refundEverything(tx, cancelled, input.actor);
      await audit();
      await queueCancellation(tx, cancelled, {
        walletPaise: refund?.outcome.walletPaise ?? 0,
        originalPaise: refund?.outcome.originalPaise ?? 0,
      });
      return { kind: 'now', order: cancelled, stock, refund } as const;
    });
    if (result.kind === 'earlier') return result.outcome;
    return await afterCommit(ctx, services, result);
  } catch (error) {
    if (error instanceof Rollback) return error.refusal;
    throw error;
  }
}

/** The stock announcement and the provider's refund wait for the commit. */
async function afterCommit(
  ctx: ServiceContext,
  services: { provider: PaymentProvider; notifiers: OrderNotifiers },
  done: { order: OrderRow; stock: StockChange; refund: RecordedRefund | null },
): Promise<CancelOutcome> {
  // The pieces are for sale again: cached product answers must show it.
  catalogueChanged(ctx, done.stock);
  const sent = done.refund
    ? await sendRefund(ctx, services.provider, done.refund, services.notifiers.log)
    : null;
  const money = { walletPaise: sent?.walletPaise ?? 0, originalPaise: sent?.originalPaise ?? 0 };
  return {
    order: done.order,
    refund: summary(money.walletPaise, money.originalPaise),
    cancelledNow: true,
  };
}
