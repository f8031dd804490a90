import { ORDER_LIFE, type OrderPhase, type OrderStatus } from '@kesariya/shared';
import { ORDER_STATUS_LABELS } from '@/lib/order-status';
import { StatusPill, type Tone } from './status-pill';

// Done, stopped, waiting for the shop's look (a new order, a failed delivery), or on its way.
const PHASE_TONES: Record<OrderPhase, Tone> = {
  unpaid: 'warning',
  new: 'warning',
  preparing: 'info',
  on_the_way: 'info',
  held_up: 'warning',
  done: 'success',
  undelivered: 'danger',
  cancelled: 'danger',
  failed: 'danger',
};

export function OrderStatusPill({ status }: { status: OrderStatus }) {
  return (
    <StatusPill tone={PHASE_TONES[ORDER_LIFE[status].phase]}>
      {ORDER_STATUS_LABELS[status]}
    </StatusPill>
  );
}
