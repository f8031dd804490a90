import { Link } from 'react-router';
import { TICKET_STATUSES } from '@kesariya/shared';
import { LifeBuoy } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { ErrorState, LoadingState } from '@/components/query-state';
import { Select } from '@/components/select';
import { StatusPill } from '@/components/status-pill';
import { formatDateTime } from '@/lib/format-date';
import { useListParams } from '@/lib/use-list-params';
import { useTicketsQuery } from '../api/support-api';
import { TICKET_STATUS_LABELS, ticketTone } from '../lib/ticket-labels';

export default function TicketsScreen() {
  const params = useListParams();
  const status = params.get('status');
  const { data, error, isLoading, isFetching, refetch } = useTicketsQuery({
    status,
    page: params.page,
  });
  return (
    <>
      <PageHeader
        title="Support"
        description="Shoppers' questions, newest first. A reply is e-mailed to them."
      />
      <div className="mb-4 max-w-xs">
        <Select
          label="Status"
          value={status}
          onChange={(event) => params.setFilter('status', event.target.value)}
          options={[
            { value: '', label: 'Any status' },
            ...TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] })),
          ]}
        />
      </div>
      {isLoading ? (
        <LoadingState label="Loading tickets…" />
      ) : error ? (
        <ErrorState error={error} onRetry={refetch} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState icon={LifeBuoy} title="No tickets">
          {status
            ? 'Clear the filter to see more.'
            : 'Questions from the support page and the contact form appear here.'}
        </EmptyState>
      ) : (
        <>
          <ul
            className={`flex flex-col gap-2 ${isFetching ? 'opacity-60' : ''}`}
            aria-label="Tickets"
          >
            {data.items.map((ticket) => (
              <li key={ticket.id}>
                <Link
                  to={`/support/${ticket.id}`}
                  className="block rounded-lg border border-line bg-white p-3 hover:bg-ivory focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-ink">{ticket.subject}</span>
                    <StatusPill tone={ticketTone(ticket.status)}>
                      {TICKET_STATUS_LABELS[ticket.status]}
                    </StatusPill>
                  </div>
                  <div className="mt-1 truncate text-sm text-muted">
                    {ticket.name} · {ticket.email}
                    {ticket.sale_id ? ` · ${ticket.sale_id}` : ''} ·{' '}
                    {formatDateTime(ticket.updated_at)}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          {data.pagination ? (
            <Pagination pagination={data.pagination} onPageChange={params.setPage} />
          ) : null}
        </>
      )}
    </>
  );
}
