import type { Invoice, InvoicePayment, InvoiceRefund } from './invoice-types';

/**
 * The words the tax invoice's screen and its PDF use for how it was paid, so both read alike.
 */

/** The header's "Payment": the method, or its parts, e.g. 'Wallet + Online Payment'. */
export const paymentSummary = (invoice: Pick<Invoice, 'payments' | 'payment_method'>): string =>
  invoice.payments.map((part) => part.method).join(' + ') || invoice.payment_method;

/** The prepaid nudge's line: its share is in each line's discount already. */
export const PREPAID_SAVING_LABEL = 'Prepaid saving (in the discounts above)';

/** A line under the total: 'Paid from wallet', 'Paid by Cash on Delivery'. */
export const paidLabel = (part: InvoicePayment): string =>
  part.method === 'Wallet' ? 'Paid from wallet' : `Paid by ${part.method}`;

/** A refund after the sale: 'Refunded to wallet', 'Refunded to original payment'. */
export const refundLabel = (refund: InvoiceRefund): string =>
  refund.to === 'wallet' ? 'Refunded to wallet' : 'Refunded to original payment';
