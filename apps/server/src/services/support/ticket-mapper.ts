import type { StaffTicket, SupportTicket } from '@kesariya/shared';
import type { supportMessages, supportTickets } from '../../db/schema';

export type TicketRow = typeof supportTickets.$inferSelect;
type MessageRow = typeof supportMessages.$inferSelect;

/** Reshape at the boundary (docs/architecture.md): the ticket as its writer sees it. */
export function toSupportTicket(
  row: TicketRow,
  saleId: string | null,
  replies: readonly MessageRow[],
): SupportTicket {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    source: row.source,
    sale_id: saleId,
    // The message that opened the ticket is the conversation's first; which staff member answered
    // stays inside.
    messages: [
      { author: 'shopper', body: row.message, at: row.createdAt.toISOString() },
      ...replies.map((reply) => ({
        author: reply.author,
        body: reply.body,
        at: reply.createdAt.toISOString(),
      })),
    ],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The back office's view: the same ticket with who wrote it. */
export function toStaffTicket(
  row: TicketRow,
  saleId: string | null,
  replies: readonly MessageRow[],
): StaffTicket {
  return {
    ...toSupportTicket(row, saleId, replies),
    name: row.name,
    email: row.email,
    phone: row.phone,
    user_id: row.userId,
  };
}
