import { useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX, type OrderSummary } from '@kesariya/shared';
import { Button } from '@/components/button';
import { FieldProblem } from '@/components/field-problem';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { failureOf } from '@/store/api';
import { useListOrdersQuery } from '@/store/order-api';
import { useOpenTicketMutation } from '../api/support-api';
import {
  ticketProblems,
  type TicketField,
  type TicketFields,
  type TicketProblems,
} from '../lib/ticket-form';

const EMPTY: TicketFields = { subject: '', message: '', saleId: '' };

const controlClass =
  'mt-1.5 block w-full rounded-md border border-line bg-white px-3 text-[15px] text-ink aria-[invalid=true]:border-danger';

/** "KSR-2511-000123 · 14 Nov 2025 · Ink Blue Kurta and 1 more": an order as the choice names it. */
function orderOption(order: OrderSummary): string {
  const [first, ...rest] = order.items;
  const what = first ? `${first.name}${rest.length > 0 ? ` and ${rest.length} more` : ''}` : '';
  return [order.sale_id, formatDate(order.created_at), what].filter(Boolean).join(' · ');
}

/**
 * A new ticket: subject, message and, optionally, one of the shopper's recent orders. Messages
 * stand beside their fields and nothing typed is lost on a refusal; a sent ticket opens below.
 */
export function NewTicketForm({ onOpened }: { onOpened: (ticketId: number) => void }) {
  const [fields, setFields] = useState<TicketFields>(EMPTY);
  const [tried, setTried] = useState(false);
  // The server's refusal: the subject's or the message's by its field, else for the whole form.
  const [refusal, setRefusal] = useState<{ message: string; problems: TicketProblems } | null>(
    null,
  );
  const [sent, setSent] = useState<string | null>(null);
  const [open, opening] = useOpenTicketMutation();
  const orders = useListOrdersQuery({ page: 1 });
  const problems = { ...refusal?.problems, ...(tried ? ticketProblems(fields) : {}) };

  const set = (field: TicketField) => (value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setRefusal(null);
    setSent(null);
  };
  const described = (field: TicketField) =>
    problems[field] ? `ticket-${field}-problem` : undefined;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    const found = ticketProblems(fields);
    const first = (['subject', 'message'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`ticket-${first}`)?.focus();
      return;
    }
    try {
      const result = await open({
        subject: fields.subject.trim(),
        message: fields.message.trim(),
        saleId: fields.saleId,
      }).unwrap();
      setFields(EMPTY);
      setTried(false);
      setSent(result.message);
      onOpened(result.ticket.id);
    } catch (error) {
      const { message, fields: refused } = failureOf(error);
      const onFields: TicketProblems = {
        ...(refused.subject ? { subject: refused.subject } : {}),
        ...(refused.message ? { message: refused.message } : {}),
      };
      setRefusal({ message, problems: onFields });
      const first = (['subject', 'message'] as const).find((f) => onFields[f]);
      if (first) document.getElementById(`ticket-${first}`)?.focus();
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="new-ticket-heading"
      className="space-y-4 rounded-lg border border-line bg-white p-5 sm:p-6"
      data-testid="ticket-form"
    >
      <h2 id="new-ticket-heading" className="font-display text-xl font-semibold text-ink">
        Write to us
      </h2>
      {sent && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md bg-green-50 px-3 py-2 text-sm text-success"
          data-testid="ticket-sent"
        >
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {sent}
        </p>
      )}
      <div>
        <label htmlFor="ticket-subject" className="text-sm font-medium text-ink">
          Subject
        </label>
        <input
          id="ticket-subject"
          value={fields.subject}
          onChange={(e) => set('subject')(e.target.value)}
          aria-invalid={problems.subject ? true : undefined}
          aria-describedby={described('subject')}
          className={cn(controlClass, 'h-11')}
        />
        <FieldProblem id="ticket-subject-problem" message={problems.subject} />
      </div>
      <div>
        <label htmlFor="ticket-order" className="text-sm font-medium text-ink">
          About an order <span className="font-normal text-muted">(optional)</span>
        </label>
        <select
          id="ticket-order"
          value={fields.saleId}
          onChange={(e) => set('saleId')(e.target.value)}
          disabled={orders.isLoading}
          className={cn(controlClass, 'h-11')}
        >
          <option value="">
            {orders.isLoading ? 'Loading your orders…' : 'Not about an order'}
          </option>
          {(orders.data?.orders ?? []).map((order) => (
            <option key={order.sale_id} value={order.sale_id}>
              {orderOption(order)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="ticket-message" className="text-sm font-medium text-ink">
          Message
        </label>
        <textarea
          id="ticket-message"
          rows={5}
          value={fields.message}
          onChange={(e) => set('message')(e.target.value)}
          aria-invalid={problems.message ? true : undefined}
          aria-describedby={described('message')}
          className={cn(controlClass, 'py-2')}
        />
        <FieldProblem id="ticket-message-problem" message={problems.message} />
      </div>
      {refusal && Object.keys(refusal.problems).length === 0 && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-danger">
          {refusal.message}
        </p>
      )}
      <Button type="submit" disabled={opening.isLoading} className="w-full sm:w-auto">
        {opening.isLoading ? 'Sending…' : 'Send'}
      </Button>
      <p className="text-xs text-muted">
        Subject up to {TICKET_SUBJECT_MAX} characters, message up to {TICKET_MESSAGE_MAX}.
      </p>
    </form>
  );
}
