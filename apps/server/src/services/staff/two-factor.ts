import { createHash } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_CODE_DIGITS,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@kesariya/shared';
import { staffRecoveryCodes, staffTwoFactor } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { PasswordContext, ServiceContext } from '../context';
import { endSignInsOf } from './staff-sign-ins';
import { destroyStaffSessionsOf } from './staff-sessions';
import { twoFactorRequired } from './two-factor-policy';
import { newTypedCode, normaliseTypedCode } from './typed-code';

/**
 * Two-factor sign-in of the back office (docs/decisions/back-office.md, Two-factor sign-in): TOTP
 * (RFC 6238: 6 digits, 30-second steps, SHA-1, as every authenticator app reads an otpauth:// QR
 * code), one step either side accepted for a phone's clock, and a code accepted once only; plus
 * single-use recovery codes for a lost phone, kept as SHA-256 hashes.
 */
/** How an authenticator app names the entry: the store's name as it stood when it was set up. */
const issuerOf = (storeName: string) => `${storeName} back office`;
/** Seconds either side of now whose codes are accepted: one 30-second step. */
const CLOCK_TOLERANCE_S = 30;

export const WRONG_CODE =
  'That code is not right. Type the 6 digits your authenticator app shows now, or a recovery code you have not used.';
export const ALREADY_ON =
  'Two-factor sign-in is already on. Turn it off first to set it up on another phone.';
export const NOT_STARTED = 'Start setting up two-factor sign-in first: the code must come from it.';
export const NOT_ON = 'Two-factor sign-in is not on for this account.';
export const REQUIRED_BY_OWNER =
  'The store owner requires two-factor sign-in for everyone, so it stays on.';
const WRONG_PASSWORD = 'That is not your current password.';

/** Ten characters in two groups, such as 7KQ2M-9XD40: 50 random bits each. */
const newRecoveryCode = () => newTypedCode(2, 5);

const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseTypedCode(code)).digest('hex');

/** Six digits (spaces and dashes allowed) are an app's code; anything else a recovery code. */
function appCodeOf(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${TWO_FACTOR_CODE_DIGITS}}$`).test(digits) ? digits : null;
}

type TwoFactorRow = typeof staffTwoFactor.$inferSelect;

async function twoFactorRow(ctx: ServiceContext, userId: number): Promise<TwoFactorRow | null> {
  const [row] = await ctx.db
    .select()
    .from(staffTwoFactor)
    .where(eq(staffTwoFactor.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Whether the member signs in with a second factor. */
export async function hasTwoFactor(ctx: ServiceContext, userId: number): Promise<boolean> {
  return Boolean((await twoFactorRow(ctx, userId))?.confirmedAt);
}

/**
 * What follows a right password: the code when the member has two-factor sign-in, setting it up
 * when the owner requires it and they have none, or nothing (the session starts).
 */
export async function secondStepOf(
  ctx: ServiceContext,
  userId: number,
): Promise<'code' | 'enrol' | null> {
  if (await hasTwoFactor(ctx, userId)) return 'code';
  return (await twoFactorRequired(ctx)) ? 'enrol' : null;
}

export async function twoFactorStatus(
  ctx: ServiceContext,
  userId: number,
): Promise<TwoFactorStatus> {
  const [enabled, required, [left]] = await Promise.all([
    hasTwoFactor(ctx, userId),
    twoFactorRequired(ctx),
    ctx.db
      .select({ n: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt))),
  ]);
  return { enabled, recovery_codes_left: enabled ? Number(left?.n ?? 0) : 0, required };
}

/**
 * A new secret for the member's authenticator app. It signs nobody in until a code made from it
 * confirms it; starting again replaces a secret never confirmed.
 */
export async function beginEnrolment(
  ctx: ServiceContext,
  member: { id: number; email: string },
  storeName: string,
): Promise<TwoFactorSetup | Refusal> {
  const existing = await twoFactorRow(ctx, member.id);
  if (existing?.confirmedAt) return refuse('conflict', ALREADY_ON);
  const secret = generateSecret();
  await ctx.db
    .insert(staffTwoFactor)
    .values({ userId: member.id, secret })
    .onConflictDoUpdate({
      target: staffTwoFactor.userId,
      set: { secret, createdAt: new Date(), lastUsedStep: null },
      setWhere: isNull(staffTwoFactor.confirmedAt),
    });
  const issuer = issuerOf(storeName);
  return {
    secret,
    otpauth_url: generateURI({ issuer, label: member.email, secret }),
    issuer,
    account: member.email,
  };
}

/** The time step of an app code made from `secret` and not used before, or null. */
async function matchingStep(row: TwoFactorRow, code: string): Promise<number | null> {
  const result = await verify({
    secret: row.secret,
    token: code,
    epochTolerance: CLOCK_TOLERANCE_S,
    ...(row.lastUsedStep === null ? {} : { afterTimeStep: row.lastUsedStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Marks the step used, unless another request used it (or a later one) meanwhile: of two requests
 * with the same code only one gets through.
 */
async function spendStep(
  ctx: ServiceContext,
  userId: number,
  step: number,
  confirm: boolean,
): Promise<boolean> {
  const spent = await ctx.db
    .update(staffTwoFactor)
    .set(confirm ? { lastUsedStep: step, confirmedAt: new Date() } : { lastUsedStep: step })
    .where(
      and(
        eq(staffTwoFactor.userId, userId),
        confirm ? isNull(staffTwoFactor.confirmedAt) : isNotNull(staffTwoFactor.confirmedAt),
        or(isNull(staffTwoFactor.lastUsedStep), lt(staffTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: staffTwoFactor.userId });
  return spent.length > 0;
}

/**
 * Confirms the enrolment with a code from the app (proof it holds the secret) and answers the
 * recovery codes, which are shown this once and kept only as hashes.
 */
export async function confirmEnrolment(
  ctx: ServiceContext,
  actor: AuditActor,
  typed: string,
): Promise<{ recoveryCodes: string[] } | Refusal> {
  const row = await twoFactorRow(ctx, actor.id);
  if (row?.confirmedAt) return refuse('conflict', ALREADY_ON);
  if (!row) return refuse('conflict', NOT_STARTED);
  const code = appCodeOf(typed);
  const step = code ? await matchingStep(row, code) : null;
  if (step === null) return refuse('invalid_input', WRONG_CODE, 'code');
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return ctx.db.transaction(async (tx) => {
    if (!(await spendStep({ db: tx }, actor.id, step, true)))
      return refuse('invalid_input', WRONG_CODE, 'code');
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, actor.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(
        recoveryCodes.map((code) => ({ userId: actor.id, codeHash: hashRecoveryCode(code) })),
      );
    await recordChange({ db: tx }, actor, {
      action: 'staff.two_factor_on',
      targetType: 'staff',
      targetId: actor.id,
      before: { two_factor: false },
      after: { two_factor: true, recovery_codes: RECOVERY_CODE_COUNT },
    });
    return { recoveryCodes };
  });
}

/**
 * Checks a member's second factor: a code from the app, once, or one of the recovery codes, which
 * is used up. Answers which one it was, or null when it is neither.
 */
export async function checkSecondFactor(
  ctx: ServiceContext,
  userId: number,
  typed: string,
): Promise<'app' | 'recovery' | null> {
  const row = await twoFactorRow(ctx, userId);
  if (!row?.confirmedAt) return null;
  const code = appCodeOf(typed);
  if (code) {
    const step = await matchingStep(row, code);
    return step !== null && (await spendStep(ctx, userId, step, false)) ? 'app' : null;
  }
  const normalised = normaliseTypedCode(typed);
  if (normalised.length !== 10) return null;
  const used = await ctx.db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(normalised)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0 ? 'recovery' : null;
}

async function dropTwoFactor(ctx: ServiceContext, userId: number): Promise<void> {
  await ctx.db.delete(staffTwoFactor).where(eq(staffTwoFactor.userId, userId));
  await ctx.db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
}

/**
 * The member turns their own two-factor sign-in off, proving both factors again: the password and
 * a code. Refused while the owner requires it of everyone.
 */
export async function disableTwoFactor(
  ctx: PasswordContext,
  actor: AuditActor & { passwordHash: string | null },
  input: { password: string; code: string },
): Promise<{ ok: true } | Refusal> {
  if (!(await hasTwoFactor(ctx, actor.id))) return refuse('conflict', NOT_ON);
  if (await twoFactorRequired(ctx)) return refuse('forbidden', REQUIRED_BY_OWNER);
  if (!actor.passwordHash || !(await ctx.passwords.verify(input.password, actor.passwordHash)))
    return refuse('invalid_input', WRONG_PASSWORD, 'password');
  if (!(await checkSecondFactor(ctx, actor.id, input.code)))
    return refuse('invalid_input', WRONG_CODE, 'code');
  await ctx.db.transaction(async (tx) => {
    await dropTwoFactor({ db: tx }, actor.id);
    await recordChange({ db: tx }, actor, {
      action: 'staff.two_factor_off',
      targetType: 'staff',
      targetId: actor.id,
      before: { two_factor: true },
      after: { two_factor: false },
    });
  });
  return { ok: true };
}

/**
 * The owner clears a member's two-factor sign-in (a lost phone, no recovery codes left): the member
 * is signed out everywhere and sets it up again, if the owner requires it, at the next sign-in.
 * Owners clear their own by turning it off, with their password and a code.
 */
export async function resetTwoFactor(
  ctx: ServiceContext,
  actor: AuditActor,
  memberId: number,
): Promise<{ ok: true } | Refusal> {
  if (memberId === actor.id)
    return refuse(
      'conflict',
      'Turn your own two-factor sign-in off from Your account, with your password and a code.',
    );
  if (!(await hasTwoFactor(ctx, memberId)))
    return refuse('conflict', 'This member has no two-factor sign-in to reset.');
  await ctx.db.transaction(async (tx) => {
    await dropTwoFactor({ db: tx }, memberId);
    await destroyStaffSessionsOf({ db: tx }, memberId);
    await endSignInsOf({ db: tx }, memberId);
    await recordChange({ db: tx }, actor, {
      action: 'staff.two_factor_reset',
      targetType: 'staff',
      targetId: memberId,
      before: { two_factor: true },
      after: { two_factor: false },
    });
  });
  return { ok: true };
}

/** `npm run admin:create` lets an owner back in who lost the phone as well as the password. */
export async function clearTwoFactor(ctx: ServiceContext, userId: number): Promise<void> {
  await dropTwoFactor(ctx, userId);
}
