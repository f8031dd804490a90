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
  /** The courier's tracking page, when the store booked the parcel through a courier API. */
  trackingUrl?: string | null;
  className?: string;
}

/**
 * The order's dated steps, the current one highlighted. The courier and its tracking number (with
 * a link to the courier's tracking page) go on the shipped step, or on the packed step while the
 * booked parcel waits for its pickup.
 */
export function OrderTimeline({
  status,
  history,
  pickup,
  carrier,
  trackingNumber,
  trackingUrl,
  className,
}: OrderTimelineProps) {
  const shippedReached = status !== 'packed';
  const steps = timelineSteps({ status, history, pickup }).map((step): TimelineStepView => ({
    key: step.status,
    label: step.label,
    state: step.state,
    at: step.at,
    stopped: step.stopped,
    details: (
      <>
        {carrier &&
          step.state !== 'upcoming' &&
          (step.status === 'shipped' || (step.status === 'packed' && !shippedReached)) && (
            <p className="mt-1 text-sm text-ink" data-testid="shipment">
              {carrier} · Tracking number{' '}
              <span className="font-semibold tracking-wide select-all">{trackingNumber}</span>
              {trackingUrl && (
                <>
                  {' · '}
                  <a
                    href={trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand underline"
                  >
                    Track parcel
                  </a>
                </>
              )}
            </p>
          )}
        {step.note && <p className="mt-1 text-sm text-muted">{step.note}</p>}
      </>
    ),
  }));
  return <Timeline steps={steps} label="Order status" className={className} />;
}
