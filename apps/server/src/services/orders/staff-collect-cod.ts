import { and, desc, eq, isNull } from 'drizzle-orm';
import { formatMoney, toRupees } from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { orders, payments } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import type { OrderRow } from '../../db/rows';
import { Rollback } from '../../lib/rollback';
import { beginAudit, type AuditActor } from '../audit/audit-log';

export interface CollectCodInput {
  saleId: string;
  /** The cash counted, in paise: it must be the amount due, so a short count is caught here. */
  amountPaise: number;
  /** Who counted it: kept on the payment, and in the audit log's entry written with it. */
  staff: AuditActor;
}

/**
 * Records that the cash of a delivered cash-on-delivery order reached the store: how much, who
 * recorded it, when, with its audit entry in the same transaction. Only once: the update is
 * conditional on nothing having been recorded, so of two staff recording it at once one is told it
 * was done already (and only the other's entry is kept).
 */
export async function collectCod(
  ctx: ServiceContext,
  input: CollectCodInput,
  now = new Date(),
): Promise<OrderRow | Refusal> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.saleId, input.saleId));
  if (!order) return refuse('not_found', 'Order not found', 'saleId');
  if (order.paymentMethod !== 'Cash on Delivery')
    return refuse('conflict', 'Only a cash on delivery order has cash to collect');
  if (order.status !== 'delivered')
    return refuse(
      'conflict',
      `The order is ${order.status.replaceAll('_', ' ')}: cash is collected once it is delivered`,
    );
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, 'cod')))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!payment) return refuse('conflict', 'This order has no cash payment to collect');
  if (payment.collectedAt)
    return refuse('conflict', 'The cash of this order was collected already');
  if (input.amountPaise !== payment.amountPaise)
    return refuse(
      'invalid_input',
      `The cash due is ${formatMoney(toRupees(payment.amountPaise))}: count again and enter that amount`,
      'amount',
    );
  try {
    return await ctx.db.transaction(async (db) => {
      const tx: ServiceContext = { db };
      const audit = await beginAudit(
        tx,
        input.staff,
        { action: 'order.cod_collected', targetType: 'order', targetId: order.saleId },
        () => codSnapshot(tx, order.saleId),
      );
      // Kept on the payment, not in the order's timeline: it is the store's business, not the shopper's.
      const [collected] = await db
        .update(payments)
        .set({
          collectedPaise: input.amountPaise,
          collectedBy: input.staff.id,
          collectedAt: now,
          updatedAt: now,
        })
        .where(and(eq(payments.id, payment.id), isNull(payments.collectedAt)))
        .returning({ id: payments.id });
      if (!collected)
        throw new Rollback(refuse('conflict', 'The cash of this order was collected already'));
      await audit();
      return order;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.refusal;
    throw error;
  }
}

/** What the audit log keeps of a cash collection. */
export async function codSnapshot(ctx: ServiceContext, saleId: string) {
  const [row] = await ctx.db
    .select({
      payment_status: payments.status,
      collected_paise: payments.collectedPaise,
      collected_by: payments.collectedBy,
      collected_at: payments.collectedAt,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.saleId, saleId), eq(payments.provider, 'cod')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}
