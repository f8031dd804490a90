import { Check, X } from 'lucide-react';
import type { OrderHistoryEntry, OrderStatus } from '@kesariya/shared';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { timelineSteps, type TimelineStep } from '../lib/order-status';

interface OrderTimelineProps {
  status: OrderStatus;
  history: OrderHistoryEntry[];
  pickup?: boolean;
  /** The courier and the number to follow the parcel with, once shipped. */
  carrier?: string | null;
  trackingNumber?: string | null;
  className?: string;
}

function Marker({ step }: { step: TimelineStep }) {
  if (step.stopped)
    return (
      <span className="grid size-7 place-items-center rounded-full bg-danger text-white">
        <X className="size-4" aria-hidden="true" />
      </span>
    );
  if (step.state === 'upcoming')
    return <span className="size-7 rounded-full border-2 border-line bg-white" />;
  return (
    <span
      className={cn(
        'grid size-7 place-items-center rounded-full bg-brand text-white',
        step.state === 'current' && 'ring-4 ring-brand-soft',
      )}
    >
      <Check className="size-4" aria-hidden="true" />
    </span>
  );
}

/**
 * The order's dated steps, the current one highlighted; the shipped step names the courier and
 * the tracking number.
 */
export function OrderTimeline({
  status,
  history,
  pickup,
  carrier,
  trackingNumber,
  className,
}: OrderTimelineProps) {
  const steps = timelineSteps({ status, history, pickup });
  return (
    <ol className={cn('relative', className)} aria-label="Order status" data-testid="timeline">
      {steps.map((step, i) => {
        const last = i === steps.length - 1;
        const shipment = step.status === 'shipped' && step.state !== 'upcoming' && carrier;
        return (
          <li
            key={step.status}
            className="relative flex gap-4 pb-6 last:pb-0"
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-testid={`timeline-${step.status}`}
            data-state={step.state}
          >
            {!last && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-7 bottom-0 left-[13px] w-0.5',
                  step.state === 'done' ? 'bg-brand' : 'bg-line',
                )}
              />
            )}
            <span className="relative shrink-0" aria-hidden="true">
              <Marker step={step} />
            </span>
            <div className="min-w-0 pt-0.5">
              <p
                className={cn(
                  'text-[15px]',
                  step.state === 'upcoming' ? 'text-muted' : 'font-semibold text-ink',
                  step.state === 'current' && (step.stopped ? 'text-danger' : 'text-brand'),
                )}
              >
                {step.label}
                {step.state === 'current' && <span className="sr-only"> (current step)</span>}
              </p>
              {step.at && (
                <p className="text-sm text-muted">
                  <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                </p>
              )}
              {shipment && (
                <p className="mt-1 text-sm text-ink" data-testid="shipment">
                  {carrier} · Tracking number{' '}
                  <span className="font-semibold tracking-wide select-all">{trackingNumber}</span>
                </p>
              )}
              {step.note && <p className="mt-1 text-sm text-muted">{step.note}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
