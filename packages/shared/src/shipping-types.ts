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
