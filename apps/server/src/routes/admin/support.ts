import {
  adminTicketListQuery,
  ticketParams,
  ticketReplyBody,
} from '@kesariya/shared/after-sale-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { requireStaff } from '../../plugins/staff-session';
import { recordChange } from '../../services/audit/audit-log';
import { findStaffTicket, listTickets } from '../../services/support/ticket-queries';
import { replyAsStaff } from '../../services/support/tickets';

/** Staff calls of the support desk: the tickets, and answering one (the writer is e-mailed). */
const supportDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/support/ticket',
    { schema: { querystring: adminTicketListQuery } },
    async (request) => {
      const { items, pagination } = await listTickets({ db: app.db }, request.query);
      return ok(items.length > 0 ? 'Tickets' : 'No tickets', items, { pagination });
    },
  );

  app.get('/admin/support/ticket/:id', { schema: { params: ticketParams } }, async (request) => {
    const ticket = await findStaffTicket({ db: app.db }, request.params.id);
    if (!ticket) throw new AppError('not_found', 'Ticket not found');
    return ok('Ticket', ticket);
  });

  app.post(
    '/admin/support/ticket/reply/:id',
    { schema: { params: ticketParams, body: ticketReplyBody } },
    async (request) => {
      const staff = await requireStaff(request);
      const ticket = unwrap(
        await replyAsStaff({ db: app.db, messages: app.messages }, request.params.id, {
          staffUserId: staff.id,
          body: request.body.message,
        }),
      );
      await recordChange({ db: app.db }, staff, {
        action: 'ticket.reply',
        targetType: 'ticket',
        targetId: ticket.id,
        before: null,
        after: { status: ticket.status, message: request.body.message },
      });
      return ok('Reply sent', ticket);
    },
  );
};

export default supportDeskRoutes;
