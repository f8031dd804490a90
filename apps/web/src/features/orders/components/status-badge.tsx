import type { OrderStatus } from '@kesariya/shared';
import { cn } from '@/lib/cn';
import { STATUS_LABELS, STATUS_TONES, type StatusTone } from '../lib/order-status';

const tones: Record<StatusTone, string> = {
  waiting: 'bg-marigold-soft text-saffron-text',
  progress: 'bg-ivory-deep text-ink',
  moving: 'bg-brand-soft text-brand',
  done: 'bg-green-50 text-success',
  stopped: 'bg-red-50 text-danger',
};

/** The order's status as a small coloured label. */
export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold',
        tones[STATUS_TONES[status]],
        className,
      )}
      data-testid="order-status"
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
