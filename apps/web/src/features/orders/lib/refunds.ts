import type { OrderDetail, RefundSummary } from '@kesariya/shared';
import type { RefundNoteProps } from '@/components/refund-note';

/** One destination of money given back. */
export type RefundPart = RefundNoteProps;

/** A cancellation's refund by destination: the wallet share at once, the rest through the provider. */
export function refundParts(refund: RefundSummary | null): RefundPart[] {
  if (!refund) return [];
  const parts: RefundPart[] = [];
  if (refund.wallet > 0) parts.push({ amount: refund.wallet, to: 'wallet', status: 'processed' });
  if (refund.original > 0) parts.push({ amount: refund.original, to: 'original' });
  return parts;
}

const CAPTURED = ['captured', 'authorized'];

/**
 * What cancelling would give back, said before the shopper confirms: the wallet part, and what
 * was paid online. The server's answer says what really happened.
 */
export function expectedRefund(order: OrderDetail): RefundPart[] {
  const parts: RefundPart[] = [];
  if (order.totals.wallet_used > 0)
    parts.push({ amount: order.totals.wallet_used, to: 'wallet', status: 'processed' });
  const paidOnline =
    order.payment !== null &&
    CAPTURED.includes(order.payment.status) &&
    order.totals.amount_payable > 0;
  if (paidOnline) parts.push({ amount: order.totals.amount_payable, to: 'original' });
  return parts;
}
