import type { ReturnStatus } from '@kesariya/shared';
import { cn } from '@/lib/cn';
import { RETURN_STATUS_LABELS, RETURN_STATUS_TONES, type ReturnTone } from '../lib/return-status';

const tones: Record<ReturnTone, string> = {
  waiting: 'bg-marigold-soft text-saffron-text',
  moving: 'bg-brand-soft text-brand',
  done: 'bg-green-50 text-success',
  stopped: 'bg-red-50 text-danger',
};

/** The request's status as a small coloured label. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold',
        tones[RETURN_STATUS_TONES[status]],
      )}
      data-testid="return-status"
    >
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}
