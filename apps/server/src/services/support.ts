import { supportTickets } from '../db/schema';
import type { ServiceContext } from './context';

export interface NewTicket {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  source: 'contact' | 'support';
}

/** Stores a message from the contact form or the support page for the team to answer. */
export async function createTicket(
  ctx: ServiceContext,
  ticket: NewTicket,
): Promise<{ id: number }> {
  const [row] = await ctx.db
    .insert(supportTickets)
    .values({ ...ticket, email: ticket.email.toLowerCase(), userId: ctx.userId ?? null })
    .returning({ id: supportTickets.id });
  return { id: row!.id };
}
