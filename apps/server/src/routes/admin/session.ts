import {
  acceptInvitationBody,
  adminLoginAnswer,
  adminLoginBody,
  staffMemberAnswer,
} from '@kesariya/shared/admin-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { isStaffRole, requireStaff, staffMember } from '../../plugins/staff-session';
import { authenticateByPassword } from '../../services/auth/accounts';
import { acceptInvitation } from '../../services/staff/staff-accounts';
import { secondStepOf } from '../../services/staff/two-factor';
import { ipLimits, passwordLoginLimit, passwordSprayGuard } from '../website/user/rate-limits';

/**
 * One answer for an unknown address, a wrong password, a removed or a shopper's account
 * (docs/decisions/auth-and-sessions.md, Passwords and login failures).
 */
const LOGIN_FAILED = 'Invalid email or password';

/**
 * Signing in to the back office: a staff session of its own, granted only to owner and staff
 * accounts by password (docs/decisions/back-office.md, Staff and the back office).
 */
export const adminLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/login',
    {
      // Guessing is limited per address and IP, per account from anywhere, and per IP across
      // accounts (password spraying), exactly like the shopper's e-mail login.
      config: { rateLimit: passwordLoginLimit },
      preHandler: passwordSprayGuard(app, app.config.authIpLimitFactor),
      schema: { body: adminLoginBody, response: { 200: adminLoginAnswer } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await authenticateByPassword(
        { db: app.db, passwords: app.passwords },
        email,
        password,
      );
      if (!user || user.status !== 'Y' || !isStaffRole(user.role))
        throw new AppError('unauthenticated', LOGIN_FAILED);
      // With two-factor sign-in (or the owner's rule that asks for it) the password only opens
      // the second step: no session until it is done (docs/decisions/back-office.md, Two-factor
      // sign-in).
      const step = await secondStepOf({ db: app.db }, user.id);
      if (step) {
        await app.staffSessions.startSignIn(request, reply, user.id, step);
        return ok(
          step === 'code'
            ? 'Enter the code from your authenticator app'
            : 'The store owner requires two-factor sign-in. Set it up to continue.',
          { second_step: step },
        );
      }
      // A new token replaces whatever staff session this browser held (no session fixation).
      await app.staffSessions.start(request, reply, user.id);
      return ok('Login successful', staffMember(user));
    },
  );

  app.post(
    '/admin/staff/accept-invitation',
    {
      config: { rateLimit: ipLimits(app.config.authIpLimitFactor).passwordChange },
      schema: { body: acceptInvitationBody, response: { 200: adminLoginAnswer } },
    },
    async (request, reply) => {
      const user = unwrap(
        await acceptInvitation({ db: app.db, passwords: app.passwords }, request.body),
      );
      // When the owner requires two-factor sign-in, a new member sets it up before anything else.
      if ((await secondStepOf({ db: app.db }, user.id)) === 'enrol') {
        await app.staffSessions.startSignIn(request, reply, user.id, 'enrol');
        return ok('The store owner requires two-factor sign-in. Set it up to continue.', {
          second_step: 'enrol' as const,
        });
      }
      await app.staffSessions.start(request, reply, user.id);
      return ok('Welcome to the back office', staffMember(user));
    },
  );
};

/** Calls of a signed-in member of staff about the session itself. */
export const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/me', { schema: { response: { 200: staffMemberAnswer } } }, async (request) =>
    ok('Signed in', await requireStaff(request)),
  );

  app.post('/admin/logout', async (request, reply) => {
    await app.staffSessions.end(request, reply);
    return ok('Logged out successfully', null);
  });
};
