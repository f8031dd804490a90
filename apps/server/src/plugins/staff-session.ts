import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_ONLY_MESSAGE, type StaffRole } from '@kesariya/shared';
import type { Config } from '../config';
import { AppError } from '../errors';
import {
  createStaffSession,
  destroyStaffSession,
  loadStaffSession,
  PRODUCTION_STAFF_SESSION_COOKIE,
  STAFF_SESSION_COOKIE,
  type LoadedStaffSession,
} from '../services/staff/staff-sessions';
import {
  createSignIn,
  endSignIn,
  loadSignIn,
  PRODUCTION_STAFF_SIGN_IN_COOKIE,
  STAFF_SIGN_IN_COOKIE,
  type LoadedSignIn,
  type SignInStep,
} from '../services/staff/staff-sign-ins';

/** A signed-in member of staff, as every back-office call sees them. */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The back-office session of this request, looked up once and only when asked. */
    getStaffSession(): Promise<LoadedStaffSession | null>;
    staffSessionState: Promise<LoadedStaffSession | null> | null;
    /** The sign-in of this request still waiting for its second step, looked up once. */
    getStaffSignIn(): Promise<LoadedSignIn | null>;
    staffSignInState: Promise<LoadedSignIn | null> | null;
  }
  interface FastifyInstance {
    staffSessions: {
      /** Signs a member in on this browser: any session or half-done sign-in it held ends. */
      start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /**
       * The password was right and `step` comes next: this browser gets a sign-in cookie, no
       * session, and whatever session it held ends.
       */
      startSignIn(
        request: FastifyRequest,
        reply: FastifyReply,
        userId: number,
        step: SignInStep,
      ): Promise<void>;
      /** Ends this browser's half-done sign-in (too many wrong codes). */
      endSignIn(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    };
  }
}

export const STAFF_SIGN_IN_REQUIRED = 'Please sign in to the back office.';
export const TWO_FACTOR_NOW_REQUIRED =
  'The store owner now requires two-factor sign-in. Sign in again to set it up.';
export const OWNER_ONLY = 'Only the store owner can do this.';

export function isStaffRole(role: string): role is StaffRole {
  return role === 'owner' || role === 'staff';
}

export function staffMember(user: LoadedStaffSession['user']): StaffMember {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim() || (user.email ?? ''),
    email: user.email ?? '',
    role: user.role as StaffRole,
  };
}

/**
 * The guard of every back-office call: the member of staff of this request's staff session. No
 * staff session: 401, except that a signed-in shopper is told 403 (they are known, and not staff).
 * The role and status are read from the account on every request, so removal takes effect at once.
 */
export async function requireStaff(request: FastifyRequest): Promise<StaffMember> {
  const loaded = await request.getStaffSession();
  if (loaded && loaded.user.status === 'Y' && isStaffRole(loaded.user.role)) {
    // Turning the rule on ends these sessions; this catches one begun at that very moment.
    if (loaded.twoFactor.required && !loaded.twoFactor.on)
      throw new AppError('unauthenticated', TWO_FACTOR_NOW_REQUIRED);
    return staffMember(loaded.user);
  }
  const { user } = await request.getAuth();
  if (loaded || user) throw new AppError('forbidden', STAFF_ONLY_MESSAGE);
  throw new AppError('unauthenticated', STAFF_SIGN_IN_REQUIRED);
}

/**
 * Who may set up two-factor sign-in: a signed-in member, or one whose sign-in waits for it because
 * the owner requires it (docs/decisions/back-office.md, Two-factor sign-in); `signIn` is then that
 * sign-in.
 */
export async function enrollingMember(
  request: FastifyRequest,
): Promise<{ member: StaffMember; signIn: LoadedSignIn | null }> {
  const signIn = await request.getStaffSignIn();
  if (
    signIn?.signIn.step === 'enrol' &&
    signIn.user.status === 'Y' &&
    isStaffRole(signIn.user.role)
  )
    return { member: staffMember(signIn.user), signIn };
  return { member: await requireStaff(request), signIn: null };
}

/** Settings, content, staff and wallet adjustments: the owner's alone. */
export async function requireOwner(request: FastifyRequest): Promise<StaffMember> {
  const staff = await requireStaff(request);
  if (staff.role !== 'owner') throw new AppError('forbidden', OWNER_ONLY);
  return staff;
}

/**
 * The back office's own session cookie (docs/decisions/back-office.md, Staff and the back office):
 * HttpOnly, SameSite=Strict (the back office is never entered from another site's link with a
 * write), with no expiry date, so closing the browser ends it; the server ends it after two idle
 * hours or twelve in all, and replaces its token every quarter of an hour of use.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    // `__Host-`: Secure, no Domain, path /, so the cookie belongs to the one host that set it; with
    // the back office on its own https host (ADMIN_ORIGIN) that host alone, even outside production.
    const hostOnly = config.isProduction || config.adminOrigin?.startsWith('https://') === true;
    const cookieName = hostOnly ? PRODUCTION_STAFF_SESSION_COOKIE : STAFF_SESSION_COOKIE;
    const signInCookie = hostOnly ? PRODUCTION_STAFF_SIGN_IN_COOKIE : STAFF_SIGN_IN_COOKIE;
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: hostOnly,
    } as const;

    app.decorateRequest('staffSignInState', null);
    app.decorateRequest('getStaffSignIn', function getStaffSignIn(this: FastifyRequest) {
      if (!this.staffSignInState) {
        const token = this.cookies[signInCookie];
        this.staffSignInState = token ? loadSignIn({ db: app.db }, token) : Promise.resolve(null);
      }
      return this.staffSignInState;
    });

    app.decorateRequest('staffSessionState', null);
    app.decorateRequest('getStaffSession', function getStaffSession(this: FastifyRequest) {
      if (!this.staffSessionState) {
        const token = this.cookies[cookieName];
        this.staffSessionState = token
          ? loadStaffSession({ db: app.db }, token)
          : Promise.resolve(null);
      }
      return this.staffSessionState;
    });

    app.addHook('onSend', async (request, reply) => {
      if (!request.staffSessionState) return;
      const loaded = await request.staffSessionState;
      if (loaded?.replacedBy) reply.setCookie(cookieName, loaded.replacedBy.token, cookieOptions);
    });

    app.decorate('staffSessions', {
      /** Signs a member of staff in on this browser: whatever staff session it held ends. */
      async start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
        await dropSignIn(request, reply);
        await dropCurrent(request);
        const issued = await createStaffSession(
          { db: app.db },
          { userId, ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        );
        reply.setCookie(cookieName, issued.token, cookieOptions);
        request.staffSessionState = loadStaffSession({ db: app.db }, issued.token);
      },
      async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
        await dropSignIn(request, reply);
        await dropCurrent(request);
        reply.clearCookie(cookieName, cookieOptions);
        request.staffSessionState = Promise.resolve(null);
      },
      async startSignIn(request, reply, userId, step): Promise<void> {
        // The cookie is set anew below, not cleared first.
        await dropSignIn(request, reply, false);
        await dropCurrent(request);
        if (request.cookies[cookieName]) reply.clearCookie(cookieName, cookieOptions);
        request.staffSessionState = Promise.resolve(null);
        const issued = await createSignIn({ db: app.db }, { userId, step });
        reply.setCookie(signInCookie, issued.token, cookieOptions);
        request.staffSignInState = loadSignIn({ db: app.db }, issued.token);
      },
      endSignIn: (request, reply) => dropSignIn(request, reply),
    });

    async function dropSignIn(
      request: FastifyRequest,
      reply: FastifyReply,
      clearCookie = true,
    ): Promise<void> {
      const token = request.cookies[signInCookie];
      if (!token) return;
      const loaded = await request.getStaffSignIn();
      if (loaded) await endSignIn({ db: app.db }, loaded.signIn.tokenHash);
      if (clearCookie) reply.clearCookie(signInCookie, cookieOptions);
      request.staffSignInState = Promise.resolve(null);
    }

    async function dropCurrent(request: FastifyRequest): Promise<void> {
      const token = request.cookies[cookieName];
      if (token) await destroyStaffSession({ db: app.db }, token);
    }
  },
  { name: 'staff-session', dependencies: ['database', 'session'] },
);
