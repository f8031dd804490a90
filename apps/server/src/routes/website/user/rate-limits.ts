import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, TOO_MANY_REQUESTS } from '../../../errors';
import { ipLimitKey } from '../../../lib/ip-limit-key';

/**
 * Per-IP limits of the account calls: OTP, login, sign-up and reset
 * (docs/decisions/platform-and-security.md, Rate limits and shared addresses (CGNAT)). They sit on
 * top of the per-phone and per-e-mail limits the OTP service keeps in the database. Loose enough
 * for shoppers behind one carrier-grade NAT address, tight enough to stop guessing.
 */
const window15 = 15 * 60_000;

/**
 * The per-IP limits, scaled by AUTH_IP_LIMIT_FACTOR (default 1). Only a deployment whose shoppers
 * really share one address in great numbers, or the browser tests (every test from 127.0.0.1),
 * raise it; the per-phone, per-e-mail and per-code limits never change.
 */
export function ipLimits(factor: number) {
  return {
    otpSend: { max: 30 * factor, timeWindow: window15 },
    otpVerify: { max: 60 * factor, timeWindow: window15 },
    signup: { max: 20 * factor, timeWindow: window15 },
    passwordChange: { max: 10 * factor, timeWindow: window15 },
  };
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** Password guessing is limited per address and IP; runs after body parsing to see the address. */
export const passwordLoginLimit = {
  max: 10,
  timeWindow: window15,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `${ipLimitKey(request.ip)}|${emailOf(request)}`,
};

/** The account a password try is for, when the request names it otherwise than by `email`. */
const triedAccount = new WeakMap<FastifyRequest, string>();

/**
 * The limit above counts one address from one IP; these stop the same guessing spread out: one
 * account tried from many addresses, and one address trying many accounts (credential stuffing).
 * The per-IP one is as loose as the OTP verify limit, for shoppers behind one NAT address.
 */
export function passwordSprayGuard(app: FastifyInstance, factor: number) {
  const perAccount = app.createRateLimit({
    max: 20,
    timeWindow: window15,
    keyGenerator: (request) => `login-account|${triedAccount.get(request) ?? emailOf(request)}`,
  });
  const perIp = app.createRateLimit({
    max: 60 * factor,
    timeWindow: window15,
    keyGenerator: (request) => `login-ip|${ipLimitKey(request.ip)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const counts = await Promise.all([perAccount(request), perIp(request)]);
    // isAllowed is only the allow list; isExceeded says whether this request went over the limit.
    if (counts.some((count) => !count.isAllowed && count.isExceeded))
      throw new AppError('rate_limited', TOO_MANY_REQUESTS);
  };
}

/** Each store's (by its database) one count of shoppers' password tries. */
const shopperGuards = new WeakMap<object, ReturnType<typeof passwordSprayGuard>>();

/**
 * The shopper's password tries, wherever a password is typed (the login, and the password that
 * confirms a change of contact details), count together per account and per IP: a stolen session
 * cannot guess the password through the change call on an allowance of its own. `account` names
 * the account when the request has no `email` field: its proven e-mail, as the login names it.
 */
export function shopperPasswordTries(app: FastifyInstance, factor: number) {
  let guard = shopperGuards.get(app.db);
  if (!guard) {
    guard = passwordSprayGuard(app, factor);
    shopperGuards.set(app.db, guard);
  }
  const counted = guard;
  return async (request: FastifyRequest, account?: string): Promise<void> => {
    if (account !== undefined) triedAccount.set(request, account.trim().toLowerCase());
    await counted(request);
  };
}
