import { eq } from 'drizzle-orm';
import { ORDER_LIFE, type BookedShipment } from '@kesariya/shared';
import type { ShipmentSteps } from '../../jobs/shipments';
import { orders, shipments } from '../../db/schema';
import type { ShipmentRow } from '../../db/rows';
import { refuse, type Refusal } from '../../errors';
import { Rollback } from '../../lib/rollback';
import type { ParcelSize, ShippingProvider } from '../../shipping/provider';
import type { ServiceContext } from '../context';
import { beginAudit, type AuditActor } from '../audit/audit-log';
import { orderSnapshot } from '../audit/snapshots';
import { packForShipping } from '../orders/move-order';

export function toBookedShipment(saleId: string, shipment: ShipmentRow): BookedShipment {
  return {
    sale_id: saleId,
    status: shipment.status,
    awb: shipment.awb,
    courier: shipment.courier,
    pickup_date: shipment.pickupAt?.toISOString() ?? null,
    message:
      shipment.status === 'failed'
        ? `The courier refused it: ${shipment.failure ?? 'no reason given'}`
        : shipment.status === 'booking'
          ? 'Booked; the AWB follows in a moment'
          : shipment.awb
            ? `AWB ${shipment.awb} with ${shipment.courier ?? 'the courier'}`
            : 'Packed; hand it to the courier and enter its tracking number when it is shipped',
  };
}

export interface BookingContext extends ServiceContext {
  provider: ShippingProvider;
  steps: ShipmentSteps;
}

/**
 * "Ship" for one order: a confirmed or packed order sent by courier gets its shipment (one per
 * order: a second "Ship" answers the first's booking), is packed, and with a courier API the first
 * courier call is queued in the same transaction. Nothing is booked for an order refused.
 */
async function bookOne(
  ctx: BookingContext,
  saleId: string,
  parcel: ParcelSize,
  staff: AuditActor,
): Promise<BookedShipment> {
  const refused = (refusal: Refusal): BookedShipment => ({
    sale_id: saleId,
    status: 'refused',
    awb: null,
    courier: null,
    pickup_date: null,
    message: refusal.message,
  });
  try {
    return await ctx.db.transaction(async (db) => {
      const [order] = await db.select().from(orders).where(eq(orders.saleId, saleId)).for('update');
      if (!order) throw new Rollback(refuse('not_found', 'Order not found', 'sale_ids'));
      const [existing] = await db.select().from(shipments).where(eq(shipments.orderId, order.id));
      if (existing) return toBookedShipment(saleId, existing);
      const audit = await beginAudit(
        { db },
        staff,
        { action: 'order.shipment_booked', targetType: 'order', targetId: saleId },
        () => orderSnapshot({ db }, saleId),
      );
      if (order.deliveryOption === 'pickup')
        throw new Rollback(
          refuse('conflict', 'A pickup order is collected at the store, not shipped'),
        );
      if (order.status !== 'confirmed' && order.status !== 'packed')
        throw new Rollback(
          refuse(
            'conflict',
            `The order is ${ORDER_LIFE[order.status].staff.label.toLowerCase()}; only confirmed or packed orders are shipped`,
          ),
        );
      const courier = ctx.provider.courier;
      const [shipment] = await db
        .insert(shipments)
        .values({
          orderId: order.id,
          provider: ctx.provider.name,
          status: courier ? 'booking' : 'booked',
          weightGrams: Math.round(parcel.weightKg * 1000),
          lengthCm: parcel.lengthCm,
          breadthCm: parcel.breadthCm,
          heightCm: parcel.heightCm,
        })
        .returning();
      const packed = await packForShipping(
        { db, messages: ctx.messages },
        order,
        staff,
        courier ? 'Parcel booked with Shiprocket' : 'Parcel packed for the courier',
      );
      if ('ok' in packed) throw new Rollback(packed);
      if (courier) await ctx.steps.queue(db, shipment!.id);
      await audit();
      return toBookedShipment(saleId, shipment!);
    });
  } catch (error) {
    if (error instanceof Rollback) return refused(error.refusal);
    throw error;
  }
}

/** "Ship" for a selection of orders: each is booked, or refused, on its own. */
export async function bookShipments(
  ctx: BookingContext,
  input: { saleIds: string[]; parcel: ParcelSize; staff: AuditActor },
): Promise<BookedShipment[]> {
  const answers: BookedShipment[] = [];
  for (const saleId of input.saleIds)
    answers.push(await bookOne(ctx, saleId, input.parcel, input.staff));
  return answers;
}
