/**
 * The owner's content and settings calls: answer types and the rules both the back office's forms
 * and the server check (no zod here, so the back office's bundle stays small).
 */
import type { ModuleName } from './constants';

export const PROMOTIONAL_MESSAGE_MAX = 200;
export const POLICY_TITLE_MAX = 120;
/** Policy HTML, before sanitising; a long terms page is some 30,000 characters. */
export const POLICY_CONTENT_MAX = 100_000;
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 2_000;
export const FAQ_TOPIC_MAX = 60;
export const COUPON_CODE_MIN = 3;
export const COUPON_DESCRIPTION_MAX = 200;
export const COUPON_PER_USER_LIMIT_MAX = 1_000;
/** The highest amount any rule takes, in rupees (₹1 crore). */
export const RULE_RUPEES_MAX = 10_000_000;

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The hosts each social link may point at. */
export const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  instagram: ['instagram.com', 'www.instagram.com'],
  facebook: ['facebook.com', 'www.facebook.com', 'm.facebook.com', 'fb.com'],
  youtube: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'],
};

/**
 * The storefront frames only Google's map embed (the page's CSP allows that one host), so the embed
 * link must be one.
 */
export const MAP_EMBED_HOST = 'www.google.com';

/**
 * A GSTIN: 2 digits of the state code, the 10-character PAN, the entity number, Z, a check
 * character. The state code decides CGST/SGST against IGST on every invoice.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN's message, or null; empty is allowed (a store not registered prints none). */
export function validateGstin(value: string): string | null {
  if (value === '') return null;
  if (value.length !== 15) return 'GSTIN must be 15 characters';
  if (!/^[0-9]{2}/.test(value)) return 'GSTIN must start with the 2-digit state code';
  if (!GSTIN_PATTERN.test(value))
    return 'GSTIN must be the state code, the 10-character PAN, the entity number, Z and a check character (e.g. 27ABCDE1234F1Z5)';
  return null;
}

/** An https address, optionally on one of `hosts`; empty is allowed unless `required`. */
export function validateHttpsUrl(
  value: string,
  label: string,
  options: { hosts?: readonly string[]; required?: boolean } = {},
): string | null {
  if (value === '') return options.required ? `${label} is required` : null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${label} must be a full address starting with https://`;
  }
  if (url.protocol !== 'https:') return `${label} must start with https://`;
  if (options.hosts && !options.hosts.includes(url.hostname.toLowerCase()))
    return `${label} must be a link to ${options.hosts[0]}`;
  return null;
}

/**
 * The store's phone as shoppers dial it: 10 digits (a mobile, or a landline with its STD code), with
 * +91 or 0 before it and spaces or dashes between if the owner likes ("+91 20 2553 4821").
 */
export function validateStorePhone(value: string): string | null {
  if (value === '') return 'Phone is required';
  if (!/^[0-9+()\s-]+$/.test(value)) return 'Phone may hold only digits, spaces, - and +91';
  const digits = value.replace(/\D/g, '').replace(/^(91|0)(?=[0-9]{10}$)/, '');
  return /^[1-9][0-9]{9}$/.test(digits)
    ? null
    : 'Phone must be 10 digits, with +91 or 0 before it if you like';
}

export function validatePincode(value: string): string | null {
  if (value === '') return 'Pincode is required';
  return /^[1-9][0-9]{5}$/.test(value) ? null : 'Pincode must be 6 digits, not starting with 0';
}

export interface AdminPromotional {
  /** null until a message was ever saved. */
  id: number | null;
  message: string;
  active: boolean;
}

export interface AdminPolicySummary {
  id: number;
  slug: string;
  title: string;
  status: 'Y' | 'N';
  updated_at: string;
}

export interface AdminPolicyPage extends AdminPolicySummary {
  /** Sanitised HTML, as saved. */
  content: string;
}

export interface AdminFaq {
  id: number;
  question: string;
  answer: string;
  topic: string;
  status: 'Y' | 'N';
  sort_order: number;
}

export interface AdminStoreDetails {
  store_name: string;
  tagline: string;
  address_line: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  support_email: string;
  support_hours: string;
  gstin: string;
  map_link: string;
  map_embed_link: string;
  instagram: string;
  facebook: string;
  youtube: string;
}

export interface AdminModule {
  name: ModuleName;
  status: 'Y' | 'N';
}

export type CouponKind = 'percent' | 'flat';

export interface AdminCoupon {
  id: number;
  code: string;
  description: string;
  kind: CouponKind;
  /** Percent (1-100) or rupees. */
  value: number;
  max_discount: number | null;
  min_order: number;
  per_user_limit: number;
  /** The first and last day it works, as IST dates (YYYY-MM-DD); no last day when null. */
  valid_from: string;
  valid_until: string | null;
  status: 'Y' | 'N';
  /** Orders that used it (a cancelled order gives its use back). */
  used: number;
  created_at: string;
}

/** Amounts in rupees; `defaults` are the environment's, used until the owner saves. */
export interface DeliveryRules {
  free_delivery_above: number;
  delivery_charge: number;
  defaults: { free_delivery_above: number; delivery_charge: number };
}

/** Parcels refused at the door after which an account loses cash on delivery, until the owner says. */
export const COD_REFUSAL_LIMIT_DEFAULT = 2;
export const COD_REFUSAL_LIMIT_MAX = 100;
/** Pincodes with cash on delivery off: India has some 19,000, so every one of them fits. */
export const COD_BLOCKED_PINCODES_MAX = 20_000;

/** The owner's cash-on-delivery rules (Settings › Cash on delivery); amounts in rupees. */
export interface CodRules {
  /** The order-value band cash on delivery is offered in. */
  cod_min: number;
  cod_max: number;
  /** Parcels refused at the door (returned to the store) after which an account loses it; 0 never. */
  refusal_limit: number;
  /** Delivery pincodes where it is off, in ascending order. */
  blocked_pincodes: string[];
  defaults: { cod_min: number; cod_max: number; refusal_limit: number };
}

/** The prepaid nudge's percentage: a whole number up to this. */
export const PREPAID_PERCENT_MAX = 50;

/**
 * The owner's prepaid nudge (Settings › Cash on delivery): what a shopper saves by paying online
 * where cash on delivery is offered. Amounts in rupees; `cap` bounds a percentage (null: none).
 */
export interface PrepaidNudge {
  kind: 'off' | 'amount' | 'percent';
  amount: number;
  percent: number;
  cap: number | null;
}

/** Pincodes as the owner types them: separated by commas, spaces or new lines. */
export function splitPincodes(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface SignupRewardRule {
  amount: number;
  default_amount: number;
}

/**
 * GET/PUT admin/settings/returned-parcels: where a prepaid order's money goes when its parcel
 * comes back to the store undelivered (RTO): the original payment, or the shopper's wallet.
 */
export interface ReturnedParcelRule {
  refund_to: 'original' | 'wallet';
  default_refund_to: 'original' | 'wallet';
}
