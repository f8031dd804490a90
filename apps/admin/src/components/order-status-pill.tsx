import type { OrderStatus } from '@kesariya/shared';
import { ORDER_STATUS_LABELS } from '@/lib/order-status';
import { StatusPill, type Tone } from './status-pill';

// Done, stopped, waiting for the shop's first look, or on its way.
function statusTone(status: OrderStatus): Tone {
  if (status === 'delivered') return 'success';
  if (status === 'cancelled' || status === 'payment_failed') return 'danger';
  if (status === 'placed' || status === 'pending_payment') return 'warning';
  return 'info';
}

export function OrderStatusPill({ status }: { status: OrderStatus }) {
  return <StatusPill tone={statusTone(status)}>{ORDER_STATUS_LABELS[status]}</StatusPill>;
}
