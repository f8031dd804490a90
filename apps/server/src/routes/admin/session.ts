import type { FastifyPluginAsync } from 'fastify';
import { adminLoginAnswer, adminLoginBody } from '@kesariya/shared/admin-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { ok } from '../../lib/envelope';
import { authenticateByPassword } from '../../services/auth/accounts';
import { passwordLoginLimit } from '../website/user/rate-limits';

/**
 * One answer for an unknown address, a wrong password, a disabled or a customer account
 * (docs/decisions.md, Passwords and login failures).
 */
const LOGIN_FAILED = 'Invalid email or password';

/** Admin sign-in: the shopper's session mechanism, granted only to accounts with the admin role. */
export const adminLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/login',
    // Guessing is limited per address and IP exactly like the shopper's e-mail login.
    {
      config: { rateLimit: passwordLoginLimit },
      schema: { body: adminLoginBody, response: { 200: adminLoginAnswer } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await authenticateByPassword({ db: app.db }, email, password);
      if (!user || user.status !== 'Y' || user.role !== 'admin')
        throw new AppError('unauthenticated', LOGIN_FAILED);
      // A new session token replaces whatever this browser held (no session fixation).
      await app.sessions.start(request, reply, user.id);
      return ok('Login successful', {
        id: user.id,
        email: user.email ?? '',
        name: `${user.firstName} ${user.lastName}`.trim(),
        role: user.role,
      });
    },
  );
};

/** Calls of a signed-in admin about the session itself. */
export const adminSessionRoutes: FastifyPluginAsync = async (app) => {
  app.post('/admin/logout', async (request, reply) => {
    await app.sessions.end(request, reply);
    return ok('Logged out successfully', null);
  });
};
