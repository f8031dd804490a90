import {
  changePasswordBody,
  createUserBody,
  loggedInAnswer,
  resetPasswordBody,
} from '@kesariya/shared/auth-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config';
import { unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { loggedInOnly } from '../shopper';
import { toUserRecord } from '../../../mappers/user';
import { requireUser } from '../../../plugins/session';
import { changePassword, resetPassword } from '../../../services/auth/passwords';
import { signUp } from '../../../services/auth/sign-up';
import { logIn } from './log-in';
import { ipLimits } from './rate-limits';

/** Sign-up, password reset after an e-mail OTP, and password change for a logged-in user. */
const accountRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { signup: signupLimit, passwordChange: passwordChangeLimit } = ipLimits(
    config.authIpLimitFactor,
  );
  app.post(
    '/website/user/create',
    {
      config: { rateLimit: signupLimit },
      schema: { body: createUserBody, response: { 201: loggedInAnswer } },
    },
    async (request, reply) => {
      const { session } = await request.getAuth();
      const user = unwrap(
        await signUp(
          { db: app.db, passwords: app.passwords },
          session,
          request.body,
          (await app.storeRules()).signupRewardPaise,
        ),
      );
      await logIn(app, request, reply, user, request.body.session_id);
      reply.status(201);
      return { ...ok('Registration successful', toUserRecord(user)), is_registered: true };
    },
  );

  app.post(
    '/website/user/reset-password',
    { config: { rateLimit: signupLimit }, schema: { body: resetPasswordBody } },
    async (request) => {
      const { email, new_password } = request.body;
      const { session } = await request.getAuth();
      unwrap(
        await resetPassword({ db: app.db, passwords: app.passwords }, session, {
          email,
          newPassword: new_password,
        }),
      );
      return ok('Password reset successfully. Please log in with your new password.', null);
    },
  );

  app.post(
    '/website/user/change-password',
    {
      preValidation: loggedInOnly,
      config: { rateLimit: passwordChangeLimit },
      schema: { body: changePasswordBody },
    },
    async (request) => {
      const user = await requireUser(request);
      const { current_password, new_password } = request.body;
      const { session } = await request.getAuth();
      unwrap(
        await changePassword({ db: app.db, passwords: app.passwords }, user, session, {
          currentPassword: current_password,
          newPassword: new_password,
        }),
      );
      return ok('Password changed successfully', null);
    },
  );
};

export default accountRoutes;
