/**
 * The shipping provider interface (docs/decisions/after-dispatch.md, Shipping). Every store answers
 * whether a pincode is served; a courier API (Shiprocket) also creates the shipment, assigns its
 * AWB, schedules the pickup, prints labels and manifests, and acts on failed deliveries. With the
 * `manual` provider there is no courier API: staff type the courier and tracking number.
 */
export type ShippingProviderName = 'manual' | 'shiprocket';

export interface ServiceabilityQuery {
  /** The store's own pincode, where the courier collects. */
  pickupPincode: string | null;
  deliveryPincode: string;
  weightKg: number;
}

export interface Serviceability {
  serviceable: boolean;
  codAvailable: boolean;
  /** Days from today until the parcel arrives, the soonest and the latest. */
  days: { min: number; max: number } | null;
  /** The courier's (or the directory's latest) delivery date, YYYY-MM-DD in India. */
  estimatedDeliveryDate: string | null;
  courier: string | null;
  /** Why not, when it is not served. */
  reason: string | null;
}

/** What the courier needs of an order to carry it. Money in rupees, as couriers take it. */
export interface ParcelOrder {
  /** Our order number: the courier's `order_id`, so a lost answer can be found again. */
  reference: string;
  orderDate: Date;
  customer: {
    name: string;
    phone: string;
    email: string;
    address: string;
    landmark: string;
    city: string;
    state: string;
    pincode: string;
  };
  items: { name: string; sku: string; units: number; sellingPriceRupees: number }[];
  cashOnDelivery: boolean;
  /** The order's value; for cash on delivery, what the courier collects. */
  subTotalRupees: number;
  parcel: ParcelSize;
}

export interface ParcelSize {
  weightKg: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** The courier's own ids of an order it carries. */
export interface CourierOrder {
  providerOrderId: string;
  shipmentId: string;
  /** Already assigned, when the order was found again after its AWB. */
  awb: string | null;
  courier: string | null;
}

export interface AssignedAwb {
  awb: string;
  courier: string;
  /** When the courier comes, as its AWB answer says (YYYY-MM-DD HH:mm:ss in India), or null. */
  pickupDate: string | null;
}

/**
 * A return parcel: the shopper's address (`customer`) is where it is collected, the store's where
 * it goes back to. Its reference names the return, not the order, which keeps its own.
 */
export interface ReturnParcel extends Omit<ParcelOrder, 'cashOnDelivery'> {
  store: ParcelOrder['customer'];
}

export interface CourierApi {
  /** The order the courier already holds under our reference, if a call's answer was lost. */
  findOrder(reference: string): Promise<CourierOrder | null>;
  createOrder(order: ParcelOrder): Promise<CourierOrder>;
  /** The AWB of a shipment: an order's, or with `isReturn` a return's (its pickup comes with it). */
  assignAwb(shipmentId: string, options?: { isReturn?: boolean }): Promise<AssignedAwb>;
  /** The pickup date as the courier scheduled it (YYYY-MM-DD HH:mm:ss in India), or null. */
  schedulePickup(shipmentId: string): Promise<{ pickupDate: string | null }>;
  /** Where the label PDF of these shipments is. */
  labelUrl(shipmentIds: string[]): Promise<string>;
  /** Where the manifest PDF of these shipments (the courier's handover sheet) is. */
  manifestUrl(shipmentIds: string[], providerOrderIds: string[]): Promise<string>;
  /** A PDF the courier made, by its URL. */
  download(url: string): Promise<Buffer>;
  /** The shopper's tracking page of an AWB. */
  trackingUrl(awb: string): string;
  /** The latest status word of an AWB (a fallback to the webhook). */
  track(awb: string): Promise<{ status: string | null; etd: string | null }>;
  /**
   * A failed delivery: another attempt, or back to the store. The comments carry our reference,
   * so `failedDeliveryActed` can find the action again after a lost answer.
   */
  actOnFailedDelivery(awb: string, action: 'reattempt' | 'rto', comments: string): Promise<void>;
  /** Whether an action whose comments hold `reference` is already in the AWB's NDR history. */
  failedDeliveryActed(awb: string, reference: string): Promise<boolean>;
  /** The return order the courier already holds under our reference, created on or after `since`. */
  findReturn(reference: string, since: Date): Promise<CourierOrder | null>;
  createReturn(parcel: ReturnParcel): Promise<CourierOrder>;
}

export interface ShippingProvider {
  readonly name: ShippingProviderName;
  serviceability(query: ServiceabilityQuery): Promise<Serviceability>;
  /** Null with the manual provider: there is no courier to call. */
  readonly courier: CourierApi | null;
}

/** The courier could not be reached, or refused the call. */
export class ShippingProviderError extends Error {
  override name = 'ShippingProviderError';
  constructor(
    message: string,
    /** The courier answered with a refusal (4xx): the same call again gets the same answer. */
    readonly refused = false,
  ) {
    super(message);
  }
}
