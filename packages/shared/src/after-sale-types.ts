/**
 * Returns, replacements and support tickets as the API answers them, with the closed lists both
 * sides use. Money is in rupees, as the API sends it (docs/decisions/orders-and-payments.md, Money
 * in paise).
 */
import type { ProductImage } from './api-types';
import type { OrderDetail } from './commerce-types';

export const RETURN_TYPES = ['return', 'replace'] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];

/** The reasons a shopper may pick; the server refuses any other. */
export const RETURN_REASONS = [
  'Size does not fit',
  'Damaged or defective',
  'Different from the picture',
  'Quality not as expected',
  'Changed my mind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * A request's life: `requested`, then `approved` or `rejected`; an approved one is `picked_up`,
 * `received`, and ends `refunded` (a return) or `replacement_shipped` (a replacement).
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'picked_up',
  'received',
  'refunded',
  'replacement_shipped',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_COMMENT_MAX = 500;
export const TICKET_SUBJECT_MAX = 150;
export const TICKET_MESSAGE_MAX = 2000;

/** The address the courier collects from, as the order keeps addresses. */
export type PickupAddress = NonNullable<OrderDetail['address']>;

export interface ReturnItem {
  order_item_id: number;
  product_id: number;
  name: string;
  /** The size bought. */
  size: string;
  qty: number;
  image: ProductImage | null;
}

/**
 * The courier's pickup of a return, once a courier API (Shiprocket) assigned its AWB: what the
 * shopper's timeline and the back office show, as an order shows its parcel's.
 */
export interface ReturnPickup {
  courier: string;
  awb: string;
  /** The courier's tracking page. */
  tracking_url: string | null;
  /** When the courier comes to collect, as it scheduled it. */
  pickup_date: string | null;
}

export interface ReturnRequest {
  id: number;
  type: ReturnType;
  status: ReturnStatus;
  sale_id: string;
  reason: string;
  comment: string;
  /** The size wanted instead (a replacement), else null. */
  replacement_size: string | null;
  /** The shopper's photo is served to them at GET /api/website/return/{id}/photo. */
  has_photo: boolean;
  pickup_address: PickupAddress;
  items: ReturnItem[];
  /** Oldest first. */
  history: { status: ReturnStatus; note: string; at: string }[];
  /** Set once refunded: how much and where it went. */
  refund: {
    amount: number;
    to: 'wallet' | 'original';
    /** pending while the payment provider is still sending it back. */
    status: 'processed' | 'pending' | 'failed';
  } | null;
  /** The order that carries the replacement, once shipped. */
  replacement_sale_id: string | null;
  /** The courier collecting the items, once its AWB is assigned; null with manual shipping. */
  pickup: ReturnPickup | null;
  created_at: string;
  updated_at: string;
}

/** GET admin/return/{id}: the request with its shopper and the moves staff may make now. */
export interface StaffReturnRequest extends ReturnRequest {
  customer: { id: number; name: string; email: string | null; phone: string | null };
  /**
   * Empty once the request has ended (refunded, replacement shipped, rejected), and while the
   * courier's tracking makes the next move.
   */
  next_statuses: ReturnStatus[];
  /** The courier's tracking moves it on (picked up, received at the store), not staff. */
  moved_by_courier: boolean;
  /** The courier API's booking of the pickup, when approval made one. */
  pickup_booking: { status: 'booking' | 'booked' | 'failed'; message: string } | null;
}

/** An item of a delivered order that may still be returned or replaced. */
export interface ReturnableItem extends ReturnItem {
  /** Sizes of the product in stock now, for a replacement. */
  sizes: { size: string; stock: number }[];
}

export interface ReturnableOrder {
  sale_id: string;
  delivered_at: string;
  /** The end of the return window. */
  return_until: string;
  items: ReturnableItem[];
}

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export interface TicketMessage {
  author: 'shopper' | 'staff';
  body: string;
  at: string;
}

export interface SupportTicket {
  id: number;
  subject: string;
  status: TicketStatus;
  /** Where it was opened: the contact form or the support page. */
  source: 'contact' | 'support';
  /** The order it is about, if any. */
  sale_id: string | null;
  /** The whole conversation, oldest first; the first message opened the ticket. */
  messages: TicketMessage[];
  created_at: string;
  updated_at: string;
}

/** A ticket as the back office lists it: with who wrote it. */
export interface StaffTicket extends SupportTicket {
  name: string;
  email: string;
  phone: string | null;
  user_id: number | null;
}
