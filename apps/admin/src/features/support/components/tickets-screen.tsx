import { Link } from 'react-router';
import { TICKET_STATUSES, type StaffTicket } from '@kesariya/shared';
import { LifeBuoy } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { FilterSelect, labelledOptions } from '@/components/filter-select';
import { CardList, ListResult } from '@/components/list-result';
import { PageHeader } from '@/components/page-header';
import { StatusPill } from '@/components/status-pill';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useListParams } from '@/lib/use-list-params';
import { useTicketsQuery } from '../api/support-api';
import { TICKET_STATUS_LABELS, ticketTone } from '../lib/ticket-labels';

/** One ticket: its subject and status first, then who asked and when it last moved. */
function TicketRow({ ticket }: { ticket: StaffTicket }) {
  return (
    <li>
      <Link
        to={paths.ticket.getHref(ticket.id)}
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
          {ticket.sale_id ? ` · ${ticket.sale_id}` : ''} · {formatDateTime(ticket.updated_at)}
        </div>
      </Link>
    </li>
  );
}

export default function TicketsScreen() {
  const params = useListParams();
  const status = params.get('status');
  const query = useTicketsQuery({ status, page: params.page });
  return (
    <>
      <PageHeader
        title="Support"
        description="Shoppers' questions, newest first. A reply is e-mailed to them."
      />
      <div className="mb-4 max-w-xs">
        <FilterSelect
          params={params}
          name="status"
          label="Status"
          anyLabel="Any status"
          options={labelledOptions(TICKET_STATUSES, TICKET_STATUS_LABELS)}
        />
      </div>
      <ListResult
        query={query}
        loadingLabel="Loading tickets…"
        empty={
          <EmptyState icon={LifeBuoy} title="No tickets">
            {status
              ? 'Clear the filter to see more.'
              : 'Questions from the support page and the contact form appear here.'}
          </EmptyState>
        }
      >
        {(tickets, pagination) => (
          <CardList
            label="Tickets"
            loading={query.isFetching}
            pagination={pagination}
            onPageChange={params.setPage}
          >
            {tickets.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} />
            ))}
          </CardList>
        )}
      </ListResult>
    </>
  );
}
