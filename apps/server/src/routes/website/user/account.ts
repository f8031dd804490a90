import {
  changePasswordBody,
  createUserBody,
  resetPasswordBody,
} from '@kesariya/shared/auth-schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config';
import { AppError, unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { verifyPassword } from '../../../lib/password';
import { toUserRecord } from '../../../mappers/user';
import { requireUser } from '../../../plugins/session';
import { findUserByEmail, registerUser, setPassword } from '../../../services/auth/accounts';
import { mergeGuestCart } from '../../../services/auth/merge-guest-cart';
import {
  clearEmailVerification,
  destroyOtherSessions,
  hasVerifiedEmail,
  hasVerifiedPhone,
} from '../../../services/auth/sessions';
import { parseBody } from './parse-body';
import { ipLimits } from './rate-limits';

/** Sign-up, password reset after an e-mail OTP, and password change for a logged-in user. */
const accountRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const { signup: signupLimit, passwordChange: passwordChangeLimit } = ipLimits(
    config.authIpLimitFactor,
  );
  app.post(
    '/website/user/create',
    { config: { rateLimit: signupLimit } },
    async (request, reply) => {
      const body = parseBody(createUserBody, request.body);
      const { session } = await request.getAuth();
      const phoneProven = body.phone !== '' && hasVerifiedPhone(session, body.phone);
      const emailProven = hasVerifiedEmail(session, body.email);
      // Sign-up succeeds only after the server itself verified the phone or the e-mail
      // (docs/decisions.md, OTP rules). A phone is only ever stored once proven, so nobody can claim someone else's number.
      if (body.phone && !phoneProven)
        throw new AppError('forbidden', 'Please verify your mobile number with the OTP first.');
      if (!phoneProven && !emailProven) {
        throw new AppError(
          'forbidden',
          'Please verify your mobile number or e-mail address with an OTP first.',
        );
      }
      const [firstName = '', ...rest] = `${body.first_name} ${body.last_name}`.trim().split(/\s+/);
      const { user } = unwrap(
        await registerUser(
          { db: app.db },
          {
            firstName: body.last_name ? body.first_name : firstName,
            lastName: body.last_name ? body.last_name : rest.join(' '),
            phone: body.phone || null,
            email: body.email.toLowerCase(),
            password: body.password || null,
            referredBy: body.referred_by || null,
            phoneVerified: phoneProven,
            emailVerified: emailProven,
          },
          config.signupRewardPaise,
        ),
      );
      await app.sessions.start(request, reply, user.id);
      await mergeGuestCart({ db: app.db }, { sessionId: body.session_id, userId: user.id });
      reply.status(201);
      return { ...ok('Registration successful', toUserRecord(user)), is_registered: true };
    },
  );

  app.post(
    '/website/user/reset-password',
    { config: { rateLimit: signupLimit } },
    async (request) => {
      const { email, new_password } = parseBody(resetPasswordBody, request.body);
      const { session } = await request.getAuth();
      if (!session || !hasVerifiedEmail(session, email)) {
        throw new AppError('forbidden', 'Please verify the OTP sent to your e-mail first.');
      }
      const user = await findUserByEmail({ db: app.db }, email);
      if (!user) throw AppError.notFound('No account is registered with this e-mail address.');
      await setPassword({ db: app.db }, user.id, new_password);
      // The proof is spent, and every device logged in with the old password has to log in again.
      await clearEmailVerification({ db: app.db }, session.idHash);
      await destroyOtherSessions(
        { db: app.db },
        user.id,
        session.userId === user.id ? session.idHash : null,
      );
      return ok('Password reset successfully. Please log in with your new password.', null);
    },
  );

  app.post(
    '/website/user/change-password',
    { config: { rateLimit: passwordChangeLimit } },
    async (request) => {
      const user = await requireUser(request);
      const { current_password, new_password } = parseBody(changePasswordBody, request.body);
      // An account made by mobile OTP has no password yet; its first one needs no current password.
      if (
        user.passwordHash &&
        !(current_password && (await verifyPassword(current_password, user.passwordHash)))
      ) {
        throw AppError.invalid('Current password is incorrect', 'current_password');
      }
      await setPassword({ db: app.db }, user.id, new_password);
      const { session } = await request.getAuth();
      await destroyOtherSessions({ db: app.db }, user.id, session?.idHash ?? null);
      return ok('Password changed successfully', null);
    },
  );
};

export default accountRoutes;
