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
  contactChangedNotice,
  contactChangeRefusal,
  OTP_CHANNEL_OF,
  setProvenContact,
} from '../../../services/auth/contact-details';
import { issueOtp, verifyOtp, withdrawOtp, type OtpContext } from '../../../services/auth/otp';
import { emailOtpText } from '../../../services/auth/otp-messages';
import { ipLimitKey } from '../../../lib/ip-limit-key';
import { otpContext } from './otp-context';
import { ipLimits } from './rate-limits';

/**
 * A logged-in shopper proves a new (or not yet proven) e-mail address or mobile number with a code
 * sent to it, which then becomes the account's login identity (docs/decisions.md, OTP rules).
 */
const contactDetailsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const otp = (): OtpContext => otpContext(app, config);
  const { otpSend: otpSendLimit, otpVerify: otpVerifyLimit } = ipLimits(config.authIpLimitFactor);

  app.post(
    '/website/user/contact/send-otp',
    {
      preValidation: loggedInOnly,
      config: { rateLimit: otpSendLimit },
      schema: { body: sendContactOtpBody },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { channel, value } = request.body;
      const refusal = await contactChangeRefusal({ db: app.db }, user, channel, value);
      if (refusal) throw AppError.from(refusal);
      const { session } = await request.getAuth();
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
      unwrap(
        await verifyOtp(otp(), {
          channel: OTP_CHANNEL_OF[channel],
          target: value,
          purpose: 'verify',
          code,
        }),
      );
      const changed = unwrap(
        await setProvenContact(
          { db: app.db },
          user,
          channel,
          value,
          (await app.storeRules()).signupRewardPaise,
        ),
      );
      // The address the account signed in with until now hears of the change: if it was not the
      // shopper's doing, they learn of it and can call support.
      if (channel === 'email' && user.email && user.emailVerifiedAt && user.email !== value) {
        await app.mailer
          .send({ to: user.email, ...contactChangedNotice(value) })
          .catch((error: unknown) => app.log.error({ err: error }, 'change notice failed'));
      }
      return ok(
        channel === 'email' ? 'E-mail address verified successfully' : MESSAGES.mobileVerified,
        toUserRecord(changed.user),
      );
    },
  );
};

export default contactDetailsRoutes;
