import type { Db } from '../../db/client';
import type { ShipmentRow } from '../../db/rows';
import type { AssignedAwb, CourierOrder, ParcelSize } from '../../shipping/provider';

/**
 * One parcel's side of the courier calls (services/shipping/advance-shipment.ts runs them): how
 * its courier order is found again and made, and what else learns of its AWB and pickup. An
 * order's parcel (outgoing-booking.ts) tells the order; a return's pickup
 * (services/returns/return-booking.ts) is read from its shipment and tells nothing else.
 */
export interface CourierBooking {
  /** The courier's order made by an earlier attempt whose answer was lost, if any. */
  find(): Promise<CourierOrder | null>;
  create(): Promise<CourierOrder>;
  /** A return's AWB is asked as one, and its pickup comes with it: no pickup call follows. */
  isReturn: boolean;
  /** What else learns of the AWB, in the transaction that keeps it. */
  awbAssigned?(db: Db, assigned: AssignedAwb & { trackingUrl: string }, now: Date): Promise<void>;
  /** What else learns of the pickup, in the transaction that keeps its time (null when unread). */
  pickupScheduled?(db: Db, pickup: { at: Date | null; said: string }, now: Date): Promise<void>;
}

/** The parcel's size as staff entered it on its shipment, in the courier's units. */
export function parcelSizeOf(shipment: ShipmentRow): ParcelSize {
  return {
    weightKg: shipment.weightGrams / 1000,
    lengthCm: shipment.lengthCm,
    breadthCm: shipment.breadthCm,
    heightCm: shipment.heightCm,
  };
}
