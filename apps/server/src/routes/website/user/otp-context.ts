import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { OtpContext, SmsShare } from '../../../services/auth/otp';
import {
  usedChallengesInDatabase,
  type OtpChallengeContext,
  type UsedChallenges,
} from '../../../services/auth/otp-challenge';

const DAY_MS = 24 * 3600_000;
/** When each store (by its database) last raised each SMS ceiling alert. */
const lastAlert = new WeakMap<object, Partial<Record<SmsShare, number>>>();

const CEILING_ALERTS: Record<SmsShare, string> = {
  all: 'SMS_DAILY_LIMIT reached: OTP text messages are refused until the 24-hour count drops',
  new_numbers:
    'New numbers have used their share of SMS_DAILY_LIMIT: OTPs to numbers without an account are refused until the 24-hour count drops; customers keep the rest',
};

/**
 * The OTP service's context for the routes that send codes. Reaching SMS_DAILY_LIMIT, or new
 * numbers' share of it, logs one error a day each, not one per refused request, so the alert
 * stands out (docs/operations.md).
 */
export function otpContext(app: FastifyInstance, config: Config): OtpContext {
  return {
    db: app.db,
    secret: config.authSecret,
    ipLimitFactor: config.authIpLimitFactor,
    smsDailyLimit: config.smsDailyLimit,
    onSmsCeiling: (share = 'all') => {
      const now = Date.now();
      const alerts = lastAlert.get(app.db) ?? {};
      if (now - (alerts[share] ?? 0) < DAY_MS) return;
      lastAlert.set(app.db, { ...alerts, [share]: now });
      app.log.error({ smsDailyLimit: config.smsDailyLimit, share }, CEILING_ALERTS[share]);
    },
  };
}

/**
 * Spent proofs of work go where the rate limits are counted: in Redis with REDIS_URL (each kept
 * until its challenge expires), else in the database. While Redis fails they go to the database,
 * which every instance shares too, rather than letting solutions through unchecked.
 */
function usedChallenges(app: FastifyInstance): UsedChallenges {
  const inDatabase = usedChallengesInDatabase({ db: app.db });
  const redis = app.redis;
  if (!redis) return inDatabase;
  return {
    async claim(signature, expiresAt) {
      // Disconnected, a command would only wait for its timeout before falling back.
      if (redis.status !== 'ready') return inDatabase.claim(signature, expiresAt);
      const ttlMs = Math.max(1, expiresAt.getTime() - Date.now());
      try {
        return (
          (await redis.set(`kesariya-otp-challenge:${signature}`, '1', 'PX', ttlMs, 'NX')) === 'OK'
        );
      } catch (error) {
        app.log.warn(
          { err: error },
          'Redis unavailable: a spent OTP challenge is kept in the database',
        );
        return inDatabase.claim(signature, expiresAt);
      }
    },
  };
}

/** The proof of work before a mobile OTP (services/auth/otp-challenge.ts). */
export function otpChallengeContext(app: FastifyInstance, config: Config): OtpChallengeContext {
  return {
    secret: config.authSecret,
    maxNumber: config.otpChallengeMaxNumber,
    used: usedChallenges(app),
  };
}
