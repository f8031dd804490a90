import type { OrderStatus } from '@kesariya/shared';
import { StatusPill } from '@/components/status-pill';
import { STATUS_LABELS, STATUS_TONES } from '../lib/order-status';

/** The order's status as a small coloured label. */
export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <StatusPill tone={STATUS_TONES[status]} testId="order-status" className={className}>
      {STATUS_LABELS[status]}
    </StatusPill>
  );
}
