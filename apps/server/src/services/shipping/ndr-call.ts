import { and, eq } from 'drizzle-orm';
import { deliveryFailures, orders, orderStatusHistory, shipments } from '../../db/schema';
import { ShippingProviderError, type CourierApi } from '../../shipping/provider';
import type { ServiceContext } from '../context';

/** Our reference in the action's comments: the order and the failed attempt it answers. */
export function ndrReference(saleId: string, attempt: number): string {
  return `${saleId}/NDR-${attempt}`;
}

/**
 * Sends staff's NDR choice to the courier, once (docs/decisions/after-dispatch.md, Failed
 * deliveries). Shiprocket's NDR action takes no idempotency key, so the AWB's NDR history is read
 * first: an action carrying our reference was sent by an attempt whose answer was lost, and is not
 * sent again. The call's outcome is kept on the failed attempt; a refusal (4xx) is kept with the
 * courier's words for staff, anything else is thrown and the job is retried.
 */
export async function sendNdrAction(
  ctx: ServiceContext & { courier: CourierApi },
  failureId: number,
  now = new Date(),
): Promise<void> {
  const [row] = await ctx.db
    .select({ failure: deliveryFailures, order: orders, shipment: shipments })
    .from(deliveryFailures)
    .innerJoin(orders, eq(orders.id, deliveryFailures.orderId))
    .innerJoin(shipments, eq(shipments.orderId, orders.id))
    .where(eq(deliveryFailures.id, failureId));
  if (!row?.failure.staffAction || row.failure.courierCall !== 'queued' || !row.shipment.awb)
    return;
  const { failure, order } = row;
  const action = row.failure.staffAction;
  const awb = row.shipment.awb;
  const reference = ndrReference(order.saleId, failure.attempt);
  const asked = action === 'reattempt' ? `Re-attempt on ${failure.staffDate}` : 'Return to origin';
  const comments = [`[${reference}] ${asked}`, failure.staffNote].filter(Boolean).join(': ');
  const settle = async (call: 'sent' | 'failed', why: string | null) => {
    await ctx.db.transaction(async (db) => {
      const [settled] = await db
        .update(deliveryFailures)
        .set({ courierCall: call, courierFailure: why })
        .where(and(eq(deliveryFailures.id, failure.id), eq(deliveryFailures.courierCall, 'queued')))
        .returning({ id: deliveryFailures.id });
      if (settled)
        await db.insert(orderStatusHistory).values({
          orderId: order.id,
          status: order.status,
          note:
            call === 'sent'
              ? `Shiprocket told: ${asked.toLowerCase()}`
              : `Shiprocket refused the NDR action: ${why}`,
          actor: 'courier',
          createdAt: now,
        });
    });
  };
  try {
    if (!(await ctx.courier.failedDeliveryActed(awb, reference)))
      await ctx.courier.actOnFailedDelivery(awb, action, comments);
    await settle('sent', null);
  } catch (error) {
    if (!(error instanceof ShippingProviderError) || !error.refused) throw error;
    await settle('failed', error.message);
  }
}
