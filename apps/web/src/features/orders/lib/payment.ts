import { ORDER_LIFE, type OrderDetail } from '@kesariya/shared';

export const CASH_ON_DELIVERY = 'Cash on Delivery';

/** Cancelled, or never delivered: cash on delivery was never taken. */
export const isUndone = (order: Pick<OrderDetail, 'status'>) =>
  ['cancelled', 'undelivered'].includes(ORDER_LIFE[order.status].phase);

const UNPAID = ['pending_payment', 'payment_failed'];

/** The last row of an order's breakdown: what is still to pay, or what was paid. */
export function payableLabel(order: Pick<OrderDetail, 'status' | 'payment_method'>): string {
  if (isUndone(order)) return 'Order amount';
  if (UNPAID.includes(order.status)) return 'Amount payable';
  if (order.payment_method === CASH_ON_DELIVERY)
    return order.status === 'delivered' ? 'Paid on delivery' : 'To pay on delivery';
  return 'Amount paid';
}

/**
 * Whether the order has a tax invoice to show: a paid order has one, a cash on delivery order once
 * it is delivered; an unpaid or cancelled order and a free replacement have none
 * (docs/decisions/orders-and-payments.md, Tax invoice). The invoice page says why when the server
 * disagrees.
 */
export function hasInvoice(order: Pick<OrderDetail, 'status' | 'payment_method'>): boolean {
  if (order.payment_method === 'Replacement') return false;
  if (order.status === 'cancelled' || UNPAID.includes(order.status)) return false;
  return order.payment_method !== CASH_ON_DELIVERY || order.status === 'delivered';
}
