import type { FastifyRequest } from 'fastify';
import {
  ticketCreateBody,
  ticketParams,
  ticketReplyBody,
} from '@kesariya/shared/after-sale-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { loggedInOnly } from '../shopper';
import { requireUser } from '../../../plugins/session';
import { CONTACT_RECEIVED } from '../contact';
import { listOwnTickets } from '../../../services/support/ticket-queries';
import { openTicket, replyAsShopper } from '../../../services/support/tickets';

/**
 * New tickets are limited per shopper, after the login check: enough for a busy week of questions,
 * too few to flood the team's queue (docs/decisions/platform-and-security.md, Rate limits and
 * shared addresses (CGNAT)).
 */
const ticketCreationLimit = {
  max: 10,
  timeWindow: '1 hour',
  hook: 'preHandler' as const,
  keyGenerator: async (request: FastifyRequest) => `ticket|${(await requireUser(request)).id}`,
};

/** The shopper's support tickets: opening one, the list with its conversations, and replying. */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', loggedInOnly);

  app.get('/website/support/ticket', async (request) => {
    const user = await requireUser(request);
    const list = await listOwnTickets({ db: app.db }, user.id);
    return ok(list.length > 0 ? 'Your tickets' : 'No tickets yet', list);
  });

  app.post(
    '/website/support/ticket/create',
    { config: { rateLimit: ticketCreationLimit }, schema: { body: ticketCreateBody } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { subject, message, sale_id } = request.body;
      const ticket = unwrap(
        await openTicket({ db: app.db, userId: user.id }, { subject, message, saleId: sale_id }),
      );
      return reply.status(201).send(ok(CONTACT_RECEIVED, ticket));
    },
  );

  app.post(
    '/website/support/ticket/reply/:id',
    { schema: { params: ticketParams, body: ticketReplyBody } },
    async (request) => {
      const user = await requireUser(request);
      const ticket = unwrap(
        await replyAsShopper(
          { db: app.db, userId: user.id },
          request.params.id,
          request.body.message,
        ),
      );
      return ok('Your message is sent', ticket);
    },
  );
};

export default supportRoutes;
