import { userAnswer, sendContactOtpBody, verifyContactBody } from '@kesariya/shared/auth-schemas';
import { MESSAGES } from '@kesariya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config';
import { AppError, unwrap } from '../../../errors';
import { failure, ok } from '../../../lib/envelope';
import { loggedInOnly } from '../shopper';
import { toUserRecord } from '../../../mappers/user';
import { requireUser } from '../../../plugins/session';
import {
  contactChangeReauthRefusal,
  contactChangeRefusal,
  contactCodeAskedBy,
  OTP_CHANNEL_OF,
  setProvenContact,
} from '../../../services/auth/contact-details';
import { issueOtp, verifyOtp, withdrawOtp, type OtpContext } from '../../../services/auth/otp';
import { emailOtpText, otpRefusals } from '../../../services/auth/otp-messages';
import type { UserRow } from '../../../services/auth/sessions';
import { ipLimitKey } from '../../../lib/ip-limit-key';
import { otpContext } from './otp-context';
import { ipLimits, shopperPasswordTries } from './rate-limits';

/** The account a password try counts against: its login e-mail, as the login names it. */
function passwordAccountOf(user: UserRow): string {
  return user.email && user.emailVerifiedAt ? user.email : `account:${user.id}`;
}

/**
 * A logged-in shopper proves a new (or not yet proven) e-mail address or mobile number with a code
 * sent to it, which then becomes the account's login identity (docs/decisions/auth-and-sessions.md,
 * OTP rules). The code goes out only once the shopper has shown it is them
 * (docs/decisions/auth-and-sessions.md, Sessions and identity).
 */
const contactDetailsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const otp = (): OtpContext => otpContext(app, config);
  const { otpSend: otpSendLimit, otpVerify: otpVerifyLimit } = ipLimits(config.authIpLimitFactor);
  const passwordTries = shopperPasswordTries(app, config.authIpLimitFactor);

  app.post(
    '/website/user/contact/send-otp',
    {
      preValidation: loggedInOnly,
      config: { rateLimit: otpSendLimit },
      schema: { body: sendContactOtpBody },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { channel, value, password } = request.body;
      const { session } = await request.getAuth();
      // Counted before it is checked, as at login, so parallel guesses cannot outrun the count.
      if (user.passwordHash && password) await passwordTries(request, passwordAccountOf(user));
      const refusal =
        (await contactChangeReauthRefusal(
          { db: app.db, passwords: app.passwords },
          user,
          session,
          password,
        )) ?? (await contactChangeRefusal({ db: app.db }, user, channel, value));
      if (refusal) throw AppError.from(refusal);
      const issued = unwrap(
        await issueOtp(otp(), {
          channel: OTP_CHANNEL_OF[channel],
          target: value,
          purpose: 'verify',
          ip: ipLimitKey(request.ip),
          sessionKey: session?.idHash ?? null,
        }),
      );
      try {
        if (channel === 'email')
          await app.mailer.send({
            to: value,
            ...emailOtpText(issued.code, 'verify', await app.storeDetails()),
          });
        else await app.sms.sendOtp(value, issued.code);
      } catch (error) {
        await withdrawOtp(otp(), issued.challengeId);
        app.log.error({ err: error }, 'OTP delivery failed');
        return reply.status(502).send(failure(MESSAGES.otpSendFailed));
      }
      return ok(MESSAGES.otpSent, { expires_in: issued.expiresInS, resend_in: issued.resendInS });
    },
  );

  app.post(
    '/website/user/contact/verify',
    {
      preValidation: loggedInOnly,
      config: { rateLimit: otpVerifyLimit },
      schema: { body: verifyContactBody, response: { 200: userAnswer } },
    },
    async (request) => {
      const user = await requireUser(request);
      const { channel, value, otp: code } = request.body;
      const { session } = await request.getAuth();
      // Answered as a wrong code, without spending one of its tries: the code in hand was asked
      // for by another session, which re-authenticated as another account, perhaps the asker's own.
      if (!(await contactCodeAskedBy({ db: app.db }, channel, value, session?.idHash ?? null)))
        throw AppError.from(otpRefusals.wrongCode(OTP_CHANNEL_OF[channel]));
      unwrap(
        await verifyOtp(otp(), {
          channel: OTP_CHANNEL_OF[channel],
          target: value,
          purpose: 'verify',
          code,
        }),
      );
      const proven = unwrap(
        await setProvenContact({ db: app.db, messages: app.messages }, user, channel, value, {
          rewardPaise: (await app.storeRules()).signupRewardPaise,
          sessionIdHash: session?.idHash ?? null,
        }),
      );
      if (proven.changed)
        request.log.info(
          { userId: user.id, channel },
          'contact detail changed; the old contacts were told and other sessions ended',
        );
      return ok(
        channel === 'email' ? 'E-mail address verified successfully' : MESSAGES.mobileVerified,
        toUserRecord(proven.user),
      );
    },
  );
};

export default contactDetailsRoutes;
