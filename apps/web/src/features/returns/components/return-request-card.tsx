import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import type { ReturnPickup, ReturnRequest } from '@kesariya/shared';
import { RefundNote } from '@/components/refund-note';
import { Timeline, type TimelineStepView } from '@/components/timeline';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { RETURN_STATUS_LABELS, returnSteps, type ReturnStep } from '../lib/return-status';
import { ItemLine } from '@/components/item-line';
import { OrderNumber } from './order-number';
import { ReturnStatusBadge } from './return-status-badge';

/**
 * The courier collecting the items and its AWB, with a link to the courier's tracking page: on the
 * approved step while the pickup is awaited, on the picked-up step once it happened (as an order's
 * parcel shows on its packed, then shipped step).
 */
function PickupLine({ pickup }: { pickup: ReturnPickup }) {
  return (
    <p className="mt-1 text-sm text-ink" data-testid="pickup">
      {pickup.courier} · AWB{' '}
      <span className="font-semibold tracking-wide select-all">{pickup.awb}</span>
      {pickup.tracking_url && (
        <>
          {' · '}
          <a
            href={pickup.tracking_url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand underline"
          >
            Track pickup
          </a>
        </>
      )}
    </p>
  );
}

/** What a step says beyond its label: why it was refused, where the money went, the new order. */
function StepDetails({ step, request }: { step: ReturnStep; request: ReturnRequest }) {
  if (step.state === 'upcoming') return null;
  const pickupStep = request.status === 'approved' ? 'approved' : 'picked_up';
  const pickup =
    request.pickup && step.status === pickupStep ? <PickupLine pickup={request.pickup} /> : null;
  const lines: ReactNode[] = [];
  if (step.status === 'rejected' && step.note) lines.push(<>Reason: {step.note}</>);
  else if (step.note) lines.push(<>{step.note}</>);
  if (step.status === 'refunded' && request.refund) lines.push(<RefundNote {...request.refund} />);
  if (step.status === 'replacement_shipped' && request.replacement_sale_id)
    lines.push(
      <>
        On its way as order{' '}
        <Link
          to={paths.order.getHref(request.replacement_sale_id)}
          className="font-semibold text-brand hover:underline"
        >
          {request.replacement_sale_id}
        </Link>
      </>,
    );
  return (
    <>
      {pickup}
      {lines.map((line, i) => (
        <p
          key={i}
          className={cn('mt-1 text-sm', step.status === 'rejected' ? 'text-danger' : 'text-ink')}
          data-testid={`step-detail-${step.status}`}
        >
          {line}
        </p>
      ))}
    </>
  );
}

function timelineOf(request: ReturnRequest): TimelineStepView[] {
  return returnSteps(request).map((step) => ({
    key: step.status,
    label: RETURN_STATUS_LABELS[step.status],
    state: step.state,
    at: step.at,
    stopped: step.status === 'rejected',
    details: <StepDetails step={step} request={request} />,
  }));
}

/** One request as a receipt: the order, its items, the reason, where from, and its dated steps. */
export function ReturnRequestCard({
  request,
  highlighted,
}: {
  request: ReturnRequest;
  /** The request just sent: marked so the shopper finds it. */
  highlighted: boolean;
}) {
  const a = request.pickup_address;
  return (
    <li
      className={cn(
        'rounded-lg border bg-white',
        highlighted ? 'border-brand ring-1 ring-brand' : 'border-line',
      )}
      data-testid="return-request"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line bg-ivory-deep/60 p-4">
        <OrderNumber saleId={request.sale_id}>
          Asked on {formatDate(request.created_at)}
        </OrderNumber>
        <ReturnStatusBadge status={request.status} />
      </div>
      <div className="grid gap-6 p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-4">
          <ul className="space-y-3">
            {request.items.map((item) => (
              <li key={item.order_item_id}>
                <ItemLine item={item}>
                  {request.replacement_size && (
                    <p className="mt-0.5 text-sm font-medium text-brand">
                      New size {request.replacement_size}
                    </p>
                  )}
                </ItemLine>
              </li>
            ))}
          </ul>
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="inline font-semibold text-ink">Reason: </dt>
              <dd className="inline text-ink">{request.reason}</dd>
              {request.comment && <dd className="mt-0.5 text-muted">“{request.comment}”</dd>}
            </div>
            {request.has_photo && (
              <div>
                <dt className="inline font-semibold text-ink">Photo: </dt>
                <dd className="inline text-muted">sent with the request</dd>
              </div>
            )}
            <div>
              <dt className="inline font-semibold text-ink">Pickup from: </dt>
              <dd className="inline text-muted">
                {a.name}, {a.address_line}, {a.city} {a.pincode}
              </dd>
            </div>
          </dl>
        </div>
        <Timeline
          steps={timelineOf(request)}
          label={`Status of the request for order ${request.sale_id}`}
        />
      </div>
    </li>
  );
}
