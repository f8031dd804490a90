import type { StaffTicket } from '@kesariya/shared';
import { messagesOf, type ServiceContext } from '../context';

/**
 * Queues the e-mail that gives the ticket's writer the staff's answer, in the reply's
 * transaction. A guest's contact-form ticket is answered the same way, to the address they gave.
 */
export async function queueTicketReply(ctx: ServiceContext, ticket: StaffTicket): Promise<void> {
  const reply = ticket.messages.at(-1)!;
  if (!ticket.email) return;
  const messages = messagesOf(ctx);
  const store = await messages.store(ctx.db);
  await messages.queue(ctx.db, {
    channel: 'email',
    to: ticket.email,
    subject: `Re: ${ticket.subject} [ticket ${ticket.id}]`,
    text: [
      `Namaste ${ticket.name || 'there'},`,
      '',
      reply.body,
      '',
      ...(ticket.user_id === null
        ? [`To write back, use the contact form on our website and quote ticket ${ticket.id}.`]
        : [
            `You can read the whole conversation and write back under Customer Support in your ${store.storeName} account.`,
          ]),
      '',
      `${store.storeName} customer support`,
    ].join('\n'),
    about: `ticket ${ticket.id}`,
  });
}
