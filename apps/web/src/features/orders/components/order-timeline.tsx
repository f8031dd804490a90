import type { OrderHistoryEntry, OrderStatus } from '@kesariya/shared';
import { Timeline, type TimelineStepView } from '@/components/timeline';
import { timelineSteps } from '../lib/order-status';

interface OrderTimelineProps {
  status: OrderStatus;
  history: OrderHistoryEntry[];
  pickup?: boolean;
  /** The courier and the number to follow the parcel with, once shipped. */
  carrier?: string | null;
  trackingNumber?: string | null;
  className?: string;
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
  const steps = timelineSteps({ status, history, pickup }).map((step): TimelineStepView => ({
    key: step.status,
    label: step.label,
    state: step.state,
    at: step.at,
    stopped: step.stopped,
    details: (
      <>
        {step.status === 'shipped' && step.state !== 'upcoming' && carrier && (
          <p className="mt-1 text-sm text-ink" data-testid="shipment">
            {carrier} · Tracking number{' '}
            <span className="font-semibold tracking-wide select-all">{trackingNumber}</span>
          </p>
        )}
        {step.note && <p className="mt-1 text-sm text-muted">{step.note}</p>}
      </>
    ),
  }));
  return <Timeline steps={steps} label="Order status" className={className} />;
}
