import { useState } from 'react';
import type { SupportTicket } from '@kesariya/shared';
import { Button } from '@/components/button';
import { FieldProblem } from '@/components/field-problem';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { errorMessage } from '@/store/api';
import { useStoreSettings } from '@/store/site-api';
import { useReplyToTicketMutation } from '../api/support-api';
import { messageProblem } from '../lib/ticket-form';

/** The shopper's reply; it opens an answered or closed ticket again for the team. */
function ReplyForm({ ticket }: { ticket: SupportTicket }) {
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reply, replying] = useReplyToTicketMutation();
  const fieldId = `reply-${ticket.id}`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = messageProblem(message);
    setProblem(found);
    if (found) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    try {
      await reply({ id: ticket.id, message: message.trim() }).unwrap();
      setMessage('');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4" aria-label={`Reply to ${ticket.subject}`}>
      <label htmlFor={fieldId} className="text-sm font-medium text-ink">
        Your reply
      </label>
      {ticket.status === 'closed' && (
        <p className="mt-0.5 text-xs text-muted">This ticket is closed; writing again opens it.</p>
      )}
      <textarea
        id={fieldId}
        rows={3}
        value={message}
        onChange={(e) => {
          setMessage(e.target.value);
          setProblem(null);
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${fieldId}-problem` : undefined}
        className="mt-1.5 block w-full rounded-md border border-line bg-white px-3 py-2 text-[15px] text-ink aria-[invalid=true]:border-danger"
      />
      <FieldProblem id={`${fieldId}-problem`} message={problem ?? undefined} />
      <Button type="submit" variant="outline" className="mt-3" disabled={replying.isLoading}>
        {replying.isLoading ? 'Sending…' : 'Send reply'}
      </Button>
    </form>
  );
}

/** The ticket's messages, oldest first, the shopper's on one side and the team's on the other. */
export function TicketConversation({ ticket }: { ticket: SupportTicket }) {
  const { store_name } = useStoreSettings();
  return (
    <div className="border-t border-line p-4">
      <ol className="space-y-3" aria-label="Conversation">
        {ticket.messages.map((message, i) => {
          const mine = message.author === 'shopper';
          return (
            <li
              key={i}
              className={cn('flex', mine ? 'justify-end' : 'justify-start')}
              data-testid={`message-${message.author}`}
            >
              <div
                className={cn(
                  'max-w-[85%] rounded-lg px-4 py-3 text-[15px] leading-6',
                  mine ? 'bg-brand-soft text-ink' : 'border border-line bg-ivory text-ink',
                )}
              >
                <p className="text-xs font-semibold text-muted">
                  {mine ? 'You' : `${store_name} support`} ·{' '}
                  <time dateTime={message.at}>{formatDateTime(message.at)}</time>
                </p>
                <p className="mt-1 whitespace-pre-line">{message.body}</p>
              </div>
            </li>
          );
        })}
      </ol>
      <ReplyForm ticket={ticket} />
    </div>
  );
}
