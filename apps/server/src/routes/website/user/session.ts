import {
  loggedInAnswer,
  loginBody,
  loginByMobileBody,
  logoutBody,
  notRegisteredAnswer,
  userAnswer,
} from '@kesariya/shared/auth-schemas';
import { MESSAGES } from '@kesariya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { toUserRecord } from '../../../mappers/user';
import { requireUser } from '../../../plugins/session';
import { authenticateShopper, findUserByPhone } from '../../../services/auth/accounts';
import { hasVerifiedPhone, type UserRow } from '../../../services/auth/sessions';
import { logIn } from './log-in';
import { ipLimits, passwordLoginLimit, shopperPasswordTries } from './rate-limits';

const notVerified = () =>
  new AppError('unauthenticated', 'Please verify your mobile number with the OTP first.');

/** Login by verified phone or by password, logout, and the current user. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { otpVerify: otpVerifyLimit } = ipLimits(app.config.authIpLimitFactor);
  const passwordTries = shopperPasswordTries(app, app.config.authIpLimitFactor);
  const loggedIn = (user: UserRow) => ({
    ...ok('Login successful', toUserRecord(user)),
    is_registered: true,
  });

  app.post(
    '/website/user/login-by-mobile',
    {
      config: { rateLimit: otpVerifyLimit },
      schema: {
        body: loginByMobileBody,
        response: { 200: z.union([loggedInAnswer, notRegisteredAnswer]) },
      },
    },
    async (request, reply) => {
      const { mobile, session_id } = request.body;
      const { session } = await request.getAuth();
      if (!hasVerifiedPhone(session, mobile)) throw notVerified();
      const user = await findUserByPhone({ db: app.db }, mobile);
      // A phone OTP never opens a staff account: staff sign in only at the back office, and the
      // answer is the one a phone without a proof gets, so it tells nothing about the account.
      if (user && user.role !== 'customer') throw notVerified();
      if (!user) {
        // A verified phone without an account opens the sign-up panel
        // (docs/decisions/storefront-screens.md, Login modal flow). The proof stays on the session
        // for website/user/create.
        return {
          status: false,
          message: MESSAGES.mobileVerified,
          is_registered: false,
          data: { is_registered: false, mobile },
        };
      }
      if (user.status !== 'Y')
        throw new AppError(
          'forbidden',
          'This account is disabled. Please contact customer support.',
        );
      await logIn(app, request, reply, user, session_id);
      return loggedIn(user);
    },
  );

  app.post(
    '/website/user/login',
    {
      config: { rateLimit: passwordLoginLimit },
      preHandler: (request) => passwordTries(request),
      schema: { body: loginBody, response: { 200: loggedInAnswer } },
    },
    async (request, reply) => {
      const { email, password, session_id } = request.body;
      const user = await authenticateShopper(
        { db: app.db, passwords: app.passwords },
        email,
        password,
      );
      // One message for an unknown or unproven address, a staff account, a wrong password and a
      // disabled account (docs/decisions/auth-and-sessions.md, Passwords and login failures).
      if (!user || user.status !== 'Y')
        throw new AppError('unauthenticated', 'Invalid email or password');
      await logIn(app, request, reply, user, session_id);
      return loggedIn(user);
    },
  );

  app.post('/website/user/logout', { schema: { body: logoutBody } }, async (request, reply) => {
    const { user_id } = request.body;
    const user = await requireUser(request);
    // A user_id sent by the client must be the session's own (docs/decisions/auth-and-sessions.md,
    // Sessions and identity).
    if (user_id !== undefined && user_id !== user.id)
      throw new AppError('forbidden', 'You can only log out of your own account.');
    await app.sessions.end(request, reply);
    return ok('Logged out successfully', null);
  });

  app.get('/website/user/me', { schema: { response: { 200: userAnswer } } }, async (request) => {
    const user = await requireUser(request);
    return ok('User details', toUserRecord(user));
  });
};

export default sessionRoutes;
