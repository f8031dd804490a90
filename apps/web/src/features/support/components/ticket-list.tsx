import { ChevronDown, MessagesSquare } from 'lucide-react';
import type { SupportTicket } from '@kesariya/shared';
import { LoadFailed, OrderListSkeleton } from '@/components/order-states';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { useScreenReady } from '@/store/use-screen-ready';
import { useListTicketsQuery } from '../api/support-api';
import { TicketConversation } from './ticket-conversation';
import { TicketStatusBadge } from './ticket-status-badge';

function TicketItem({
  ticket,
  expanded,
  onToggle,
}: {
  ticket: SupportTicket;
  expanded: boolean;
  onToggle: () => void;
}) {
  const count = ticket.messages.length;
  return (
    <li className="rounded-lg border border-line bg-white" data-testid="ticket">
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`ticket-${ticket.id}`}
          onClick={onToggle}
          className="flex w-full items-start gap-3 p-4 text-left font-sans"
        >
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-ink">{ticket.subject}</span>
            <span className="mt-1 block text-sm text-muted">
              {ticket.sale_id && <>Order {ticket.sale_id} · </>}
              Updated {formatDate(ticket.updated_at)} · {count}{' '}
              {count === 1 ? 'message' : 'messages'}
            </span>
          </span>
          <TicketStatusBadge status={ticket.status} />
          <ChevronDown
            className={cn(
              'mt-0.5 size-5 shrink-0 text-muted transition-transform',
              expanded && 'rotate-180',
            )}
            aria-hidden="true"
          />
        </button>
      </h3>
      {expanded && (
        <div id={`ticket-${ticket.id}`}>
          <TicketConversation ticket={ticket} />
        </div>
      )}
    </li>
  );
}

/** The shopper's tickets, newest first; one opens to show its conversation and a reply box. */
export function TicketList({
  openId,
  onToggle,
}: {
  openId: number | null;
  onToggle: (id: number) => void;
}) {
  const { data, isLoading, isError, refetch } = useListTicketsQuery();
  useScreenReady(!isLoading);
  let body;
  if (isLoading) body = <OrderListSkeleton label="Loading your tickets…" />;
  else if (isError || !data) body = <LoadFailed what="your tickets" onRetry={() => refetch()} />;
  else if (data.length === 0)
    body = (
      <div
        className="rounded-lg border border-dashed border-line bg-white px-5 py-10 text-center"
        data-testid="tickets-empty"
      >
        <MessagesSquare className="mx-auto size-9 text-brand" aria-hidden="true" />
        <p className="mt-3 font-semibold text-ink">No tickets yet</p>
        <p className="mx-auto mt-1 max-w-md text-sm text-muted">
          Your questions and our replies will show here.
        </p>
      </div>
    );
  else
    body = (
      <ul className="space-y-3">
        {data.map((ticket) => (
          <TicketItem
            key={ticket.id}
            ticket={ticket}
            expanded={ticket.id === openId}
            onToggle={() => onToggle(ticket.id)}
          />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="tickets-heading" className="mt-10">
      <h2 id="tickets-heading" className="mb-4 font-display text-xl font-semibold text-ink">
        Your tickets
      </h2>
      {body}
    </section>
  );
}
