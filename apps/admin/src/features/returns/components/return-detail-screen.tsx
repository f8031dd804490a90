import { Link, useParams } from 'react-router';
import type { StaffReturnRequest } from '@kesariya/shared';
import { CustomerContact } from '@/components/customer-contact';
import { DetailSection } from '@/components/detail-section';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { PostalAddress } from '@/components/postal-address';
import { RefundLine } from '@/components/refund-line';
import { StatusPill } from '@/components/status-pill';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useReturnRequestQuery } from '../api/returns-api';
import { RETURN_STATUS_LABELS, returnTone } from '../lib/return-labels';
import { ReturnActions } from './return-actions';
import { ReturnPhoto } from './return-photo';

/** The courier's pickup, as an order shows its parcel: courier · AWB, its tracking page and when. */
function PickupBooking({ request }: { request: StaffReturnRequest }) {
  const { pickup, pickup_booking: booking } = request;
  if (!pickup)
    return (
      <p className={cn('text-sm', booking?.status === 'failed' ? 'text-danger' : 'text-muted')}>
        {booking?.message}
      </p>
    );
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="text-ink">
        {pickup.courier} · <span className="select-all">{pickup.awb}</span>
      </p>
      {pickup.pickup_date ? (
        <p className="text-muted">Collects {formatDateTime(pickup.pickup_date)}</p>
      ) : null}
      {pickup.tracking_url ? (
        <a
          href={pickup.tracking_url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand hover:underline"
        >
          Track pickup
        </a>
      ) : null}
    </div>
  );
}

export default function ReturnDetailScreen() {
  const id = Number(useParams().id);
  const { data: request, error, isLoading, refetch } = useReturnRequestQuery(id);
  if (isLoading) return <LoadingState label="Loading the request…" />;
  if (error || !request) return <ErrorState error={error} onRetry={refetch} />;
  return (
    <>
      <PageHeader
        title={`${request.type === 'return' ? 'Return' : 'Replacement'} #${request.id}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusPill tone={returnTone(request.status)}>
              {RETURN_STATUS_LABELS[request.status]}
            </StatusPill>
            Order{' '}
            <Link to={paths.order.getHref(request.sale_id)} className="text-brand hover:underline">
              {request.sale_id}
            </Link>{' '}
            · asked {formatDateTime(request.created_at)}
          </span>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-4">
          <DetailSection title="Next step">
            <ReturnActions request={request} />
          </DetailSection>
          <DetailSection title="Items">
            <ul className="divide-y divide-line text-sm">
              {request.items.map((item) => (
                <li key={item.order_item_id} className="py-2">
                  <span className="font-medium text-ink">{item.name}</span> · size {item.size} · qty{' '}
                  {item.qty}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-sm">
              <span className="text-muted">Reason:</span> {request.reason}
              {request.replacement_size ? ` · wants size ${request.replacement_size}` : ''}
            </p>
            {request.comment ? <p className="mt-1 text-sm text-ink">“{request.comment}”</p> : null}
          </DetailSection>
          <DetailSection title="Photo">
            {request.has_photo ? (
              <ReturnPhoto id={request.id} />
            ) : (
              <p className="text-sm text-muted">No photo sent.</p>
            )}
          </DetailSection>
          <DetailSection title="History">
            <ol className="flex flex-col gap-2 text-sm">
              {request.history.map((entry, index) => (
                <li key={`${entry.status}-${index}`}>
                  <span className="font-medium text-ink">{RETURN_STATUS_LABELS[entry.status]}</span>{' '}
                  · <span className="text-muted">{formatDateTime(entry.at)}</span>
                  {entry.note ? <div className="text-ink">{entry.note}</div> : null}
                </li>
              ))}
            </ol>
          </DetailSection>
        </div>
        <div className="flex flex-col gap-4">
          <DetailSection title="Customer">
            <CustomerContact customer={request.customer} />
          </DetailSection>
          <DetailSection title="Pickup address">
            <PostalAddress address={request.pickup_address} />
          </DetailSection>
          {request.pickup_booking ? (
            <DetailSection title="Courier pickup">
              <PickupBooking request={request} />
            </DetailSection>
          ) : null}
          {request.refund ? (
            <DetailSection title="Refund">
              <p className="text-sm">
                <RefundLine refund={request.refund} />
              </p>
            </DetailSection>
          ) : null}
          {request.replacement_sale_id ? (
            <DetailSection title="Replacement">
              <Link
                to={paths.order.getHref(request.replacement_sale_id)}
                className="text-sm text-brand hover:underline"
              >
                {request.replacement_sale_id}
              </Link>
            </DetailSection>
          ) : null}
        </div>
      </div>
    </>
  );
}
