import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { TICKET_MESSAGE_MAX } from '@kesariya/shared';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { StatusPill } from '@/components/status-pill';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/store/api';
import { useReplyToTicketMutation, useTicketQuery } from '../api/support-api';
import { TICKET_STATUS_LABELS, ticketTone } from '../lib/ticket-labels';

export default function TicketScreen() {
  const id = Number(useParams().id);
  const { data: ticket, error, isLoading, refetch } = useTicketQuery(id);
  const [reply, { isLoading: sending }] = useReplyToTicketMutation();
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState('');

  if (isLoading) return <LoadingState label="Loading the ticket…" />;
  if (error || !ticket) return <ErrorState error={error} onRetry={refetch} />;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setMessageError('Write a reply first');
    try {
      await reply({ id, message: message.trim() }).unwrap();
      setMessage('');
      setMessageError('');
      toast.success('Reply sent: the shopper is e-mailed');
    } catch (failure) {
      setMessageError(errorMessage(failure));
    }
  };

  return (
    <>
      <PageHeader
        title={ticket.subject}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusPill tone={ticketTone(ticket.status)}>
              {TICKET_STATUS_LABELS[ticket.status]}
            </StatusPill>
            {ticket.user_id ? (
              <Link
                to={paths.customer.getHref(ticket.user_id)}
                className="text-brand hover:underline"
              >
                {ticket.name}
              </Link>
            ) : (
              ticket.name
            )}
            · {ticket.email}
            {ticket.phone ? ` · ${ticket.phone}` : ''}
            {ticket.sale_id ? (
              <>
                {' · '}
                <Link
                  to={paths.order.getHref(ticket.sale_id)}
                  className="text-brand hover:underline"
                >
                  {ticket.sale_id}
                </Link>
              </>
            ) : null}
          </span>
        }
      />
      <ol className="flex max-w-3xl flex-col gap-3" aria-label="Conversation">
        {ticket.messages.map((m, index) => (
          <li
            key={index}
            className={`rounded-lg border p-3 text-sm ${m.author === 'staff' ? 'ml-6 border-brand/30 bg-brand-soft' : 'mr-6 border-line bg-white'}`}
          >
            <div className="mb-1 text-xs text-muted">
              {m.author === 'staff' ? 'The store' : ticket.name} · {formatDateTime(m.at)}
            </div>
            <p className="whitespace-pre-wrap text-ink">{m.body}</p>
          </li>
        ))}
      </ol>
      <form onSubmit={send} className="mt-4 flex max-w-3xl flex-col gap-2" noValidate>
        <label htmlFor="reply" className="text-sm font-medium text-ink">
          Reply
        </label>
        <textarea
          id="reply"
          rows={4}
          maxLength={TICKET_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? 'reply-error' : undefined}
          className="rounded-md border border-line bg-white px-3 py-2 text-sm"
        />
        {messageError ? (
          <p id="reply-error" role="alert" className="text-sm text-danger">
            {messageError}
          </p>
        ) : null}
        <div>
          <Button type="submit" busy={sending}>
            Send reply
          </Button>
        </div>
      </form>
    </>
  );
}
