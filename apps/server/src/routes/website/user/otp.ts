import {
  forgetPasswordBody,
  sendOtpEmailBody,
  sendOtpMobileBody,
  verifyOtpEmailBody,
  verifyOtpMobileBody,
} from '@kesariya/shared/auth-schemas';
import { MESSAGES } from '@kesariya/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config';
import { AppError, unwrap } from '../../../errors';
import { failure, ok } from '../../../lib/envelope';
import {
  emailIsClaimed,
  findShopperByEmail,
  findUserByPhone,
} from '../../../services/auth/accounts';
import {
  issueOtp,
  OTP_POLICY,
  verifyOtp,
  withdrawOtp,
  type OtpContext,
} from '../../../services/auth/otp';
import {
  emailOtpText,
  resetGuessingNotice,
  resetsPausedNotice,
  signUpAttemptNotice,
} from '../../../services/auth/otp-messages';
import { ownerEmails } from '../../../services/staff/staff-accounts';
import { markEmailVerified, markPhoneVerified } from '../../../services/auth/sessions';
import { ipLimitKey } from '../../../lib/ip-limit-key';
import { newOtpChallenge, spendOtpChallenge } from '../../../services/auth/otp-challenge';
import { otpChallengeContext, otpContext } from './otp-context';
import { ipLimits } from './rate-limits';

/**
 * The OTP calls: send and verify by mobile and by e-mail. No answer ever carries a code
 * (docs/decisions/auth-and-sessions.md, OTP rules).
 */
const otpRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const otp = (): OtpContext => otpContext(app, config);
  const { otpSend: otpSendLimit, otpVerify: otpVerifyLimit } = ipLimits(config.authIpLimitFactor);

  function deliveryFailed(reply: FastifyReply, error: unknown) {
    app.log.error({ err: error }, 'OTP delivery failed');
    return reply.status(502).send(failure(MESSAGES.otpSendFailed));
  }

  // The proof of work a mobile OTP needs (docs/decisions/auth-and-sessions.md, OTP rules). Making
  // one costs a hash and keeps nothing, so it has no limit of its own.
  app.get('/website/user/otp-challenge', async () =>
    ok('Challenge created', await newOtpChallenge(otpChallengeContext(app, config))),
  );

  app.post(
    '/website/user/send-otp-mobile',
    { config: { rateLimit: otpSendLimit }, schema: { body: sendOtpMobileBody } },
    async (request, reply) => {
      const { mobile, altcha } = request.body;
      unwrap(await spendOtpChallenge(otpChallengeContext(app, config), altcha));
      const { session } = await request.getAuth();
      const issued = unwrap(
        await issueOtp(otp(), {
          channel: 'sms',
          target: mobile,
          purpose: 'login',
          ip: ipLimitKey(request.ip),
          sessionKey: session?.idHash ?? null,
        }),
      );
      try {
        await app.sms.sendOtp(mobile, issued.code);
      } catch (error) {
        await withdrawOtp(otp(), issued.challengeId);
        return deliveryFailed(reply, error);
      }
      return ok(MESSAGES.otpSent, { expires_in: issued.expiresInS, resend_in: issued.resendInS });
    },
  );

  app.post(
    '/website/user/verify-otp-mobile',
    { config: { rateLimit: otpVerifyLimit }, schema: { body: verifyOtpMobileBody } },
    async (request, reply) => {
      const { mobile, otp: code } = request.body;
      unwrap(await verifyOtp(otp(), { channel: 'sms', target: mobile, purpose: 'login', code }));
      // The proof is kept server-side on this browser's session; login-by-mobile and sign-up read it.
      const session = await app.sessions.rotate(request, reply);
      await markPhoneVerified({ db: app.db }, session.idHash, mobile);
      const user = await findUserByPhone({ db: app.db }, mobile);
      // Staff accounts are no shopper's: the shopper's login calls act as if they did not exist.
      return ok('OTP verified successfully', {
        mobile,
        is_registered: user?.role === 'customer',
      });
    },
  );

  async function sendEmailOtp(
    reply: FastifyReply,
    input: {
      email: string;
      purpose: 'reset' | 'signup';
      deliver: boolean;
      ip: string;
      sessionKey: string | null;
    },
  ) {
    const issued = unwrap(
      await issueOtp(otp(), {
        channel: 'email',
        target: input.email.toLowerCase(),
        purpose: input.purpose,
        ip: input.ip,
        sessionKey: input.sessionKey,
      }),
    );
    if (input.deliver) {
      try {
        await app.mailer.send({
          to: input.email,
          ...emailOtpText(issued.code, input.purpose, await app.storeDetails()),
        });
      } catch (error) {
        await withdrawOtp(otp(), issued.challengeId);
        return deliveryFailed(reply, error);
      }
    }
    return ok(MESSAGES.otpSent, { expires_in: issued.expiresInS, resend_in: issued.resendInS });
  }

  app.post(
    '/website/user/forget-password-otp',
    { config: { rateLimit: otpSendLimit }, schema: { body: forgetPasswordBody } },
    async (request, reply) => {
      const { email } = request.body;
      // Only a shopper's proven address can be reset; anything else is treated as unknown.
      const user = await findShopperByEmail({ db: app.db }, email);
      const { session } = await request.getAuth();
      // Unknown addresses get the same answer, cooldown included (a code is issued but never sent),
      // so the call cannot be used to find out who has an account.
      return sendEmailOtp(reply, {
        email: user?.email ?? email,
        purpose: 'reset',
        deliver: Boolean(user),
        ip: ipLimitKey(request.ip),
        sessionKey: session?.idHash ?? null,
      });
    },
  );

  app.post(
    '/website/user/send-otp-email',
    { config: { rateLimit: otpSendLimit }, schema: { body: sendOtpEmailBody } },
    async (request, reply) => {
      const { email } = request.body;
      // An address with an account gets the same answer, cooldown included, so the call tells no
      // one who is a customer; its owner is told by e-mail instead of being sent a code.
      const claimed = await emailIsClaimed({ db: app.db }, email);
      const { session } = await request.getAuth();
      const answer = await sendEmailOtp(reply, {
        email,
        purpose: 'signup',
        deliver: !claimed,
        ip: ipLimitKey(request.ip),
        sessionKey: session?.idHash ?? null,
      });
      if (claimed)
        await app.messages.queue(app.db, {
          channel: 'email',
          to: email,
          ...signUpAttemptNotice(await app.storeDetails()),
          about: 'sign-up',
        });
      return answer;
    },
  );

  /**
   * Tells the owner that someone keeps typing wrong reset codes for their address, once a day (the
   * wrong tries are counted under a lock, so only one request sees the count reach the mark).
   */
  async function warnOfResetGuessing(email: string) {
    const owner = await findShopperByEmail({ db: app.db }, email);
    if (!owner?.email) return;
    await app.mailer
      .send({ to: owner.email, ...resetGuessingNotice(await app.storeDetails()) })
      .catch((error: unknown) => app.log.error({ err: error }, 'reset guessing notice failed'));
  }

  /** Tells the store's owners once, when the store-wide count of wrong reset codes reaches it. */
  async function warnOwnersOfPausedResets(wrongCodes: number, ip: string) {
    app.log.warn({ wrongCodes, ip }, 'password resets paused: too many wrong codes store-wide');
    const notice = resetsPausedNotice(wrongCodes, await app.storeDetails());
    for (const email of await ownerEmails({ db: app.db }))
      await app.messages.queue(app.db, {
        channel: 'email',
        to: email,
        ...notice,
        about: 'password resets',
      });
  }

  app.post(
    '/website/user/verify-otp-email',
    { config: { rateLimit: otpVerifyLimit }, schema: { body: verifyOtpEmailBody } },
    async (request, reply) => {
      const { email, otp: code, purpose } = request.body;
      const target = email.toLowerCase();
      const checked = await verifyOtp(otp(), { channel: 'email', target, purpose, code });
      if (!checked.ok) {
        if (checked.wrongTriesToday === OTP_POLICY.reset.alertAtWrongTries)
          await warnOfResetGuessing(target);
        if (checked.storeWrongTriesToday === OTP_POLICY.reset.storeWrongTriesPerDay)
          await warnOwnersOfPausedResets(checked.storeWrongTriesToday, request.ip);
        throw AppError.from(checked);
      }
      const session = await app.sessions.rotate(request, reply);
      await markEmailVerified({ db: app.db }, session.idHash, target);
      return ok('OTP verified successfully', { email: target, purpose });
    },
  );
};

export default otpRoutes;
