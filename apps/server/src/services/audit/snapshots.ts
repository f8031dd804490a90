import { eq } from 'drizzle-orm';
import { orders, returnRequests } from '../../db/schema';
import type { ServiceContext } from '../context';

/**
 * What the audit log keeps of a record before and after a change: the fields staff change, not the
 * whole row (addresses and totals never change in the back office, and the log stays readable).
 */
export async function orderSnapshot(ctx: ServiceContext, saleId: string) {
  const [row] = await ctx.db
    .select({
      status: orders.status,
      carrier: orders.carrier,
      tracking_number: orders.trackingNumber,
      cancel_reason: orders.cancelReason,
    })
    .from(orders)
    .where(eq(orders.saleId, saleId))
    .limit(1);
  return row ?? null;
}

export async function returnSnapshot(ctx: ServiceContext, id: number) {
  const [row] = await ctx.db
    .select({
      status: returnRequests.status,
      refund_to: returnRequests.refundTo,
      refund_paise: returnRequests.refundPaise,
      replacement_order_id: returnRequests.replacementOrderId,
    })
    .from(returnRequests)
    .where(eq(returnRequests.id, id))
    .limit(1);
  return row ?? null;
}
