import { SALE_ID_PATTERN, type WalletEntry } from '@kesariya/shared';

/** What each kind of ledger entry reads as. */
export const REASON_LABELS: Record<WalletEntry['reason'], string> = {
  signup_reward: 'Sign-up reward',
  order_payment: 'Paid for an order',
  refund: 'Refund',
  adjustment: 'Adjustment by the store',
  referral: 'Referral reward',
};

/** What an entry's reference points at: one of the shopper's orders, a return, or nothing. */
export type LedgerReference =
  | { kind: 'order'; saleId: string }
  | { kind: 'return'; label: string }
  | { kind: 'text'; label: string }
  | null;

/**
 * The sale id of an order, or RET-<id> of a return (docs/decisions/orders-and-payments.md, After
 * the sale).
 */
export function readReference(reference: string | null): LedgerReference {
  if (!reference) return null;
  if (SALE_ID_PATTERN.test(reference)) return { kind: 'order', saleId: reference };
  if (/^RET-\d+$/.test(reference)) return { kind: 'return', label: reference };
  return { kind: 'text', label: reference };
}
