import {
  staffParams,
  staffPasswordChangeBody,
  twoFactorCodeBody,
  twoFactorDisableBody,
  twoFactorPolicyBody,
} from '@kesariya/shared/admin-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, TOO_MANY_REQUESTS, unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { ipLimitKey } from '../../lib/ip-limit-key';
import {
  enrollingMember,
  isStaffRole,
  requireOwner,
  requireStaff,
  staffMember,
} from '../../plugins/staff-session';
import { changeStaffPassword } from '../../services/staff/staff-password';
import { countWrongCode, SIGN_IN_MAX_WRONG_CODES } from '../../services/staff/staff-sign-ins';
import {
  beginEnrolment,
  checkSecondFactor,
  confirmEnrolment,
  disableTwoFactor,
  resetTwoFactor,
  twoFactorStatus,
  WRONG_CODE,
} from '../../services/staff/two-factor';
import { readTwoFactorPolicy, setTwoFactorPolicy } from '../../services/staff/two-factor-policy';
import { ipLimits } from '../website/user/rate-limits';

export const SIGN_IN_AGAIN =
  'This sign-in has ended. Enter your e-mail and password again to get a new chance to type the code.';
export const TOO_MANY_WRONG_CODES = `That was the ${SIGN_IN_MAX_WRONG_CODES}th wrong code, so this sign-in has ended. Enter your e-mail and password again.`;

const window15 = 15 * 60_000;

/**
 * Guessing a code (or a current password) is limited per account across sign-ins and sessions,
 * and per address across accounts, like the password login (docs/decisions/back-office.md,
 * Two-factor sign-in). `whose` names the account the request is about, once its credential is
 * looked up.
 */
function guessingGuard(
  app: FastifyInstance,
  name: string,
  whose: (request: FastifyRequest) => Promise<number | null>,
) {
  const perAccount = app.createRateLimit({
    max: 10,
    timeWindow: window15,
    keyGenerator: async (request) => `${name}-account|${(await whose(request)) ?? 'nobody'}`,
  });
  const perIp = app.createRateLimit({
    max: 30 * app.config.authIpLimitFactor,
    timeWindow: window15,
    keyGenerator: (request) => `${name}-ip|${ipLimitKey(request.ip)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const counts = await Promise.all([perAccount(request), perIp(request)]);
    if (counts.some((count) => !count.isAllowed && count.isExceeded))
      throw new AppError('rate_limited', TOO_MANY_REQUESTS);
  };
}

/** The wrong code's answer: how many tries are left, or the sign-in's end. */
async function wrongCode(app: FastifyInstance, tokenHash: string) {
  const left = await countWrongCode({ db: app.db }, tokenHash);
  if (left === 0) return new AppError('unauthenticated', TOO_MANY_WRONG_CODES);
  return new AppError(
    'invalid_input',
    `${WRONG_CODE} ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    'code',
  );
}

/**
 * The calls of a sign-in waiting for its second step, and of setting two-factor up, which a member
 * may do signed in or, when the owner requires it, in the middle of signing in. Each checks its own
 * credential: the half-done sign-in's cookie or the staff session (docs/decisions/back-office.md,
 * Two-factor sign-in). They sit outside the staff-only scope since the half-done sign-in is no
 * session.
 */
export const twoFactorSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const signInUser = async (request: FastifyRequest) =>
    (await request.getStaffSignIn())?.user.id ?? null;
  const enrollingUser = async (request: FastifyRequest) =>
    (await request.getStaffSignIn())?.user.id ?? (await request.getStaffSession())?.user.id ?? null;

  /** The half-done sign-in waiting for a code, checked before the body is read. */
  async function pendingCodeStep(request: FastifyRequest) {
    const pending = await request.getStaffSignIn();
    if (
      !pending ||
      pending.signIn.step !== 'code' ||
      pending.user.status !== 'Y' ||
      !isStaffRole(pending.user.role)
    )
      throw new AppError('unauthenticated', SIGN_IN_AGAIN);
    return pending;
  }
  const enrolling = async (request: FastifyRequest) => {
    await enrollingMember(request);
  };

  app.post(
    '/admin/login/two-factor',
    {
      onRequest: async (request) => {
        await pendingCodeStep(request);
      },
      preHandler: guessingGuard(app, 'two-factor', signInUser),
      schema: { body: twoFactorCodeBody },
    },
    async (request, reply) => {
      const pending = await pendingCodeStep(request);
      const used = await checkSecondFactor({ db: app.db }, pending.user.id, request.body.code);
      if (!used) {
        const refusal = await wrongCode(app, pending.signIn.tokenHash);
        if (refusal.kind === 'unauthenticated') await app.staffSessions.endSignIn(request, reply);
        throw refusal;
      }
      await app.staffSessions.start(request, reply, pending.user.id);
      if (used === 'app') return ok('Login successful', staffMember(pending.user));
      const { recovery_codes_left: left } = await twoFactorStatus({ db: app.db }, pending.user.id);
      return ok(
        `Signed in with a recovery code: ${left} of them left. ${
          left <= 2
            ? 'Turn two-factor sign-in off and on again in Your account to get new ones.'
            : ''
        }`.trim(),
        staffMember(pending.user),
      );
    },
  );

  app.post(
    '/admin/two-factor/setup',
    {
      onRequest: enrolling,
      config: { rateLimit: ipLimits(app.config.authIpLimitFactor).passwordChange },
    },
    async (request) => {
      const { member } = await enrollingMember(request);
      return ok(
        'Scan the QR code with your authenticator app, then type the code it shows',
        unwrap(await beginEnrolment({ db: app.db }, member, (await app.storeDetails()).storeName)),
      );
    },
  );

  app.post(
    '/admin/two-factor/setup/confirm',
    {
      onRequest: enrolling,
      preHandler: guessingGuard(app, 'two-factor-setup', enrollingUser),
      schema: { body: twoFactorCodeBody },
    },
    async (request, reply) => {
      const { member, signIn } = await enrollingMember(request);
      const confirmed = await confirmEnrolment({ db: app.db }, member, request.body.code);
      if ('ok' in confirmed && confirmed.kind === 'invalid_input' && signIn) {
        const refusal = await wrongCode(app, signIn.signIn.tokenHash);
        if (refusal.kind === 'unauthenticated') await app.staffSessions.endSignIn(request, reply);
        throw refusal;
      }
      const { recoveryCodes } = unwrap(confirmed);
      // Setting it up was the sign-in's last step: the session begins only now.
      if (signIn) await app.staffSessions.start(request, reply, member.id);
      return ok('Two-factor sign-in is on', {
        recovery_codes: recoveryCodes,
        member: signIn ? member : null,
      });
    },
  );
};

/** A signed-in member's own two-factor sign-in and password. */
export const twoFactorMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessionUser = async (request: FastifyRequest) =>
    (await request.getStaffSession())?.user.id ?? null;

  app.get('/admin/two-factor', async (request) => {
    const member = await requireStaff(request);
    return ok('Two-factor sign-in', await twoFactorStatus({ db: app.db }, member.id));
  });

  app.post(
    '/admin/two-factor/disable',
    {
      config: { rateLimit: ipLimits(app.config.authIpLimitFactor).passwordChange },
      preHandler: guessingGuard(app, 'two-factor-off', sessionUser),
      schema: { body: twoFactorDisableBody },
    },
    async (request) => {
      const member = await requireStaff(request);
      const { user } = (await request.getStaffSession())!;
      unwrap(
        await disableTwoFactor(
          { db: app.db, passwords: app.passwords },
          { ...member, passwordHash: user.passwordHash },
          request.body,
        ),
      );
      return ok('Two-factor sign-in is off', await twoFactorStatus({ db: app.db }, member.id));
    },
  );

  app.post(
    '/admin/password',
    {
      config: { rateLimit: ipLimits(app.config.authIpLimitFactor).passwordChange },
      preHandler: guessingGuard(app, 'staff-password', sessionUser),
      schema: { body: staffPasswordChangeBody },
    },
    async (request, reply) => {
      const member = await requireStaff(request);
      const { user, session } = (await request.getStaffSession())!;
      const { otherSessionsEnded } = unwrap(
        await changeStaffPassword({ db: app.db, passwords: app.passwords }, member, user, {
          currentPassword: request.body.current_password,
          newPassword: request.body.new_password,
          sessionIdHash: session.idHash,
        }),
      );
      // Every session of the account ended with the old password; this browser stays signed in.
      await app.staffSessions.start(request, reply, member.id);
      return ok(
        otherSessionsEnded > 0
          ? `Password changed. You were signed out everywhere else (${otherSessionsEnded} ${
              otherSessionsEnded === 1 ? 'session' : 'sessions'
            }).`
          : 'Password changed',
        { other_sessions_ended: otherSessionsEnded },
      );
    },
  );
};

/** The owner's calls: reset a member's two-factor sign-in, require it of everyone. */
export const twoFactorOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/staff/two-factor-reset/:id',
    { schema: { params: staffParams } },
    async (request) => {
      const owner = await requireOwner(request);
      unwrap(await resetTwoFactor({ db: app.db }, owner, request.params.id));
      return ok('Two-factor sign-in reset: they set it up again at their next sign-in', null);
    },
  );

  app.get('/admin/staff/two-factor-policy', async () =>
    ok('Two-factor sign-in rule', await readTwoFactorPolicy({ db: app.db })),
  );

  app.put(
    '/admin/staff/two-factor-policy',
    { schema: { body: twoFactorPolicyBody } },
    async (request) => {
      const owner = await requireOwner(request);
      const policy = unwrap(await setTwoFactorPolicy({ db: app.db }, owner, request.body.required));
      return ok(
        policy.required
          ? 'Everyone now signs in with two-factor'
          : 'Two-factor sign-in is now each member’s choice',
        policy,
      );
    },
  );
};
