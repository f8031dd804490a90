import type { OrderStatus } from '@kesariya/shared';
import { StatusPill } from '@/components/status-pill';
import { statusLabel, statusTone } from '../lib/order-status';

/** The order's status as a small coloured label. */
export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <StatusPill tone={statusTone(status)} testId="order-status" className={className}>
      {statusLabel(status)}
    </StatusPill>
  );
}
