import { and, eq } from 'drizzle-orm';
import type { StaffTicket, SupportTicket } from '@kesariya/shared';
import { supportMessages, supportTickets, users } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import type { ServiceContext } from '../context';
import { findOwnOrder } from '../orders/order-queries';
import { findOwnTicket, findStaffTicket } from './ticket-queries';
import { queueTicketReply } from './notify-ticket';

export interface NewTicket {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  source: 'contact' | 'support';
}

const ticketNotFound = () => refuse('not_found', 'Ticket not found');

/**
 * Stores a message from the contact form or the support page for the team to answer. A logged-in
 * writer (`ctx.userId`) owns the ticket, so it is listed under their support tickets.
 */
export async function createTicket(
  ctx: ServiceContext,
  ticket: NewTicket & { orderId?: number | null },
): Promise<{ id: number }> {
  const [row] = await ctx.db
    .insert(supportTickets)
    .values({ ...ticket, email: ticket.email.toLowerCase(), userId: ctx.userId ?? null })
    .returning({ id: supportTickets.id });
  return { id: row!.id };
}

/**
 * A ticket opened from the support page, signed with the shopper's account. It may name one of
 * their orders; anyone else's order answers 404, like a missing one.
 */
export async function openTicket(
  ctx: ServiceContext & { userId: number },
  input: { subject: string; message: string; saleId: string },
): Promise<SupportTicket | Refusal> {
  let orderId: number | null = null;
  if (input.saleId) {
    const order = await findOwnOrder(ctx, ctx.userId, input.saleId);
    if (!order) return refuse('not_found', 'Order not found', 'sale_id');
    orderId = order.id;
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.userId)).limit(1);
  const { id } = await createTicket(ctx, {
    name: `${user!.firstName} ${user!.lastName}`.trim(),
    email: user!.email ?? '',
    phone: user!.phone,
    subject: input.subject,
    message: input.message,
    source: 'support',
    orderId,
  });
  return (await findOwnTicket(ctx, id, ctx.userId))!;
}

/** Adds a message to a ticket and sets its status; false when there is no such ticket for this writer. */
async function addMessage(
  ctx: ServiceContext,
  ticketId: number,
  message: {
    author: 'shopper' | 'staff';
    body: string;
    staffUserId: number | null;
    status: 'open' | 'answered';
  },
  ownerId?: number,
): Promise<boolean> {
  return ctx.db.transaction(async (db) => {
    const [ticket] = await db
      .update(supportTickets)
      .set({ status: message.status, updatedAt: new Date() })
      .where(
        and(
          eq(supportTickets.id, ticketId),
          ownerId === undefined ? undefined : eq(supportTickets.userId, ownerId),
        ),
      )
      .returning({ id: supportTickets.id });
    if (!ticket) return false;
    await db.insert(supportMessages).values({
      ticketId,
      author: message.author,
      staffUserId: message.staffUserId,
      body: message.body,
    });
    return true;
  });
}

/** The shopper writes again on their own ticket; an answered one is open again for the team. */
export async function replyAsShopper(
  ctx: ServiceContext & { userId: number },
  ticketId: number,
  body: string,
): Promise<SupportTicket | Refusal> {
  const added = await addMessage(
    ctx,
    ticketId,
    { author: 'shopper', body, staffUserId: null, status: 'open' },
    ctx.userId,
  );
  if (!added) return ticketNotFound();
  return (await findOwnTicket(ctx, ticketId, ctx.userId))!;
}

/** A staff member answers a ticket; the writer's e-mail is queued with the answer. */
export async function replyAsStaff(
  ctx: ServiceContext,
  ticketId: number,
  reply: { staffUserId: number; body: string },
): Promise<StaffTicket | Refusal> {
  const ticket = await ctx.db.transaction(async (db) => {
    const tx: ServiceContext = { db, messages: ctx.messages };
    const added = await addMessage(tx, ticketId, {
      author: 'staff',
      body: reply.body,
      staffUserId: reply.staffUserId,
      status: 'answered',
    });
    if (!added) return null;
    const answered = (await findStaffTicket(tx, ticketId))!;
    await queueTicketReply(tx, answered);
    return answered;
  });
  return ticket ?? ticketNotFound();
}
