import type { StaffTicket } from '@kesariya/shared';
import type { OrderNotifiers } from '../orders/notify-order';

/**
 * E-mails the ticket's writer the staff's answer. Sent after the reply committed; a provider
 * failure is logged and never fails the call. A guest's contact-form ticket is answered
 * the same way, to the address they gave.
 */
export async function sendTicketReply(
  notifiers: Pick<OrderNotifiers, 'mailer' | 'log'>,
  ticket: StaffTicket,
): Promise<void> {
  const reply = ticket.messages.at(-1)!;
  if (!ticket.email) return;
  try {
    await notifiers.mailer.send({
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
              'You can read the whole conversation and write back under Customer Support in your Kesariya account.',
            ]),
        '',
        'Kesariya customer support',
      ].join('\n'),
    });
  } catch (error) {
    notifiers.log.error(
      { err: error, ticketId: ticket.id },
      'ticket reply e-mail could not be sent',
    );
  }
}
