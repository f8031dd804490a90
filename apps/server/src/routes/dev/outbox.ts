import { outboxQuery } from '@kesariya/shared/admin-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { listOutbox } from '../../notify/outbox';

/** A 10-digit phone is looked up as +91…; e-mail addresses whatever their case. */
function normaliseRecipient(to: string | undefined): string | undefined {
  if (!to) return undefined;
  if (/^[0-9]{10}$/.test(to)) return `+91${to}`;
  return to.includes('@') ? to.toLowerCase() : to;
}

/**
 * GET /api/dev/outbox: the development outbox (docs/decisions/auth-and-sessions.md, OTP rules).
 * Registered only outside production, so there it does not exist at all (404), and codes can never
 * be read back from a live store.
 */
const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/outbox', { schema: { querystring: outboxQuery } }, async (request) => {
    const { to } = request.query;
    return ok('Outbox messages', await listOutbox(app.db, normaliseRecipient(to)));
  });
};

export default devOutboxRoutes;
