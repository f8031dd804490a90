import { randomBytes } from 'node:crypto';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { staffSignIns, users } from '../../db/schema';
import { hashSessionToken, type UserRow } from '../auth/sessions';
import type { ServiceContext } from '../context';

/**
 * A sign-in whose password was right and whose second step is still to come
 * (docs/decisions/back-office.md, Two-factor sign-in). It lives in its own table and cookie, so it
 * can never be mistaken for a staff session: the only calls it opens are that second step's.
 */
export const STAFF_SIGN_IN_COOKIE = 'kesariya_staff_sign_in';
export const PRODUCTION_STAFF_SIGN_IN_COOKIE = `__Host-${STAFF_SIGN_IN_COOKIE}`;

export type SignInStep = 'code' | 'enrol';

/** Long enough to open the app and type a code; setting the app up takes longer. */
export const SIGN_IN_TTL_MS: Record<SignInStep, number> = {
  code: 5 * 60_000,
  enrol: 15 * 60_000,
};

/** Wrong codes one sign-in takes before it ends and the password is asked again. */
export const SIGN_IN_MAX_WRONG_CODES = 5;

export type StaffSignInRow = typeof staffSignIns.$inferSelect;

export async function createSignIn(
  ctx: ServiceContext,
  input: { userId: number; step: SignInStep },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SIGN_IN_TTL_MS[input.step]);
  // Sign-ins given up on are dropped here, so the table holds only the few under way.
  await ctx.db.delete(staffSignIns).where(lte(staffSignIns.expiresAt, now));
  await ctx.db.insert(staffSignIns).values({
    tokenHash: hashSessionToken(token),
    userId: input.userId,
    step: input.step,
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

export interface LoadedSignIn {
  signIn: StaffSignInRow;
  user: UserRow;
}

/** The live sign-in of a cookie token, with its account; an expired one is deleted on sight. */
export async function loadSignIn(
  ctx: ServiceContext,
  token: string,
  now = new Date(),
): Promise<LoadedSignIn | null> {
  const tokenHash = hashSessionToken(token);
  const [row] = await ctx.db
    .select({ signIn: staffSignIns, user: users })
    .from(staffSignIns)
    .innerJoin(users, eq(users.id, staffSignIns.userId))
    .where(eq(staffSignIns.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  if (row.signIn.expiresAt.getTime() <= now.getTime()) {
    await ctx.db.delete(staffSignIns).where(eq(staffSignIns.tokenHash, tokenHash));
    return null;
  }
  return row;
}

/**
 * Counts a wrong code against the sign-in; answers how many tries it has left, and ends it when
 * none are. Counted in one statement, so codes sent at the same moment cannot share a try.
 */
export async function countWrongCode(ctx: ServiceContext, tokenHash: string): Promise<number> {
  const [row] = await ctx.db
    .update(staffSignIns)
    .set({ failedCodes: sql`${staffSignIns.failedCodes} + 1` })
    .where(eq(staffSignIns.tokenHash, tokenHash))
    .returning({ failedCodes: staffSignIns.failedCodes });
  const left = SIGN_IN_MAX_WRONG_CODES - (row?.failedCodes ?? SIGN_IN_MAX_WRONG_CODES);
  if (left <= 0)
    await ctx.db
      .delete(staffSignIns)
      .where(
        and(
          eq(staffSignIns.tokenHash, tokenHash),
          gte(staffSignIns.failedCodes, SIGN_IN_MAX_WRONG_CODES),
        ),
      );
  return Math.max(left, 0);
}

export async function endSignIn(ctx: ServiceContext, tokenHash: string): Promise<void> {
  await ctx.db.delete(staffSignIns).where(eq(staffSignIns.tokenHash, tokenHash));
}

/** Half-done sign-ins of an account end with its sessions (removal, a reset, a new password). */
export async function endSignInsOf(ctx: ServiceContext, userId: number): Promise<void> {
  await ctx.db.delete(staffSignIns).where(eq(staffSignIns.userId, userId));
}
