import { eq, inArray } from 'drizzle-orm';
import type { ReturnPickup, StaffReturnRequest } from '@kesariya/shared';
import { PARCEL_DEFAULTS } from '@kesariya/shared/shipping-schemas';
import type { ShipmentSteps } from '../../jobs/shipments';
import type { ShippingProviderName } from '../../shipping/provider';
import { shipments } from '../../db/schema';
import type { ShipmentRow } from '../../db/rows';
import { refuse } from '../../errors';
import { Rollback } from '../../lib/rollback';
import type { ServiceContext } from '../context';
import { readStoreDetails } from '../settings/store-details';

/**
 * Return pickups by a courier API (docs/decisions/after-dispatch.md, Return pickups): booked when
 * staff approve, one parcel per request in `shipments` (its return_request_id set), and read back
 * into the request's answers.
 */

/**
 * Who books an approved return's pickup: the courier API's provider and where its calls are queued.
 * Absent with manual shipping, where staff arrange the pickup and move the request by hand.
 */
export interface PickupBooker {
  provider: ShippingProviderName;
  steps: ShipmentSteps;
}

/** The pickup parcels of these requests, by request. */
export async function returnPickups(
  ctx: ServiceContext,
  requestIds: number[],
): Promise<Map<number, ShipmentRow>> {
  if (requestIds.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(shipments)
    .where(inArray(shipments.returnRequestId, requestIds));
  return new Map(rows.map((row) => [row.returnRequestId!, row]));
}

/** Whether the courier's tracking moves the request on: its pickup has an AWB. */
export function courierTracked(pickup: ShipmentRow | null | undefined): boolean {
  return Boolean(pickup?.awb);
}

/** What the shopper and staff see of the pickup: the courier and its AWB, once assigned. */
export function toReturnPickup(pickup: ShipmentRow | null | undefined): ReturnPickup | null {
  if (!pickup?.awb) return null;
  return {
    courier: pickup.courier ?? 'Courier',
    awb: pickup.awb,
    tracking_url: pickup.trackingUrl,
    pickup_date: pickup.pickupAt?.toISOString() ?? null,
  };
}

/** Where the booking stands, for staff: under way, booked, or refused with the courier's words. */
export function toPickupBooking(
  pickup: ShipmentRow | null | undefined,
): StaffReturnRequest['pickup_booking'] {
  if (!pickup) return null;
  const message =
    pickup.status === 'failed'
      ? `The courier refused the pickup: ${pickup.failure ?? 'no reason given'}. Arrange it yourself and move the request by hand.`
      : pickup.awb
        ? `AWB ${pickup.awb} with ${pickup.courier ?? 'the courier'}`
        : 'Booking the pickup with Shiprocket; the AWB follows in a moment';
  return { status: pickup.status, message };
}

/**
 * Books the return's pickup in the approval's transaction: its parcel (a garment parcel's size,
 * as an order's is by default) and the first courier call, queued with it. The courier brings it
 * to the store's address, so an approval waits until the store has one.
 */
export async function bookReturnPickup(
  ctx: ServiceContext,
  request: { id: number },
  booker: PickupBooker,
  now: Date,
): Promise<void> {
  const store = await readStoreDetails(ctx);
  if (![store.addressLine, store.city, store.state, store.pincode, store.phone].every(Boolean))
    throw new Rollback(
      refuse(
        'conflict',
        "The courier brings returns to the store's address: fill in its address, city, state, pincode and phone in Settings › Store details, then approve",
        'status',
      ),
    );
  const [booked] = await ctx.db
    .insert(shipments)
    .values({
      returnRequestId: request.id,
      provider: booker.provider,
      status: 'booking',
      weightGrams: Math.round(PARCEL_DEFAULTS.weight_kg * 1000),
      lengthCm: PARCEL_DEFAULTS.length_cm,
      breadthCm: PARCEL_DEFAULTS.breadth_cm,
      heightCm: PARCEL_DEFAULTS.height_cm,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: shipments.id });
  if (booked) await booker.steps.queue(ctx.db, booked.id);
}

/** The pickup parcel of one request, if a courier API booked one. */
export async function findReturnPickup(
  ctx: ServiceContext,
  requestId: number,
): Promise<ShipmentRow | null> {
  const [row] = await ctx.db
    .select()
    .from(shipments)
    .where(eq(shipments.returnRequestId, requestId));
  return row ?? null;
}
