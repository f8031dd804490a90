import { useState } from 'react';
import { NewTicketForm } from './new-ticket-form';
import { TicketList } from './ticket-list';

/**
 * /customer-support for a logged-in shopper: a new ticket, optionally about one of their orders,
 * and their tickets with the conversations; a ticket just sent opens in the list.
 */
export function SupportDesk() {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <div>
      <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">Customer Support</h1>
      <p className="mt-3 max-w-2xl text-[15px] leading-7 text-muted">
        A question about an order, a size or a fabric? Write to us: we reply within one working day,
        by e-mail and here.
      </p>
      <div className="mt-8">
        <NewTicketForm onOpened={setOpenId} />
      </div>
      <TicketList
        openId={openId}
        onToggle={(id) => setOpenId((open) => (open === id ? null : id))}
      />
    </div>
  );
}
