import { formatMoney as formatRupees, type StaffOrderDetail } from '@kesariya/shared';
import type { OrderMove } from '../api/orders-api';

/** The one thing to do next with an order, as its primary button. */
export type NextStep =
  | { kind: 'move'; status: Exclude<OrderMove, 'cancelled'>; label: string }
  | { kind: 'collect_cod'; label: string }
  | null;

/**
 * The next step in the order's life (docs/decisions.md, Order statuses): forward one status at a
 * time; a pickup order is never shipped; a delivered cash-on-delivery order still has its cash to
 * bring in. The server checks every move again.
 */
export function nextStep(
  order: Pick<StaffOrderDetail, 'status' | 'delivery_option' | 'payment_method' | 'cod_collection'>,
): NextStep {
  switch (order.status) {
    case 'placed':
      return { kind: 'move', status: 'confirmed', label: 'Confirm' };
    case 'confirmed':
      return { kind: 'move', status: 'packed', label: 'Pack' };
    case 'packed':
      return order.delivery_option === 'pickup'
        ? { kind: 'move', status: 'delivered', label: 'Hand over (collected)' }
        : { kind: 'move', status: 'shipped', label: 'Ship' };
    case 'shipped':
      return { kind: 'move', status: 'out_for_delivery', label: 'Out for delivery' };
    case 'out_for_delivery':
      return { kind: 'move', status: 'delivered', label: 'Deliver' };
    case 'delivered':
      return order.payment_method === 'Cash on Delivery' && !order.cod_collection
        ? { kind: 'collect_cod', label: 'Collect COD' }
        : null;
    default:
      return null;
  }
}

/** Where a cancellation's money goes, said before staff confirm it. */
export function cancelRefundText(
  order: Pick<StaffOrderDetail, 'totals' | 'payment_method' | 'payment'>,
): string {
  const wallet = order.totals.wallet_used;
  const paidOnline =
    order.payment_method === 'Online Payment' &&
    ['captured', 'authorized'].includes(order.payment?.status ?? '')
      ? order.totals.amount_payable
      : 0;
  const parts: string[] = [];
  if (paidOnline > 0)
    parts.push(`${formatRupees(paidOnline)} goes back to the original payment (5–7 working days)`);
  if (wallet > 0) parts.push(`${formatRupees(wallet)} goes back to the shopper's wallet at once`);
  if (parts.length === 0) return 'Nothing was paid yet, so there is nothing to refund.';
  return `${parts.join(', and ')}.`;
}
