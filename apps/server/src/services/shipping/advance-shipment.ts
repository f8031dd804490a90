import { eq } from 'drizzle-orm';
import type { ShipmentSteps } from '../../jobs/shipments';
import { shipments } from '../../db/schema';
import {
  ShippingProviderError,
  type AssignedAwb,
  type CourierApi,
  type CourierOrder,
} from '../../shipping/provider';
import type { ServiceContext } from '../context';
import { returnBooking } from '../returns/return-booking';
import type { CourierBooking } from './courier-booking';
import { outgoingBooking } from './outgoing-booking';

export interface AdvanceContext extends ServiceContext {
  courier: CourierApi;
  steps: ShipmentSteps;
}

/** "2026-12-03 14:00:00" as the courier says it (India's time) as an instant, or null. */
function indiaTime(value: string | null): Date | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)/.exec(value) : null;
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}${match[3] ? '' : ':00'}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The shipment's next courier call, one per job: the courier's order (found first, so a retry
 * after a lost answer never makes a second one), then the AWB, then for an order's parcel the
 * pickup (a return's comes with its AWB). Each answer is kept with the next step queued in one
 * transaction. A refusal (the courier's 4xx) fails the shipment for staff to see, with the
 * courier's words; anything else is thrown, to be retried.
 */
export async function advanceShipment(ctx: AdvanceContext, shipmentId: number): Promise<void> {
  const [shipment] = await ctx.db.select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!shipment || shipment.status !== 'booking') return;
  const booking =
    shipment.returnRequestId === null
      ? await outgoingBooking(ctx, shipment)
      : await returnBooking(ctx, shipment);
  if (!booking) return;
  const now = new Date();
  const keep = (db: ServiceContext['db'], values: Partial<typeof shipments.$inferInsert>) =>
    db
      .update(shipments)
      .set({ ...values, updatedAt: now })
      .where(eq(shipments.id, shipment.id));
  try {
    if (!shipment.providerShipmentId) {
      const booked: CourierOrder = (await booking.find()) ?? (await booking.create());
      await ctx.db.transaction(async (db) => {
        await keep(db, {
          providerOrderId: booked.providerOrderId,
          providerShipmentId: booked.shipmentId,
        });
        await ctx.steps.queue(db, shipment.id);
      });
      return;
    }
    if (!shipment.awb) {
      const assigned = await assignOnce(ctx.courier, booking, shipment.providerShipmentId);
      const trackingUrl = ctx.courier.trackingUrl(assigned.awb);
      await ctx.db.transaction(async (db) => {
        await keep(db, { awb: assigned.awb, courier: assigned.courier, trackingUrl });
        await booking.awbAssigned?.(db, { ...assigned, trackingUrl }, now);
        if (!booking.isReturn) return ctx.steps.queue(db, shipment.id);
        const at = indiaTime(assigned.pickupDate);
        await keep(db, { pickupAt: at, status: 'booked' });
        if (assigned.pickupDate)
          await booking.pickupScheduled?.(db, { at, said: assigned.pickupDate }, now);
      });
      return;
    }
    const { pickupDate } = await ctx.courier.schedulePickup(shipment.providerShipmentId);
    const at = indiaTime(pickupDate);
    await ctx.db.transaction(async (db) => {
      await keep(db, { pickupAt: at, status: 'booked' });
      if (pickupDate) await booking.pickupScheduled?.(db, { at, said: pickupDate }, now);
    });
  } catch (error) {
    if (!(error instanceof ShippingProviderError) || !error.refused) throw error;
    await keep(ctx.db, { status: 'failed', failure: error.message });
  }
}

/**
 * Assigns the AWB, or finds the one a lost answer assigned: the courier refuses a second AWB
 * for a shipment, so a refusal is looked up before it is believed.
 */
async function assignOnce(
  courier: CourierApi,
  booking: CourierBooking,
  shipmentId: string,
): Promise<AssignedAwb> {
  try {
    return await courier.assignAwb(shipmentId, { isReturn: booking.isReturn });
  } catch (error) {
    if (!(error instanceof ShippingProviderError) || !error.refused) throw error;
    const found = await booking.find();
    if (found?.shipmentId === shipmentId && found.awb)
      return { awb: found.awb, courier: found.courier ?? 'Courier', pickupDate: null };
    throw error;
  }
}
