import {
  ownerSetupAnswer,
  ownerSetupBody,
  staffMemberAnswer,
} from '@kesariya/shared/admin-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { ipLimitKey } from '../../lib/ip-limit-key';
import { staffMember } from '../../plugins/staff-session';
import { createFirstOwner, setupNeeded } from '../../services/staff/first-owner';

/**
 * The back office's first run: open to any API client, since nobody can be signed in before the
 * store has an owner; the setup code the server printed at start is the credential
 * (docs/decisions/back-office.md, Staff and the back office).
 */
const ownerSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/setup', { schema: { response: { 200: ownerSetupAnswer } } }, async () => {
    const needed = await setupNeeded({ db: app.db });
    return ok(needed ? 'The store has no owner yet' : 'The store has an owner', { needed });
  });

  app.post(
    '/admin/setup',
    {
      // Guessing a code is limited per address as guessing a staff password is: at 10 tries in
      // 15 minutes, 60 random bits stand for longer than any store waits for its owner.
      config: {
        rateLimit: {
          max: 10,
          timeWindow: 15 * 60_000,
          keyGenerator: (request) => `owner-setup|${ipLimitKey(request.ip)}`,
        },
      },
      schema: { body: ownerSetupBody, response: { 200: staffMemberAnswer } },
    },
    async (request, reply) => {
      const { setup_code: setupCode, name, email, password } = request.body;
      const owner = unwrap(
        await createFirstOwner(
          { db: app.db, passwords: app.passwords },
          { setupCode, name, email, password },
        ),
      );
      await app.staffSessions.start(request, reply, owner.id);
      return ok('Welcome to the back office', staffMember(owner));
    },
  );
};

export default ownerSetupRoutes;
