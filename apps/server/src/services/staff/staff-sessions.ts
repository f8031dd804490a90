import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { backOfficePolicy, staffSessions, staffTwoFactor, users } from '../../db/schema';
import { hashSessionToken } from '../auth/sessions';
import type { ServiceContext } from '../context';

/**
 * Back-office sessions (docs/decisions/back-office.md, Staff and the back office). Their own table
 * and cookie, so no shopper login, OTP or shopper cookie can ever stand for a member of staff.
 */
export const STAFF_SESSION_COOKIE = 'kesariya_staff';
/** In production the cookie is Secure, Path=/ and host-only, which `__Host-` makes browsers enforce. */
export const PRODUCTION_STAFF_SESSION_COOKIE = `__Host-${STAFF_SESSION_COOKIE}`;
/** A back office left alone this long signs out. */
export const STAFF_SESSION_IDLE_MS = 2 * 3600_000;
/** However busy, a working day's session ends and the password is asked again. */
export const STAFF_SESSION_MAX_AGE_MS = 12 * 3600_000;
/** A token in use is replaced this often, so one copied from a laptop is soon worthless. */
export const STAFF_TOKEN_ROTATE_MS = 15 * 60_000;
/**
 * The replaced token keeps working this long: the back office sends several calls at once, and
 * those already on their way with the old token must not sign the user out.
 */
const REPLACED_TOKEN_GRACE_MS = 60_000;

export type StaffSessionRow = typeof staffSessions.$inferSelect;
type UserRow = typeof users.$inferSelect;

export interface IssuedStaffSession {
  token: string;
  expiresAt: Date;
}

interface NewSession {
  userId: number;
  ip: string | null;
  userAgent: string | null;
  /** A rotated session keeps its start, so rotation never extends the absolute lifetime. */
  createdAt?: Date;
}

export async function createStaffSession(
  ctx: ServiceContext,
  input: NewSession,
  now = new Date(),
): Promise<IssuedStaffSession> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = input.createdAt ?? now;
  const expiresAt = idleExpiry(createdAt, now);
  await ctx.db.insert(staffSessions).values({
    idHash: hashSessionToken(token),
    userId: input.userId,
    expiresAt,
    rotatedAt: now,
    createdAt,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

function idleExpiry(createdAt: Date, now: Date): Date {
  return new Date(
    Math.min(now.getTime() + STAFF_SESSION_IDLE_MS, createdAt.getTime() + STAFF_SESSION_MAX_AGE_MS),
  );
}

export interface LoadedStaffSession {
  session: StaffSessionRow;
  user: UserRow;
  /** The member signs in with two-factor, and whether the owner requires it of everyone. */
  twoFactor: { on: boolean; required: boolean };
  /** A new token for this browser when the one it sent was due for replacement. */
  replacedBy: IssuedStaffSession | null;
}

/**
 * The live staff session of a cookie token, with its account. Expired sessions are deleted on sight.
 * A token used past its rotation time is retired (it lives on for a minute's grace) and replaced by
 * a new one; only one of several concurrent requests wins that replacement.
 */
export async function loadStaffSession(
  ctx: ServiceContext,
  token: string,
  now = new Date(),
): Promise<LoadedStaffSession | null> {
  const idHash = hashSessionToken(token);
  // The two-factor facts come in the same query: the guard checks them on every call.
  const [row] = await ctx.db
    .select({
      session: staffSessions,
      user: users,
      twoFactorOn: isNotNull(staffTwoFactor.confirmedAt),
      twoFactorRequired: backOfficePolicy.twoFactorRequired,
    })
    .from(staffSessions)
    .innerJoin(users, eq(users.id, staffSessions.userId))
    .leftJoin(staffTwoFactor, eq(staffTwoFactor.userId, staffSessions.userId))
    .leftJoin(backOfficePolicy, eq(backOfficePolicy.id, 1))
    .where(eq(staffSessions.idHash, idHash))
    .limit(1);
  if (!row) return null;
  const { session } = row;
  const twoFactor = { on: Boolean(row.twoFactorOn), required: Boolean(row.twoFactorRequired) };
  if (
    session.expiresAt.getTime() <= now.getTime() ||
    session.createdAt.getTime() + STAFF_SESSION_MAX_AGE_MS <= now.getTime()
  ) {
    await ctx.db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
    return null;
  }
  let replacedBy: IssuedStaffSession | null = null;
  if (now.getTime() - session.rotatedAt.getTime() >= STAFF_TOKEN_ROTATE_MS) {
    // A retired token's rotatedAt is set in the future, so it is never due again.
    const graceEnd = new Date(now.getTime() + REPLACED_TOKEN_GRACE_MS);
    const [retired] = await ctx.db
      .update(staffSessions)
      .set({ rotatedAt: graceEnd, expiresAt: graceEnd })
      .where(and(eq(staffSessions.idHash, idHash), eq(staffSessions.rotatedAt, session.rotatedAt)))
      .returning({ idHash: staffSessions.idHash });
    if (retired)
      replacedBy = await createStaffSession(
        ctx,
        {
          userId: session.userId,
          ip: session.ip,
          userAgent: session.userAgent,
          createdAt: session.createdAt,
        },
        now,
      );
  }
  return { session, user: row.user, twoFactor, replacedBy };
}

export async function destroyStaffSession(ctx: ServiceContext, token: string): Promise<void> {
  await ctx.db.delete(staffSessions).where(eq(staffSessions.idHash, hashSessionToken(token)));
}

/** A removed member of staff, or a changed password, ends every back-office session of that account. */
export async function destroyStaffSessionsOf(ctx: ServiceContext, userId: number): Promise<void> {
  await ctx.db.delete(staffSessions).where(eq(staffSessions.userId, userId));
}
