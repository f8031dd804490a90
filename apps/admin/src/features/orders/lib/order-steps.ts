import {
  COLLECT_COD,
  formatMoney as formatRupees,
  ORDER_LIFE,
  staffMoveLabel,
  type OrderMove,
  type OrderStatus,
  type StaffOrderDetail,
} from '@kesariya/shared';

/** The one thing to do next with an order, as its primary button. */
export type NextStep =
  | { kind: 'move'; status: Exclude<OrderStatus, 'cancelled'>; label: string }
  | { kind: 'collect_cod'; label: string }
  | null;

/**
 * The next step in the order's life: the nearest of the moves the server offers staff
 * (`next_moves`, docs/decisions/orders-and-payments.md, Order statuses), cancelling aside, which
 * has its own button. The server checks every move again.
 */
export function nextStep(
  order: Pick<StaffOrderDetail, 'next_moves' | 'delivery_option'>,
): NextStep {
  const move = order.next_moves.find(
    (m): m is Exclude<OrderMove, 'cancelled'> => m !== 'cancelled',
  );
  if (move === undefined) return null;
  if (move === COLLECT_COD) return { kind: 'collect_cod', label: 'Collect COD' };
  return {
    kind: 'move',
    status: move,
    label: staffMoveLabel(move, order.delivery_option === 'pickup'),
  };
}

/**
 * The other ways the order may go from here, off the path (forward steps past the next one are
 * skipped steps, not choices; cancelling has its own button), each as a button beside the next step.
 */
export function otherSteps(
  order: Pick<StaffOrderDetail, 'next_moves' | 'delivery_option'>,
): { status: OrderStatus; label: string }[] {
  const next = nextStep(order);
  const nextStatus = next?.kind === 'move' ? next.status : null;
  return order.next_moves
    .filter(
      (m): m is OrderStatus =>
        m !== COLLECT_COD && m !== 'cancelled' && !ORDER_LIFE[m].path && m !== nextStatus,
    )
    .map((status) => ({
      status,
      label: staffMoveLabel(status, order.delivery_option === 'pickup'),
    }));
}

/** Staff may cancel the order now (with its refund, behind a dialog). */
export const mayCancel = (order: Pick<StaffOrderDetail, 'next_moves'>) =>
  order.next_moves.includes('cancelled');

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
