/**
 * Shapes of the cart, wishlist, address, coupon, checkout and order answers. Money is in rupees
 * here, as the API sends it; the server computes every figure
 * (docs/decisions/orders-and-payments.md, Money in paise).
 */
import type { ProductImage } from './api-types';
import type { OrderMove, OrderStatus } from './order-life-cycle';
import type { FailedDelivery } from './shipping-types';

/** A cart line as the web app reads it (id, product_id, qty, mrp, price, size) and the page shows */
export interface CartLine {
  id: number;
  product_id: number;
  name: string;
  slug: string;
  image: ProductImage | null;
  size: string;
  qty: number;
  /** Current catalogue price and MRP of one piece. */
  price: number;
  mrp: number;
  line_total: number;
  line_mrp_total: number;
  /** Pieces in stock in this size now. */
  stock: number;
  /** False when the line cannot be bought as it is (sold out, fewer left, product withdrawn). */
  available: boolean;
  /** Why not, in words for the shopper; null when available. */
  issue: string | null;
}

export interface CartSummary {
  item_count: number;
  mrp_total: number;
  /** MRP total minus selling price total. */
  discount: number;
  subtotal: number;
  coupon_code: string | null;
  coupon_discount: number;
  /** Why the requested coupon does not apply, or null. */
  coupon_error: string | null;
  delivery_option: 'delivery' | 'pickup';
  delivery_charge: number;
  /** Subtotal from which delivery is free, and what is still missing to get there. */
  free_delivery_above: number;
  amount_to_free_delivery: number;
  total: number;
  wallet_balance: number;
  wallet_used: number;
  amount_payable: number;
  /** False while any line has an issue. */
  can_checkout: boolean;
}

export interface CartView {
  items: CartLine[];
  summary: CartSummary;
}

export interface WishlistEntry {
  id: number;
  product_id: number;
  name: string;
  slug: string;
  image: ProductImage | null;
  price: number;
  mrp: number;
  discount_percent: number;
  sizes: { size: string; stock: number }[];
  in_stock: boolean;
  created_at: string;
}

export interface Address {
  id: number;
  name: string;
  phone: string;
  pincode: string;
  address_line: string;
  landmark: string;
  city: string;
  state: string;
  country: string;
  type: 'home' | 'work';
  is_default: boolean;
  /** Cash on delivery is India-only. */
  is_india: boolean;
}

export interface PincodeInfo {
  pincode: string;
  /** Null where the built-in table knows only the state. */
  city: string | null;
  state: string;
  /** Postal circle or region the prefix belongs to. */
  region: string;
  delivery_days: { min: number; max: number };
  cod_available: boolean;
}

export interface CouponInfo {
  code: string;
  description: string;
  kind: 'percent' | 'flat';
  /** Percent, or rupees for a flat coupon. */
  value: number;
  max_discount: number | null;
  min_order: number;
  valid_until: string | null;
}

export interface CouponApplication {
  coupon: CouponInfo;
  discount: number;
  subtotal: number;
}

export interface CheckoutSettings {
  provider: 'razorpay' | 'test';
  key_id: string | null;
  name: string;
  description: string;
  currency: 'INR';
  theme_color: string;
  cod_enabled: boolean;
  cod_limit: number;
  online_enabled: boolean;
  free_delivery_above: number;
  delivery_charge: number;
  pickup_address: string;
  payment_timeout_minutes: number;
}

/** GET website/checkout/payment-methods: what the checkout offers for the cart as it stands. */
export interface CheckoutPaymentMethods {
  online_available: boolean;
  cod_available: boolean;
  /** Why cash on delivery is not offered, naming the rule; null when it is. */
  cod_reason: string | null;
  /**
   * What paying online saves where cash on delivery is offered (the owner's prepaid nudge), in
   * rupees; 0 when there is no such saving. `online_payable` is what is paid online then.
   */
  prepaid_saving: number;
  online_payable: number;
}

/** GET and POST website/order/prepay/{saleId}: paying a cash-on-delivery order online instead. */
export interface PrepayOffer {
  sale_id: string;
  /** What paying online saves, in rupees. */
  saving: number;
  /** What is paid online: the cash the courier would have collected, less the saving. */
  pay_now: number;
  /** The cash the courier would collect. */
  cash_on_delivery: number;
}

export interface PrepayStart {
  offer: PrepayOffer;
  payment: PaymentSession;
}

/**
 * POST website/order/cod-confirm: the order as its link may show it to whoever holds the link (no
 * address, no items: a forwarded message reveals no more).
 */
export interface CodConfirmation {
  sale_id: string;
  status: OrderStatus;
  /** What the courier collects, in rupees. */
  pay_on_delivery: number;
}

export interface OrderTotals {
  mrp_total: number;
  discount: number;
  subtotal: number;
  coupon_code: string | null;
  coupon_discount: number;
  delivery_charge: number;
  wallet_used: number;
  /** Saved by paying online (the prepaid nudge); 0 for other orders. */
  prepaid_saving: number;
  total: number;
  amount_payable: number;
}

/** What the client needs to take an online payment for an order. */
export interface PaymentSession {
  provider: 'razorpay' | 'test';
  key_id: string | null;
  provider_order_id: string;
  /** Paise, as Razorpay Checkout wants it. */
  amount: number;
  currency: 'INR';
  sale_id: string;
  name: string;
  description: string;
  theme_color: string;
  prefill: { name: string; email: string; contact: string };
}

export interface PlacedOrder {
  sale_id: string;
  status: OrderStatus;
  payment_method: 'Online Payment' | 'Cash on Delivery' | 'Wallet' | 'Replacement';
  totals: OrderTotals;
  /** Present while an online payment is awaited. */
  payment: PaymentSession | null;
}

export interface OrderSummary {
  sale_id: string;
  status: OrderStatus;
  payment_method: string;
  total: number;
  item_count: number;
  first_item: { name: string; image: ProductImage | null } | null;
  /** Every line, in the order bought, with its picture. */
  items: { name: string; image: ProductImage | null; size: string; qty: number }[];
  /**
   * What the shopper may do with it now (docs/decisions/orders-and-payments.md, Order statuses).
   */
  next_moves: OrderMove[];
  created_at: string;
}

export interface OrderItem {
  id: number;
  product_id: number;
  name: string;
  slug: string;
  image: ProductImage | null;
  size: string;
  qty: number;
  price: number;
  mrp: number;
  line_total: number;
}

export interface OrderDetail {
  sale_id: string;
  status: OrderStatus;
  payment_method: string;
  delivery_option: 'delivery' | 'pickup';
  address: {
    name: string;
    phone: string;
    address_line: string;
    landmark: string;
    city: string;
    state: string;
    pincode: string;
    country: string;
  } | null;
  items: OrderItem[];
  totals: OrderTotals;
  payment: {
    provider: string;
    status: string;
    amount: number;
    provider_payment_id: string | null;
  } | null;
  status_history: OrderHistoryEntry[];
  /** Set once shipped: the courier and the number to follow the parcel with. */
  carrier: string | null;
  tracking_number: string | null;
  /** The courier's tracking page, when a courier API booked the parcel. */
  tracking_url: string | null;
  /**
   * The moves the shopper may make now, nearest first: `placed` by paying, `cancelled` before it
   * ships (docs/decisions/orders-and-payments.md, Order statuses).
   */
  next_moves: OrderMove[];
  /** The shopper may still cancel it: `next_moves` holds `cancelled`. */
  can_cancel: boolean;
  /** The end of the return window (ISO time), for a delivered order; else null. */
  can_return_until: string | null;
  /** Money given back, oldest first. */
  refunds: OrderRefund[];
  /**
   * While the order is delivery_failed: the failed attempt, and what the shopper asked for since
   * (another attempt on a date, or the parcel back); null otherwise.
   */
  failed_delivery: FailedDelivery | null;
  created_at: string;
}

/** One dated step of an order's timeline, oldest first. */
export interface OrderHistoryEntry {
  status: string;
  note: string;
  at: string;
}

export interface OrderRefund {
  amount: number;
  to: 'wallet' | 'original';
  /** pending while the payment provider is still sending it back. */
  status: 'processed' | 'pending' | 'failed';
  at: string;
}

/** Where a cancellation's money went: `wallet` and `original` add up to `amount`. */
export interface RefundSummary {
  amount: number;
  /** 'original' when any of it goes back to the original payment method. */
  to: 'wallet' | 'original';
  wallet: number;
  original: number;
}

/** POST website/order/cancel/{saleId}: the order as it now is, and its refund (null when nothing was paid). */
export interface CancelledOrder {
  order: OrderDetail;
  refund: RefundSummary | null;
}

/** POST website/order/track: only the order's timeline. */
export interface TrackedOrder {
  sale_id: string;
  status: OrderStatus;
  status_history: OrderHistoryEntry[];
}

/** An order as the back office lists it. */
export interface StaffOrderSummary {
  sale_id: string;
  status: OrderStatus;
  payment_method: string;
  delivery_option: 'delivery' | 'pickup';
  total: number;
  item_count: number;
  customer: { name: string; email: string | null; phone: string | null };
  created_at: string;
}

/**
 * GET admin/order/{saleId} (and the answer of every staff move): the order with who made each
 * change, its refunds by id, its invoice number once issued and, for cash on delivery, whether the
 * cash reached the store.
 */
export interface StaffOrderDetail extends Omit<
  OrderDetail,
  'status_history' | 'refunds' | 'next_moves'
> {
  customer: StaffOrderSummary['customer'] & { id: number };
  /**
   * The moves staff may make now, nearest first: the path's next step before the steps after it,
   * then `cancelled`, and `collect_cod` once a cash-on-delivery order is delivered.
   */
  next_moves: OrderMove[];
  /** `actor` is `shopper`, `staff:<user id>`, `payment` or `system`; `by` names it for people. */
  status_history: (OrderHistoryEntry & { actor: string; by: string })[];
  refunds: (OrderRefund & { id: number })[];
  invoice_number: string | null;
  /** Cash on delivery handed over to the store; null until recorded (and for other payments). */
  cod_collection: { amount: number; by: string; at: string } | null;
}

/** GET admin/order/{saleId}/packing-slip: what the packer needs, nothing about money but cash due. */
export interface PackingSlip {
  sale_id: string;
  created_at: string;
  status: OrderStatus;
  delivery_option: 'delivery' | 'pickup';
  payment_method: string;
  /** Cash the courier collects on delivery, in rupees; null when nothing is due. */
  cash_to_collect: number | null;
  /** The delivery address; null for an order collected at the store. */
  ship_to: OrderDetail['address'];
  customer: { name: string; phone: string | null };
  items: { sku: string; name: string; size: string; qty: number }[];
  item_count: number;
  store: { name: string; address: string; phone: string };
}

/** One movement of the shopper's wallet; `amount` is signed (credits positive, debits negative). */
export interface WalletEntry {
  id: number;
  amount: number;
  reason: 'signup_reward' | 'order_payment' | 'refund' | 'adjustment' | 'referral';
  /** The sale id of an order (or RET-<id> of a return) the entry belongs to, or a label. */
  reference: string | null;
  balance_after: number;
  created_at: string;
}

/** GET website/wallet: the balance (the ledger's sum) and one page of its entries, newest first. */
export interface WalletView {
  balance: number;
  entries: WalletEntry[];
}
