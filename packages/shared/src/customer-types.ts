/** Answers of the back office's customer, wallet adjustment and newsletter calls. */
import type { OrderDetail, StaffOrderSummary, WalletView } from './commerce-types';

/** GET admin/customer: a shopper with what they bought. */
export interface CustomerSummary {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  /** Orders that went through (placed or later, not cancelled or unpaid). */
  orders_count: number;
  /** The totals of those orders, in rupees. */
  total_spent: number;
  wallet_balance: number;
  created_at: string;
}

export interface CustomerAddress extends NonNullable<OrderDetail['address']> {
  id: number;
  type: 'home' | 'work' | 'other';
  is_default: boolean;
}

/** GET admin/customer/{id}: the profile, the newest orders, the wallet's ledger and the addresses. */
export interface CustomerDetail extends CustomerSummary {
  phone_verified: boolean;
  email_verified: boolean;
  /** The newest orders; the order list searched by the e-mail or phone has them all. */
  orders: StaffOrderSummary[];
  /** The newest ledger entries; `balance` is the ledger's sum. */
  wallet: WalletView;
  addresses: CustomerAddress[];
}

/** The most one adjustment may move, either way: a typo of a few zeros is refused. */
export const WALLET_ADJUST_MAX_RUPEES = 100_000;
export const WALLET_ADJUST_REASON_MAX = 200;

/** POST admin/wallet/adjust: the entry written and the balance after it. */
export interface WalletAdjustment {
  user_id: number;
  amount: number;
  reason: string;
  balance: number;
}

export interface NewsletterSubscriber {
  id: number;
  email: string;
  subscribed_at: string;
}
