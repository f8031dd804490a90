import { createHmac } from 'node:crypto';
import { MESSAGES } from '@kesariya/shared';
import { OTP_CHALLENGE_FAILED, OTP_CHALLENGE_TTL_S } from '@kesariya/shared/otp-challenge';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge, Payload } from 'altcha-lib/v1/types';
import { lt } from 'drizzle-orm';
import { refuse, type Refusal } from '../../errors';
import type { ServiceContext } from '../context';
import { usedOtpChallenges } from '../../db/schema';

/**
 * The proof of work a browser does before a mobile OTP is sent
 * (docs/decisions/auth-and-sessions.md, OTP rules): an ALTCHA challenge, made and checked here,
 * never by a third party. It makes every code cost the asker some seconds of a processor, and a
 * solution is good for one request only.
 */

/** Remembers the challenges already spent; answers false for one seen before. */
export interface UsedChallenges {
  claim(signature: string, expiresAt: Date): Promise<boolean>;
}

export interface OtpChallengeContext {
  /** AUTH_SECRET: the challenges' signing key is derived from it, so it needs no setting of its own. */
  secret: string;
  /** ALTCHA's maxnumber: a browser tries half of it on average. */
  maxNumber: number;
  used: UsedChallenges;
  now?: () => Date;
}

/** What the signature of a challenge is keyed with: AUTH_SECRET, for this one use. */
export function otpChallengeKey(secret: string): string {
  return createHmac('sha256', secret).update('kesariya otp proof-of-work challenge').digest('hex');
}

/** A new challenge, expiring OTP_CHALLENGE_TTL_S from now (the expiry is part of what is signed). */
export function newOtpChallenge(ctx: Omit<OtpChallengeContext, 'used'>): Promise<Challenge> {
  const now = (ctx.now ?? (() => new Date()))();
  return createChallenge({
    algorithm: 'SHA-256',
    hmacKey: otpChallengeKey(ctx.secret),
    maxnumber: ctx.maxNumber,
    expires: new Date(now.getTime() + OTP_CHALLENGE_TTL_S * 1000),
  });
}

const failed = () => refuse('invalid_input', OTP_CHALLENGE_FAILED, 'altcha');

/** The solution as the widget sends it: base64 of {algorithm, challenge, number, salt, signature}. */
function parsePayload(altcha: string): Payload | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
  // Only what we issue: SHA-256, and a whole number to try.
  if (algorithm !== 'SHA-256') return null;
  if (typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string')
    return null;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return null;
  return { algorithm, challenge, number, salt, signature };
}

/**
 * Checks a solved challenge and spends it. Refused: none, a wrong or forged one, one already used
 * ('Security check failed. Please try again.'), and an expired one ('reCAPTCHA expired. Please try
 * again.', the message the shopper flow has for it), all 400 on the `altcha` field.
 */
export async function spendOtpChallenge(
  ctx: OtpChallengeContext,
  altcha: string,
): Promise<{ ok: true } | Refusal> {
  const payload = altcha ? parsePayload(altcha) : null;
  if (!payload) return failed();
  // The signature first: only a challenge we made has an expiry worth reading. Expiry is checked
  // below with our clock, so an expired solution gets its own message.
  if (!(await verifySolution(payload, otpChallengeKey(ctx.secret), false))) return failed();
  const expires = Number(extractParams(payload).expires);
  if (!Number.isSafeInteger(expires)) return failed();
  const expiresAt = new Date(expires * 1000);
  const now = (ctx.now ?? (() => new Date()))();
  if (expiresAt.getTime() <= now.getTime())
    return refuse('invalid_input', MESSAGES.recaptchaExpired, 'altcha');
  return (await ctx.used.claim(payload.signature, expiresAt)) ? { ok: true } : failed();
}

/** Spent challenges in the store's database, shared by every instance that uses it. */
export function usedChallengesInDatabase(ctx: ServiceContext): UsedChallenges {
  return {
    async claim(signature, expiresAt) {
      // Expired ones are refused for their expiry before they get here, so they can go.
      await ctx.db.delete(usedOtpChallenges).where(lt(usedOtpChallenges.expiresAt, new Date()));
      const inserted = await ctx.db
        .insert(usedOtpChallenges)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: usedOtpChallenges.signature });
      return inserted.length === 1;
    },
  };
}
