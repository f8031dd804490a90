import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { sessions, users } from '../../db/schema';

/**
 * Sessions live in the database, so any instance behind a load balancer can serve them
 * (docs/decisions/auth-and-sessions.md, Sessions and identity).
 */
export const SESSION_COOKIE = 'kesariya_session';
/**
 * The cookie's name in production. Browsers keep a `__Host-` cookie only when it is Secure, has
 * Path=/ and no Domain, so neither a sibling subdomain nor a plain-HTTP page can plant or replace it.
 */
export const PRODUCTION_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** Idle expiry: a session unused this long ends. Use moves it forward (sliding). */
export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/** Absolute lifetime: however active, a session ends this long after it began, and its user logs in again. */
export const SESSION_MAX_AGE_MS = 90 * 24 * 3600_000;
/** Sliding expiry is written at most once a day per session, not on every request. */
const SLIDE_EVERY_MS = 24 * 3600_000;
/** A proven phone or e-mail must be used (login, sign-up, reset) soon after the OTP. */
export const VERIFICATION_TTL_MS = 15 * 60_000;

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** Only the SHA-256 of the cookie token is stored: a leaked table does not leak live sessions. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A session's cookie token (given to the browser once) and when the cookie expires. */
export interface IssuedSession {
  token: string;
  idHash: string;
  expiresAt: Date;
}

/** A random 32-byte cookie token and the hash it is stored under. */
function newToken(): { token: string; idHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, idHash: hashSessionToken(token) };
}

/** The idle expiry of a session used at `now`, never past its absolute lifetime. */
function slidExpiry(createdAt: Date, now: Date): Date {
  return new Date(
    Math.min(now.getTime() + SESSION_TTL_MS, createdAt.getTime() + SESSION_MAX_AGE_MS),
  );
}

export async function createSession(
  ctx: ServiceContext,
  input: { userId: number | null; ip: string | null; userAgent: string | null; now?: Date },
): Promise<IssuedSession> {
  const { token, idHash } = newToken();
  const now = input.now ?? new Date();
  const expiresAt = slidExpiry(now, now);
  await ctx.db.insert(sessions).values({
    idHash,
    userId: input.userId,
    expiresAt,
    createdAt: now,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { token, idHash, expiresAt };
}

/**
 * The live session of a cookie token with its user, or null. Expired sessions are deleted on sight.
 * `renewedUntil` is set when the sliding expiry moved, so the caller re-sends the cookie.
 */
export async function loadSession(
  ctx: ServiceContext,
  token: string,
  now = new Date(),
): Promise<{ session: SessionRow; user: UserRow | null; renewedUntil: Date | null } | null> {
  const idHash = hashSessionToken(token);
  const [row] = await ctx.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  if (!row) return null;
  const { expiresAt, createdAt } = row.session;
  if (
    expiresAt.getTime() <= now.getTime() ||
    createdAt.getTime() + SESSION_MAX_AGE_MS <= now.getTime()
  ) {
    await ctx.db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  let renewedUntil: Date | null = null;
  const slid = slidExpiry(createdAt, now);
  if (slid.getTime() - expiresAt.getTime() > SLIDE_EVERY_MS) {
    renewedUntil = slid;
    await ctx.db
      .update(sessions)
      .set({ expiresAt: renewedUntil })
      .where(eq(sessions.idHash, idHash));
    row.session.expiresAt = renewedUntil;
  }
  return { session: row.session, user: row.user, renewedUntil };
}

/**
 * The same session under a new token: its user, proofs and age are kept, and the old token stops
 * working. Null when the session no longer exists.
 */
export async function rotateSession(
  ctx: ServiceContext,
  idHash: string,
): Promise<IssuedSession | null> {
  const fresh = newToken();
  const [rotated] = await ctx.db
    .update(sessions)
    .set({ idHash: fresh.idHash })
    .where(eq(sessions.idHash, idHash))
    .returning({ idHash: sessions.idHash, expiresAt: sessions.expiresAt });
  return rotated ? { token: fresh.token, ...rotated } : null;
}

export async function destroySession(ctx: ServiceContext, idHash: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** After a password change or reset every other device has to log in again. */
export async function destroyOtherSessions(
  ctx: ServiceContext,
  userId: number,
  keepIdHash: string | null,
): Promise<void> {
  await ctx.db
    .delete(sessions)
    .where(
      keepIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
        : eq(sessions.userId, userId),
    );
}

export async function markPhoneVerified(
  ctx: ServiceContext,
  idHash: string,
  phone: string,
  now = new Date(),
): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ verifiedPhone: phone, phoneVerifiedAt: now })
    .where(eq(sessions.idHash, idHash));
}

export async function markEmailVerified(
  ctx: ServiceContext,
  idHash: string,
  email: string,
  now = new Date(),
): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ verifiedEmail: email, emailVerifiedAt: now })
    .where(eq(sessions.idHash, idHash));
}

export async function clearEmailVerification(ctx: ServiceContext, idHash: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ verifiedEmail: null, emailVerifiedAt: null })
    .where(eq(sessions.idHash, idHash));
}

/**
 * Whether this session proved `phone` by OTP recently enough to act on it: within `maxAgeMs`,
 * which a change that stands in for a password asks to be shorter.
 */
export function hasVerifiedPhone(
  session: SessionRow | null,
  phone: string,
  now = new Date(),
  maxAgeMs = VERIFICATION_TTL_MS,
): boolean {
  return Boolean(
    session?.verifiedPhone === phone &&
    session.phoneVerifiedAt &&
    now.getTime() - session.phoneVerifiedAt.getTime() < maxAgeMs,
  );
}

export function hasVerifiedEmail(
  session: SessionRow | null,
  email: string,
  now = new Date(),
  maxAgeMs = VERIFICATION_TTL_MS,
): boolean {
  return Boolean(
    session?.verifiedEmail &&
    session.verifiedEmail.toLowerCase() === email.toLowerCase() &&
    session.emailVerifiedAt &&
    now.getTime() - session.emailVerifiedAt.getTime() < maxAgeMs,
  );
}
