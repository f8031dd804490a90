import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { OtpContext } from '../../../services/auth/otp';

const DAY_MS = 24 * 3600_000;
/** When each store (by its database) last raised the SMS ceiling alert. */
const lastAlert = new WeakMap<object, number>();

/**
 * The OTP service's context for the routes that send codes. Reaching SMS_DAILY_LIMIT logs one
 * error a day, not one per refused request, so the alert stands out (docs/operations.md).
 */
export function otpContext(app: FastifyInstance, config: Config): OtpContext {
  return {
    db: app.db,
    secret: config.authSecret,
    ipLimitFactor: config.authIpLimitFactor,
    smsDailyLimit: config.smsDailyLimit,
    onSmsCeiling: () => {
      const now = Date.now();
      if (now - (lastAlert.get(app.db) ?? 0) < DAY_MS) return;
      lastAlert.set(app.db, now);
      app.log.error(
        { smsDailyLimit: config.smsDailyLimit },
        'SMS_DAILY_LIMIT reached: OTP text messages are refused until the 24-hour count drops',
      );
    },
  };
}
