import type { OrderStatus } from './order-life-cycle';

/** GET website/shipping/serviceability: whether and when a pincode is delivered to. */
export interface ServiceabilityAnswer {
  pincode: string;
  serviceable: boolean;
  cod_available: boolean;
  /** YYYY-MM-DD: the courier's date, or the latest the store's directory expects. */
  estimated_delivery_date: string | null;
  /** Days from today, the soonest and the latest (the same with a courier's own date). */
  days: { min: number; max: number } | null;
  /** The courier that would carry it, when a courier API answered. */
  courier?: string;
  /** Why the pincode is not served. */
  reason?: string;
}

/** POST admin/shipment/create: one order's booking as it stands, or why it was refused. */
export interface BookedShipment {
  sale_id: string;
  /** `booking` while the courier calls run (the AWB comes seconds later), then `booked`. */
  status: 'booking' | 'booked' | 'failed' | 'refused';
  awb: string | null;
  courier: string | null;
  pickup_date: string | null;
  message: string;
}

/** What the shopper asked for after a failed delivery: another attempt on a date, or the parcel back. */
export type DeliveryRetryAction = 'reattempt' | 'cancel';
/** What staff chose on the NDR desk: another attempt, or return to origin. */
export type NdrAction = 'reattempt' | 'rto';

/** POST website/order/delivery-retry/{saleId}: the shopper's request as recorded. */
export interface DeliveryRetryAnswer {
  sale_id: string;
  status: OrderStatus;
  action: DeliveryRetryAction;
  /** YYYY-MM-DD, for another attempt. */
  date: string | null;
}

/** The shopper's side of a failed delivery, on their order (only while it is delivery_failed). */
export interface FailedDelivery {
  attempt: number;
  reason: string | null;
  failed_at: string;
  /** What they asked for, if they did. */
  request: { action: DeliveryRetryAction; date: string | null; at: string } | null;
  /** The dates another attempt may be asked for. */
  dates: string[];
}

/** GET admin/shipment/ndr: an order waiting on a failed delivery, as the NDR desk lists it. */
export interface NdrCase {
  sale_id: string;
  customer: { name: string; phone: string };
  payment_method: string;
  /** In rupees. */
  total: number;
  provider: 'manual' | 'shiprocket';
  courier: string | null;
  awb: string | null;
  attempts: number;
  reason: string | null;
  failed_at: string;
  shopper_request: { action: DeliveryRetryAction; date: string | null; at: string } | null;
  staff_action: {
    action: NdrAction;
    date: string | null;
    note: string;
    at: string;
    by: string;
    /** With Shiprocket: the NDR action call, queued, sent, or refused (with why). */
    courier_call: 'queued' | 'sent' | 'failed' | null;
    courier_failure: string | null;
  } | null;
  /** The dates a reattempt may be asked for. */
  dates: string[];
}
