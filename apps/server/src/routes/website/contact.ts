import { contactBody } from '@kesariya/shared/support-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/session';
import { createTicket } from '../../services/support/tickets';

export const CONTACT_RECEIVED =
  'Thank you for writing to us. We will reply within one working day.';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/website/contact/create',
    { config: { rateLimit: { max: 10, timeWindow: '1 hour' } }, schema: { body: contactBody } },
    async (request) => {
      // A logged-in writer owns the ticket: it is listed, with its answers, under their support.
      const user = await currentUser(request);
      const ticket = await createTicket(
        { db: app.db, userId: user?.id ?? null },
        { ...request.body, source: 'contact' },
      );
      return ok(CONTACT_RECEIVED, { ticket_id: ticket.id });
    },
  );
};

export default contactRoutes;
