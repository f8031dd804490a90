import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Pagination, StaffTicket, SupportTicket, TicketStatus } from '@kesariya/shared';
import { orders, supportMessages, supportTickets } from '../../db/schema';
import { paginationOf } from '../../lib/pagination';
import type { ServiceContext } from '../context';
import { toStaffTicket, toSupportTicket, type TicketRow } from './ticket-mapper';

interface Page {
  page: number;
  limit: number;
}

/** Tickets with the sale id they are about and their replies, newest first, mapped by `map`. */
async function hydrate<T>(
  ctx: ServiceContext,
  where: SQL | undefined,
  map: (
    row: TicketRow,
    saleId: string | null,
    replies: (typeof supportMessages.$inferSelect)[],
  ) => T,
  page?: Page,
): Promise<T[]> {
  let query = ctx.db
    .select({ ticket: supportTickets, saleId: orders.saleId })
    .from(supportTickets)
    .leftJoin(orders, eq(orders.id, supportTickets.orderId))
    .where(where)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .$dynamic();
  if (page) query = query.limit(page.limit).offset((page.page - 1) * page.limit);
  const rows = await query;
  const ids = rows.map((row) => row.ticket.id);
  const replies =
    ids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(supportMessages)
          .where(inArray(supportMessages.ticketId, ids))
          .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return rows.map(({ ticket, saleId }) =>
    map(
      ticket,
      saleId,
      replies.filter((reply) => reply.ticketId === ticket.id),
    ),
  );
}

/** The shopper's tickets (from the support page and the contact form), newest first. */
export function listOwnTickets(ctx: ServiceContext, userId: number): Promise<SupportTicket[]> {
  return hydrate(ctx, eq(supportTickets.userId, userId), toSupportTicket);
}

/** One of the shopper's tickets; anyone else's answers null, like a missing one. */
export async function findOwnTicket(
  ctx: ServiceContext,
  id: number,
  userId: number,
): Promise<SupportTicket | null> {
  const [ticket] = await hydrate(
    ctx,
    and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)),
    toSupportTicket,
  );
  return ticket ?? null;
}

export async function findStaffTicket(
  ctx: ServiceContext,
  id: number,
): Promise<StaffTicket | null> {
  const [ticket] = await hydrate(ctx, eq(supportTickets.id, id), toStaffTicket);
  return ticket ?? null;
}

/** The back office's list, newest first, of one status or all. */
export async function listTickets(
  ctx: ServiceContext,
  filter: { status?: TicketStatus } & Page,
): Promise<{ items: StaffTicket[]; pagination: Pagination }> {
  const where = filter.status ? eq(supportTickets.status, filter.status) : undefined;
  const [total] = await ctx.db.select({ n: count() }).from(supportTickets).where(where);
  const n = Number(total?.n ?? 0);
  return {
    items: await hydrate(ctx, where, toStaffTicket, filter),
    pagination: paginationOf(filter, n),
  };
}
