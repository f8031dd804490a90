import { eq } from 'drizzle-orm';
import { mayMoveOrder, type OrderStatus } from '@kesariya/shared';
import { catalogueChanged, type StockChange } from '../../cache/catalogue-changes';
import { orders, returnRequests, shipmentEvents, shipments } from '../../db/schema';
import type { OrderRow, ShipmentRow } from '../../db/rows';
import type { PaymentProvider } from '../../payments/provider';
import type { TrackingEvent } from '../../shipping/tracking-event';
import type { ServiceContext } from '../context';
import { cancelOrder } from '../orders/cancel-order';
import { courierMove } from '../orders/move-order';
import type { OrderNotifiers } from '../orders/notify-order';
import { orderFacts } from '../orders/order-mapper';
import { finishReturnedOrder, type ReturnedToStore } from '../orders/returned-to-store';
import { courierMoveReturn } from '../returns/move-return';

/**
 * What the shopper's timeline says of a courier's move, in words (the step's label says the
 * status, the shipped step the AWB): who picked it up, who is bringing it, who delivered it.
 */
function courierMoveNote(
  to: OrderStatus,
  courier: string | null,
  event: Pick<TrackingEvent, 'word' | 'awb'>,
): string {
  const by = courier ?? 'the courier';
  if (to === 'shipped') return `Picked up by ${by}`;
  if (to === 'out_for_delivery') return `Out for delivery with ${by}`;
  if (to === 'delivered') return `Delivered by ${by}`;
  return `${event.word} (${courier ?? 'courier'}, AWB ${event.awb})`;
}

/** What the return's timeline says of the courier's move. */
function courierReturnNote(to: 'picked_up' | 'received', courier: string | null): string {
  const by = courier ?? 'the courier';
  return to === 'picked_up' ? `Picked up by ${by}` : `Delivered to the store by ${by}`;
}

/** What became of a tracking event. */
export type TrackingOutcome =
  /** The order (or with `returnId`, the return whose pickup the AWB is) moved. */
  | { kind: 'moved'; saleId: string; status: string; returnId?: number }
  /** Kept, but it moves nothing: a word without a status (IN TRANSIT), or the status it has. */
  | { kind: 'noted'; saleId: string }
  /** Older than an event already applied, or a move backwards: kept, and ignored. */
  | { kind: 'ignored'; saleId: string; why: 'stale' | 'backwards' }
  /** Sent before: nothing happens again. */
  | { kind: 'duplicate' }
  /** No shipment of ours has this AWB. */
  | { kind: 'unknown' };

/**
 * Applies a courier's tracking event once, whatever the order in which events arrive: a resent
 * event is recorded once (its key is unique), one older than the newest applied is ignored, and
 * the order moves only as its life cycle lets the courier move it, so nothing goes backwards.
 * The shopper is told of each move by messages queued in the same transaction. A cancellation by
 * the courier before pickup cancels the order (and refunds it) after this transaction commits.
 */
export async function applyTrackingEvent(
  ctx: ServiceContext,
  services: { provider: PaymentProvider; notifiers: OrderNotifiers; linkOrigin: string },
  event: TrackingEvent,
  now = new Date(),
): Promise<TrackingOutcome> {
  let returned: ReturnedToStore | null = null;
  let restocked: StockChange | null = null;
  const outcome = await ctx.db.transaction(async (db): Promise<TrackingOutcome> => {
    const tx: ServiceContext = { db, messages: ctx.messages };
    const [shipment] = await db
      .select()
      .from(shipments)
      .where(eq(shipments.awb, event.awb))
      .for('update');
    if (!shipment) return { kind: 'unknown' };
    const { saleId, order } = await parcelOf(tx, shipment);
    const [recorded] = await db
      .insert(shipmentEvents)
      .values({
        awb: event.awb,
        eventKey: event.key,
        status: event.word,
        payload: event.payload,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: shipmentEvents.id });
    if (!recorded) return { kind: 'duplicate' };
    if (shipment.lastEventAt && event.at < shipment.lastEventAt)
      return { kind: 'ignored', saleId, why: 'stale' };

    const failed = event.moveTo === 'delivery_failed';
    const attempt = failed ? (event.attempt ?? shipment.deliveryAttempts + 1) : null;
    await db
      .update(shipments)
      .set({
        lastEventAt: event.at,
        updatedAt: now,
        ...(attempt !== null
          ? {
              deliveryAttempts: Math.max(attempt, shipment.deliveryAttempts),
              undeliveredReason: event.reason,
            }
          : {}),
      })
      .where(eq(shipments.id, shipment.id));

    if (shipment.returnRequestId !== null) {
      // A return's pickup: the same rules, on the return (docs/decisions/after-dispatch.md,
      // Return pickups). Its words mean the return's own moves; any other is kept and noted.
      const returnId = shipment.returnRequestId;
      const toReturn = event.returnMoveTo;
      if (toReturn !== 'picked_up' && toReturn !== 'received') return { kind: 'noted', saleId };
      const note = courierReturnNote(toReturn, shipment.courier ?? event.courier);
      const moved = await courierMoveReturn(tx, returnId, toReturn, note, now);
      if (moved.kind === 'noted') return { kind: 'noted', saleId };
      if (moved.kind === 'ignored') return { kind: 'ignored', saleId, why: 'backwards' };
      restocked = moved.stock;
      return { kind: 'moved', saleId, status: moved.status, returnId };
    }
    if (!order) return { kind: 'unknown' };
    const to = event.moveTo;
    if (!to || to === order.status) return { kind: 'noted', saleId: order.saleId };
    if (to === 'cancelled')
      return mayMoveOrder(orderFacts(order), 'courier', 'cancelled')
        ? { kind: 'moved', saleId: order.saleId, status: 'cancelled' }
        : { kind: 'ignored', saleId: order.saleId, why: 'backwards' };
    // A failed attempt's words are the failure's own (services/shipping/failed-delivery.ts).
    const note = courierMoveNote(to, shipment.courier ?? event.courier, event);
    const moved = await courierMove(
      tx,
      order,
      to,
      note,
      now,
      attempt !== null
        ? { reason: event.reason, attempt, linkOrigin: services.linkOrigin }
        : undefined,
    );
    if (!moved) return { kind: 'ignored', saleId: order.saleId, why: 'backwards' };
    returned = moved.returned;
    return { kind: 'moved', saleId: order.saleId, status: moved.order.status };
  });
  if (restocked) catalogueChanged(ctx, restocked);
  if (returned) await finishReturnedOrder(ctx, services.provider, returned, services.notifiers.log);
  if (outcome.kind === 'moved' && outcome.status === 'cancelled') {
    const cancelled = await cancelOrder(ctx, services, {
      saleId: outcome.saleId,
      ownerId: null,
      reason: 'The courier cancelled the shipment before picking it up',
      actor: 'courier',
      // No member of staff made it: the staff audit log keeps nothing of it.
      audit: null,
    });
    if ('ok' in cancelled) return { kind: 'ignored', saleId: outcome.saleId, why: 'backwards' };
  }
  return outcome;
}

/**
 * The order a parcel carries, locked for its move; for a return's pickup, only the number of the
 * order it comes back from (the return is locked by its move).
 */
async function parcelOf(
  ctx: ServiceContext,
  shipment: ShipmentRow,
): Promise<{ saleId: string; order: OrderRow | null }> {
  if (shipment.returnRequestId === null) {
    const [order] = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, shipment.orderId!))
      .for('update');
    return { saleId: order?.saleId ?? '', order: order ?? null };
  }
  const [row] = await ctx.db
    .select({ saleId: orders.saleId })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(eq(returnRequests.id, shipment.returnRequestId));
  return { saleId: row?.saleId ?? '', order: null };
}
