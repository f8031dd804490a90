import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../errors';
import { comparableHost } from '../lib/public-origin';
import {
  createSession,
  destroySession,
  hashSessionToken,
  loadSession,
  PRODUCTION_SESSION_COOKIE,
  rotateSession,
  SESSION_COOKIE,
  type IssuedSession,
  type SessionRow,
  type UserRow,
} from '../services/auth/sessions';

/** What the session cookie of a request stands for; both null for a visitor without one. */
export interface AuthState {
  session: SessionRow | null;
  user: UserRow | null;
  /** Set when the sliding expiry moved: the cookie is sent again with the new date. */
  renewedUntil: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session and user of this request, looked up once and only when a cookie is present. */
    getAuth(): Promise<AuthState>;
    authState: Promise<AuthState> | null;
  }
}

const EMPTY: AuthState = { session: null, user: null, renewedUntil: null };
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The logged-in user of a request, or a 401 (for cart, wishlist, order and account routes). */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const { user } = await request.getAuth();
  if (!user || user.status !== 'Y')
    throw new AppError('unauthenticated', 'Please log in to continue.');
  return user;
}

/** The logged-in user, or null for a guest. */
export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  const { user } = await request.getAuth();
  return user && user.status === 'Y' ? user : null;
}

function cookieOptions(config: Config, expires: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.isProduction,
    expires,
  } as const;
}

/**
 * Sessions (docs/decisions/auth-and-sessions.md, Sessions and identity): a random 32-byte token in
 * an HttpOnly, SameSite=Lax cookie (`__Host-` in production), stored hashed in the sessions table,
 * rotated on login and on an OTP proof, destroyed on logout. Also refuses cross-site writes.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
    const cookieName = config.isProduction ? PRODUCTION_SESSION_COOKIE : SESSION_COOKIE;

    app.decorateRequest('authState', null);
    app.decorateRequest('getAuth', function getAuth(this: FastifyRequest): Promise<AuthState> {
      if (!this.authState) {
        const token = this.cookies[cookieName];
        this.authState = token
          ? loadSession({ db: app.db }, token).then((found) => found ?? EMPTY)
          : Promise.resolve(EMPTY);
      }
      return this.authState;
    });

    // CSRF (docs/decisions/auth-and-sessions.md, Sessions and identity): browsers announce where a
    // write comes from; one from another site is refused before any handler runs. Clients that send
    // neither header (curl, server-to-server) carry no ambient cookie of a shopper, so they pass.
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      if (request.routeOptions.config?.basicAuth === false) return;
      if (isCrossSite(request)) throw new AppError('forbidden', 'Cross-site request refused.');
    });

    app.addHook('onSend', async (request, reply) => {
      if (!request.authState) return;
      const { session, renewedUntil } = await request.authState;
      if (session && renewedUntil && !reply.hasHeader('set-cookie')) {
        const token = request.cookies[cookieName];
        if (token) reply.setCookie(cookieName, token, cookieOptions(config, renewedUntil));
      }
    });

    app.decorate('sessions', {
      /** Logs a user in on this browser: the old session (guest or another user) is destroyed. */
      async start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
        await dropCurrent(request);
        await issue(request, reply, await newSession(request, userId));
      },
      /**
       * This browser's session under a new token, its user and proofs kept, or a new guest session
       * to hold an OTP proof before any account exists. Called when a session gains a proof, so a
       * token copied before the proof is worthless after it.
       */
      async rotate(request: FastifyRequest, reply: FastifyReply): Promise<SessionRow> {
        const { session } = await request.getAuth();
        const rotated = session ? await rotateSession({ db: app.db }, session.idHash) : null;
        return issue(request, reply, rotated ?? (await newSession(request, null)));
      },
      /** Logout: the row goes, and the browser is told to forget the cookie. */
      async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
        await dropCurrent(request);
        reply.clearCookie(cookieName, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.isProduction,
        });
        request.authState = Promise.resolve(EMPTY);
      },
    });

    function newSession(request: FastifyRequest, userId: number | null): Promise<IssuedSession> {
      return createSession(
        { db: app.db },
        { userId, ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
      );
    }

    /** Hands the browser a session's token and makes that session the request's own. */
    async function issue(
      request: FastifyRequest,
      reply: FastifyReply,
      issued: IssuedSession,
    ): Promise<SessionRow> {
      reply.setCookie(cookieName, issued.token, cookieOptions(config, issued.expiresAt));
      request.authState = loadSession({ db: app.db }, issued.token).then((found) => found ?? EMPTY);
      return (await request.authState).session!;
    }

    async function dropCurrent(request: FastifyRequest): Promise<void> {
      const token = request.cookies[cookieName];
      if (token) await destroySession({ db: app.db }, hashSessionToken(token));
    }
  },
  { name: 'session', dependencies: ['database'] },
);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  if (value === 'null') return 'null';
  try {
    return new URL(value).host;
  } catch {
    return 'null';
  }
}

export function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (origin === null) return false;
  // Default ports are left out, so `localhost:80` and `http://localhost` count as one origin. The
  // back office on its own host (ADMIN_ORIGIN) is its own origin: a write to it from the
  // storefront's pages is refused as any other site's, though the two are one site to a browser.
  return comparableHost(origin) !== comparableHost(request.host);
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
      rotate(request: FastifyRequest, reply: FastifyReply): Promise<SessionRow>;
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    };
  }
}
