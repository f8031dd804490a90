import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_OTP_DIGITS,
  MOBILE_OTP_DIGITS,
  MOBILE_RESEND_COUNTDOWN_S,
  RESEND_COUNTDOWN_S,
} from '@kesariya/shared';
import {
  and,
  count,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  notExists,
  sql,
  sum,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Refusal } from '../../errors';
import type { ServiceContext } from '../context';
import { otpChallenges, users } from '../../db/schema';
import { otpRefusals } from './otp-messages';

export type OtpChannel = 'sms' | 'email';
/**
 * Mobile codes serve login and sign-up alike; e-mail codes are bound to the flow that asked.
 * 'verify' codes prove a logged-in shopper's new e-mail or phone (services/auth/contact-details.ts).
 */
export type OtpPurpose = 'login' | 'signup' | 'reset' | 'verify';

/**
 * docs/decisions/auth-and-sessions.md, OTP rules. The resend gaps mirror the client's countdowns
 * (docs/decisions/storefront-screens.md, Login modal flow): the first mobile resend waits 120 s,
 * later ones 30 s; e-mail always 120 s. The server tells them apart by how many codes the target
 * got within `seriesWindowMs`.
 */
export const OTP_POLICY = {
  sms: {
    digits: MOBILE_OTP_DIGITS,
    ttlMs: 5 * 60_000,
    firstResendS: RESEND_COUNTDOWN_S,
    laterResendS: MOBILE_RESEND_COUNTDOWN_S,
    perTargetPerDay: 10,
    perTargetCeilingPerDay: 30,
  },
  email: {
    digits: EMAIL_OTP_DIGITS,
    ttlMs: 10 * 60_000,
    firstResendS: RESEND_COUNTDOWN_S,
    laterResendS: RESEND_COUNTDOWN_S,
    perTargetPerDay: 10,
    perTargetCeilingPerDay: 30,
  },
  maxWrongTries: 5,
  /**
   * A 4-digit reset code is the one code worth guessing: few codes a day, and wrong tries counted
   * across all of an address's reset codes, lock reset for the day.
   */
  /**
   * A 4-digit code: 10 wrong tries a day per address, and a ceiling across the store, so that
   * guessing over many addresses at once cannot add up to takeovers
   * (docs/decisions/auth-and-sessions.md, OTP rules).
   */
  reset: { codesPerDay: 3, wrongTriesPerDay: 10, alertAtWrongTries: 5, storeWrongTriesPerDay: 300 },
  perIpPerHour: 30,
  perSessionPerHour: 30,
  /**
   * SMS codes from one address in a day, whatever the targets (scaled by AUTH_IP_LIMIT_FACTOR):
   * loose enough for the store's shoppers behind one carrier-grade NAT address, tight enough that
   * a handful of addresses cannot spend SMS_DAILY_LIMIT (docs/decisions/platform-and-security.md,
   * Rate limits and shared addresses (CGNAT)).
   */
  smsPerIpPerDay: 100,
  /**
   * The share of SMS_DAILY_LIMIT that numbers no customer has proven may spend; the rest is kept
   * for the store's customers, who can then always log in.
   */
  newNumbersShareOfSmsLimit: 0.7,
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
  /** SMS_DAILY_LIMIT: text messages of the whole store in 24 hours; none when absent. */
  smsDailyLimit?: number;
  /** Told when a code is refused because the store reached SMS_DAILY_LIMIT, or new numbers their share. */
  onSmsCeiling?: (share: SmsShare) => void;
}

/** Which part of SMS_DAILY_LIMIT ran out: all of it, or the share of numbers without an account. */
export type SmsShare = 'all' | 'new_numbers';

export type IssueResult =
  { ok: true; challengeId: number; code: string; expiresInS: number; resendInS: number } | Refusal;

/** A refusal of a wrong reset code says how many wrong reset codes the address had today. */
export type VerifyResult =
  | { ok: true }
  | (Refusal & {
      wrongTriesToday?: number;
      /** The store-wide count of wrong reset codes, when this guess added to it. */
      storeWrongTriesToday?: number;
    });

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

type Tx = ServiceContext['db'];

async function countCodes(tx: Tx, ...conditions: (SQL | undefined)[]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(otpChallenges)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** A customer account that has proven the phone (a number, or the column that holds one). */
function customerHolding(tx: Tx, phone: string | AnyColumn) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.phone, phone), eq(users.role, 'customer'), isNotNull(users.phoneVerifiedAt)),
    );
}

async function isCustomersPhone(tx: Tx, phone: string): Promise<boolean> {
  const [row] = await customerHolding(tx, phone).limit(1);
  return Boolean(row);
}

/** Wrong reset codes typed for an address in the last day, across all its codes. */
/** Wrong reset codes typed since `since`, for one address or (null) across the store. */
async function wrongResetTries(tx: Tx, target: string | null, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sum(otpChallenges.attempts) })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.channel, 'email'),
        target === null ? undefined : eq(otpChallenges.target, target),
        eq(otpChallenges.purpose, 'reset'),
        gt(otpChallenges.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The limits a new code must pass (docs/decisions/auth-and-sessions.md, OTP rules). Codes for a
 * target are counted per requester (its address and its session apart), so a stranger's requests
 * cannot spend the target's own allowance; the per-target ceiling bounds what many requesters
 * together can send.
 */
async function issueRefusal(
  tx: Tx,
  ctx: OtpContext,
  input: {
    channel: OtpChannel;
    target: string;
    purpose: OtpPurpose;
    ip: string | null;
    sessionKey: string | null;
  },
  now: Date,
): Promise<Refusal | null> {
  const policy = OTP_POLICY[input.channel];
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const hourAgo = new Date(now.getTime() - 3600_000);
  const ofTarget = and(
    eq(otpChallenges.channel, input.channel),
    eq(otpChallenges.target, input.target),
    gt(otpChallenges.createdAt, dayAgo),
  );

  if (input.purpose === 'reset') {
    if ((await wrongResetTries(tx, input.target, dayAgo)) >= OTP_POLICY.reset.wrongTriesPerDay)
      return otpRefusals.resetLocked();
    const resets = await countCodes(tx, ofTarget, eq(otpChallenges.purpose, 'reset'));
    if (resets >= OTP_POLICY.reset.codesPerDay) return otpRefusals.resetCodesSpent();
  }

  if ((await countCodes(tx, ofTarget)) >= policy.perTargetCeilingPerDay)
    return otpRefusals.tooManyRequests();
  const requester = [
    input.ip ? eq(otpChallenges.ip, input.ip) : undefined,
    input.sessionKey ? eq(otpChallenges.sessionKey, input.sessionKey) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (requester.length > 0) {
    // Each of the requester's identities on its own: a new session from the same address, or the
    // same session from a new address, does not start a new allowance.
    for (const who of requester) {
      if ((await countCodes(tx, ofTarget, who)) >= policy.perTargetPerDay)
        return otpRefusals.tooManyRequests();
    }
  } else if ((await countCodes(tx, ofTarget)) >= policy.perTargetPerDay) {
    return otpRefusals.tooManyRequests();
  }

  if (input.ip) {
    const perIp = await countCodes(
      tx,
      eq(otpChallenges.ip, input.ip),
      gt(otpChallenges.createdAt, hourAgo),
    );
    if (perIp >= OTP_POLICY.perIpPerHour * (ctx.ipLimitFactor ?? 1))
      return otpRefusals.tooManyRequests();
    if (input.channel === 'sms') {
      const perIpToday = await countCodes(
        tx,
        eq(otpChallenges.ip, input.ip),
        eq(otpChallenges.channel, 'sms'),
        gt(otpChallenges.createdAt, dayAgo),
      );
      if (perIpToday >= OTP_POLICY.smsPerIpPerDay * (ctx.ipLimitFactor ?? 1))
        return otpRefusals.addressSmsSpent();
    }
  }
  if (input.sessionKey) {
    const perSession = await countCodes(
      tx,
      eq(otpChallenges.sessionKey, input.sessionKey),
      gt(otpChallenges.createdAt, hourAgo),
    );
    if (perSession >= OTP_POLICY.perSessionPerHour) return otpRefusals.tooManyRequests();
  }

  if (input.channel === 'sms' && ctx.smsDailyLimit !== undefined) {
    const smsToday = and(eq(otpChallenges.channel, 'sms'), gt(otpChallenges.createdAt, dayAgo));
    if ((await countCodes(tx, smsToday)) >= ctx.smsDailyLimit) {
      ctx.onSmsCeiling?.('all');
      return otpRefusals.smsCeiling();
    }
    // A number counts as a customer's while a customer account holds it proven, so a flood of
    // made-up numbers stops at its share and the store's customers keep the rest of the day's
    // messages. Counted as of now: a number that signed up today moves to the customers' part.
    if (!(await isCustomersPhone(tx, input.target))) {
      const toNewNumbers = await countCodes(
        tx,
        smsToday,
        notExists(customerHolding(tx, otpChallenges.target)),
      );
      if (toNewNumbers >= Math.floor(ctx.smsDailyLimit * OTP_POLICY.newNumbersShareOfSmsLimit)) {
        ctx.onSmsCeiling?.('new_numbers');
        return otpRefusals.smsCeiling();
      }
    }
  }
  return null;
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

    const refusal = await issueRefusal(tx, ctx, input, now);
    if (refusal) return refusal;

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
  const reset = input.channel === 'email' && input.purpose === 'reset';
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  if (reset) {
    if ((await wrongResetTries(ctx.db, null, dayAgo)) >= OTP_POLICY.reset.storeWrongTriesPerDay)
      return otpRefusals.resetPaused();
    if ((await wrongResetTries(ctx.db, input.target, dayAgo)) >= OTP_POLICY.reset.wrongTriesPerDay)
      return otpRefusals.resetLocked();
  }
  if (!challenge) return otpRefusals.wrongCode(input.channel);
  if (challenge.attempts >= OTP_POLICY.maxWrongTries) return otpRefusals.exhausted();
  if (challenge.expiresAt.getTime() <= now.getTime()) return otpRefusals.expired();

  const expected = Buffer.from(challenge.codeHash, 'hex');
  const actual = Buffer.from(
    hashCode(ctx.secret, input.channel, input.target, input.purpose, input.code),
    'hex',
  );
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    // Counted in the database, so parallel guesses across instances share one budget. A reset's
    // wrong tries are summed per address under a lock, so exactly one request sees each total.
    const { attempts, wrongToday, storeWrongToday } = await ctx.db.transaction(async (tx) => {
      // The store's lock first, then the address's: always in that order, so no two wait on
      // each other.
      if (reset) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('otp-reset:store'))`);
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`otp-reset:${input.target}`}))`,
        );
      }
      const [after] = await tx
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.consumedAt)))
        .returning({ attempts: otpChallenges.attempts });
      return {
        attempts: after?.attempts ?? 0,
        wrongToday: reset ? await wrongResetTries(tx, input.target, dayAgo) : undefined,
        storeWrongToday: reset ? await wrongResetTries(tx, null, dayAgo) : undefined,
      };
    });
    const refusal =
      wrongToday !== undefined && wrongToday >= OTP_POLICY.reset.wrongTriesPerDay
        ? otpRefusals.resetLocked()
        : attempts >= OTP_POLICY.maxWrongTries
          ? otpRefusals.exhausted()
          : otpRefusals.wrongCode(input.channel);
    return { ...refusal, wrongTriesToday: wrongToday, storeWrongTriesToday: storeWrongToday };
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
