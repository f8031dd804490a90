import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, TOO_MANY_REQUESTS } from '../../../errors';
import { ipLimitKey } from '../../../lib/ip-limit-key';

/**
 * Per-IP limits of the account calls: OTP, login, sign-up and reset (docs/decisions.md, Rate
 * limits and shared addresses (CGNAT)).
 * They sit on top of the per-phone and per-e-mail limits the OTP service keeps in the database.
 * Loose enough for shoppers behind one carrier-grade NAT address, tight enough to stop guessing.
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

/**
 * The limit above counts one address from one IP; these stop the same guessing spread out: one
 * account tried from many addresses, and one address trying many accounts (credential stuffing).
 * The per-IP one is as loose as the OTP verify limit, for shoppers behind one NAT address.
 */
export function passwordSprayGuard(app: FastifyInstance, factor: number) {
  const perAccount = app.createRateLimit({
    max: 20,
    timeWindow: window15,
    keyGenerator: (request) => `login-account|${emailOf(request)}`,
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
