/** The back office's dashboard, staff list and audit log: what counts, and the answers. */
import type { OrderStatus } from './order-life-cycle';
import type { StaffRole } from './constants';
import type { ReturnStatus } from './after-sale-types';

/** The statuses whose orders wait for the shop's next move, in the order they are worked. */
export const WAITING_ORDER_STATUSES = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
] as const satisfies readonly OrderStatus[];
export type WaitingOrderStatus = (typeof WAITING_ORDER_STATUSES)[number];

/** Return requests the shop still has to act on. */
export const OPEN_RETURN_STATUSES = [
  'requested',
  'approved',
  'picked_up',
  'received',
] as const satisfies readonly ReturnStatus[];

/** A size with this many pieces or fewer is listed on the dashboard as running out. */
export const LOW_SIZE_STOCK_AT = 3;
/** How many of the most urgent sizes the dashboard lists. */
export const LOW_SIZE_STOCK_LIST = 20;
/** The days of the dashboard's sales series, today included. */
export const DASHBOARD_SERIES_DAYS = 30;

/** The weeks of the dashboard's delivery figures, this one included. */
export const DASHBOARD_DELIVERY_WEEKS = 8;

/**
 * One week (Monday to Sunday, IST) of sold orders, by when they were placed: how they were paid,
 * and how their parcels fared.
 */
export interface DeliveryWeek {
  /** Its Monday, YYYY-MM-DD in IST. */
  week: string;
  orders: number;
  /** Percent of the orders paid by cash on delivery, one decimal. */
  cod_share: number;
  /** Percent of the parcels the courier took that came back to the store (RTO), one decimal. */
  rto_rate: number;
  /** Of the week's orders, those waiting now on a failed delivery attempt. */
  open_ndr: number;
}

/** Sales (rupees) and orders of a stretch of time. */
export interface SalesFigures {
  sales: number;
  orders: number;
}

/** A stretch so far, and the one before it up to the same point (yesterday by this time). */
export interface SalesComparison {
  current: SalesFigures;
  previous: SalesFigures;
}

export interface LowStockSize {
  product_id: number;
  name: string;
  size: string;
  stock: number;
}

/** One IST day of the series. */
export interface DailySales extends SalesFigures {
  /** YYYY-MM-DD, in IST. */
  date: string;
}

/** GET admin/dashboard. */
export interface DashboardSummary {
  /** The moment the figures were read. */
  as_of: string;
  today: SalesComparison;
  /** The week starts on Monday, IST. */
  week: SalesComparison;
  waiting: { status: WaitingOrderStatus; count: number }[];
  low_stock: { threshold: number; items: LowStockSize[] };
  open_returns: number;
  open_tickets: number;
  /** Orders waiting now on a failed delivery attempt, whenever placed. */
  open_ndr: number;
  /** The last DASHBOARD_DELIVERY_WEEKS weeks, oldest first, ending with this one. */
  delivery_weeks: DeliveryWeek[];
  /** The last DASHBOARD_SERIES_DAYS days, oldest first, ending today; days without sales are 0. */
  daily_sales: DailySales[];
}

/** GET admin/staff: one back-office account. */
export interface StaffAccount {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  /** `invited` until the invitation is accepted; `removed` once an owner removed the account. */
  state: 'active' | 'invited' | 'removed';
  /** Whether they sign in with a code from an authenticator app after the password. */
  two_factor: boolean;
  created_at: string;
}

/**
 * POST admin/login when the password was right but a second step is still to come: a code from the
 * member's authenticator app, or (when the owner requires two-factor sign-in and the member has
 * none) setting it up. No staff session exists until that step is done.
 */
export interface SignInSecondStep {
  second_step: 'code' | 'enrol';
}

/** GET admin/two-factor: the signed-in member's own two-factor sign-in. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** Recovery codes not used yet (0 when two-factor is off). */
  recovery_codes_left: number;
  /** The owner requires two-factor sign-in of everyone: it cannot be turned off. */
  required: boolean;
}

/** POST admin/two-factor/setup: a new secret, to be confirmed with a code made from it. */
export interface TwoFactorSetup {
  /** Base32, as an authenticator app asks for it when typed by hand. */
  secret: string;
  /** The otpauth:// link the QR code holds. */
  otpauth_url: string;
  /** Who the app lists the codes under. */
  issuer: string;
  account: string;
}

/** POST admin/two-factor/setup/confirm: the recovery codes, shown this once. */
export interface TwoFactorEnabled {
  recovery_codes: string[];
  /** Set when confirming finished a sign-in: the member is now signed in. */
  member: { id: number; name: string; email: string; role: StaffRole } | null;
}

/** GET admin/staff/two-factor-policy (owner). */
export interface TwoFactorPolicy {
  required: boolean;
  /** Active members who have not set two-factor sign-in up yet. */
  members_without: number;
}

/** GET admin/audit: one change. */
export interface AuditEntry {
  id: number;
  /** The name at the time of the change. */
  who: string;
  staff_user_id: number | null;
  action: string;
  target: { type: string; id: string };
  before: unknown;
  after: unknown;
  at: string;
}

/** GET admin/audit/facets: the actions and target types the log holds, for its filters. */
export interface AuditFacets {
  actions: string[];
  target_types: string[];
}
