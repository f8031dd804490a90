import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_OTP_DIGITS,
  MOBILE_OTP_DIGITS,
  MOBILE_RESEND_COUNTDOWN_S,
  RESEND_COUNTDOWN_S,
} from '@kesariya/shared';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Refusal } from '../../errors';
import type { ServiceContext } from '../context';
import { otpChallenges } from '../../db/schema';
import { otpRefusals } from './otp-messages';

export type OtpChannel = 'sms' | 'email';
/**
 * Mobile codes serve login and sign-up alike; e-mail codes are bound to the flow that asked.
 * 'verify' codes prove a logged-in shopper's new e-mail or phone (services/auth/contact-details.ts).
 */
export type OtpPurpose = 'login' | 'signup' | 'reset' | 'verify';

/**
 * docs/decisions.md, OTP rules. The resend gaps mirror the client's countdowns (docs/decisions.md,
 * Login modal flow): the first mobile resend waits 120 s, later ones 30 s; e-mail always 120 s.
 * The server tells them apart by how many codes the target got within `seriesWindowMs`.
 */
export const OTP_POLICY = {
  sms: {
    digits: MOBILE_OTP_DIGITS,
    ttlMs: 5 * 60_000,
    firstResendS: RESEND_COUNTDOWN_S,
    laterResendS: MOBILE_RESEND_COUNTDOWN_S,
    perTargetPerDay: 10,
  },
  email: {
    digits: EMAIL_OTP_DIGITS,
    ttlMs: 10 * 60_000,
    firstResendS: RESEND_COUNTDOWN_S,
    laterResendS: RESEND_COUNTDOWN_S,
    perTargetPerDay: 10,
  },
  maxWrongTries: 5,
  perIpPerHour: 30,
  seriesWindowMs: 15 * 60_000,
  /** The client starts its countdown after our answer; a second of slack absorbs network jitter. */
  clockSlackMs: 1000,
} as const;

export interface OtpContext extends ServiceContext {
  /** Server secret of the code hashes: a leaked table alone cannot be brute-forced offline. */
  secret: string;
  now?: () => Date;
  /** AUTH_IP_LIMIT_FACTOR: scales `perIpPerHour` (default 1). */
  ipLimitFactor?: number;
}

export type IssueResult =
  { ok: true; challengeId: number; code: string; expiresInS: number; resendInS: number } | Refusal;

export type VerifyResult = { ok: true } | Refusal;

export function generateCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

export function hashCode(
  secret: string,
  channel: OtpChannel,
  target: string,
  purpose: OtpPurpose,
  code: string,
): string {
  return createHmac('sha256', secret)
    .update(`${channel}\n${target}\n${purpose}\n${code}`)
    .digest('hex');
}

/**
 * Creates a new code for a phone or e-mail unless a limit applies. Earlier live codes of the same
 * target and purpose die: only the newest code works. Delivery is the caller's job (and
 * `withdrawOtp` undoes the issue when delivery fails, so the shopper is not locked out by a cooldown).
 */
export async function issueOtp(
  ctx: OtpContext,
  input: {
    channel: OtpChannel;
    target: string;
    purpose: OtpPurpose;
    ip: string | null;
    sessionKey: string | null;
  },
): Promise<IssueResult> {
  const policy = OTP_POLICY[input.channel];
  const now = (ctx.now ?? (() => new Date()))();
  return ctx.db.transaction(async (tx) => {
    // Serialise issues per target so two quick clicks cannot both pass the cooldown.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`otp:${input.channel}:${input.target}`}))`,
    );

    const series = await tx
      .select({ createdAt: otpChallenges.createdAt, consumedAt: otpChallenges.consumedAt })
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.channel, input.channel),
          eq(otpChallenges.target, input.target),
          gt(otpChallenges.createdAt, new Date(now.getTime() - OTP_POLICY.seriesWindowMs)),
        ),
      )
      .orderBy(desc(otpChallenges.createdAt))
      .limit(2);
    // The countdown paces resends of a code still waiting to be typed. Once the newest code was used
    // (a successful verify is the only thing that consumes the newest one), the shopper proved the
    // phone or address: a new request, e.g. logging in again after logging out, starts a new series.
    const recent = series[0]?.consumedAt ? [] : series;
    const latest = recent[0];
    if (latest) {
      const gapS = recent.length >= 2 ? policy.laterResendS : policy.firstResendS;
      const waitedMs = now.getTime() - latest.createdAt.getTime();
      if (waitedMs + OTP_POLICY.clockSlackMs < gapS * 1000) {
        return otpRefusals.cooldown(Math.ceil((gapS * 1000 - waitedMs) / 1000));
      }
    }

    const dayAgo = new Date(now.getTime() - 24 * 3600_000);
    const [perTarget] = await tx
      .select({ n: count() })
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.channel, input.channel),
          eq(otpChallenges.target, input.target),
          gt(otpChallenges.createdAt, dayAgo),
        ),
      );
    if ((perTarget?.n ?? 0) >= policy.perTargetPerDay) return otpRefusals.tooManyRequests();

    if (input.ip) {
      const hourAgo = new Date(now.getTime() - 3600_000);
      const [perIp] = await tx
        .select({ n: count() })
        .from(otpChallenges)
        .where(and(eq(otpChallenges.ip, input.ip), gt(otpChallenges.createdAt, hourAgo)));
      if ((perIp?.n ?? 0) >= OTP_POLICY.perIpPerHour * (ctx.ipLimitFactor ?? 1))
        return otpRefusals.tooManyRequests();
    }

    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpChallenges.channel, input.channel),
          eq(otpChallenges.target, input.target),
          eq(otpChallenges.purpose, input.purpose),
          isNull(otpChallenges.consumedAt),
        ),
      );

    const code = generateCode(policy.digits);
    const [row] = await tx
      .insert(otpChallenges)
      .values({
        channel: input.channel,
        target: input.target,
        purpose: input.purpose,
        codeHash: hashCode(ctx.secret, input.channel, input.target, input.purpose, code),
        expiresAt: new Date(now.getTime() + policy.ttlMs),
        ip: input.ip,
        sessionKey: input.sessionKey,
        createdAt: now,
      })
      .returning({ id: otpChallenges.id });
    const nextGapS = recent.length >= 1 ? policy.laterResendS : policy.firstResendS;
    return {
      ok: true,
      challengeId: row!.id,
      code,
      expiresInS: policy.ttlMs / 1000,
      resendInS: nextGapS,
    } as const;
  });
}

/** Removes a code whose delivery failed, so it neither works nor counts against the shopper. */
export async function withdrawOtp(ctx: OtpContext, challengeId: number): Promise<void> {
  await ctx.db.delete(otpChallenges).where(eq(otpChallenges.id, challengeId));
}

/**
 * Checks a typed code against the newest live code of the target: single use, expiring, and dead
 * after `maxWrongTries` wrong guesses (a 4-digit code must not be guessable by trying).
 */
export async function verifyOtp(
  ctx: OtpContext,
  input: { channel: OtpChannel; target: string; purpose: OtpPurpose; code: string },
): Promise<VerifyResult> {
  const now = (ctx.now ?? (() => new Date()))();
  const [challenge] = await ctx.db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.channel, input.channel),
        eq(otpChallenges.target, input.target),
        eq(otpChallenges.purpose, input.purpose),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
    .limit(1);
  if (!challenge) return otpRefusals.wrongCode(input.channel);
  if (challenge.attempts >= OTP_POLICY.maxWrongTries) return otpRefusals.exhausted();
  if (challenge.expiresAt.getTime() <= now.getTime()) return otpRefusals.expired();

  const expected = Buffer.from(challenge.codeHash, 'hex');
  const actual = Buffer.from(
    hashCode(ctx.secret, input.channel, input.target, input.purpose, input.code),
    'hex',
  );
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    // Counted in the database, so parallel guesses across instances share one budget.
    const [after] = await ctx.db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.consumedAt)))
      .returning({ attempts: otpChallenges.attempts });
    if (after && after.attempts >= OTP_POLICY.maxWrongTries) return otpRefusals.exhausted();
    return otpRefusals.wrongCode(input.channel);
  }

  // Single use: only one request can flip consumed_at, even when two arrive together.
  const consumed = await ctx.db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        isNull(otpChallenges.consumedAt),
        sql`${otpChallenges.attempts} < ${OTP_POLICY.maxWrongTries}`,
      ),
    )
    .returning({ id: otpChallenges.id });
  return consumed.length === 1 ? { ok: true } : otpRefusals.wrongCode(input.channel);
}
