import type { FastifyRequest } from 'fastify';

/**
 * Per-IP limits of the account calls (DESIGN.md: rate limits guard OTP, login, sign-up and reset).
 * They sit on top of the per-phone and per-e-mail limits the OTP service keeps in the database.
 * Loose enough for shoppers behind one carrier-grade NAT address, tight enough to stop guessing.
 */
const window15 = 15 * 60_000;

export const otpSendLimit = { max: 30, timeWindow: window15 };
export const otpVerifyLimit = { max: 60, timeWindow: window15 };
export const signupLimit = { max: 20, timeWindow: window15 };

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** Password guessing is limited per address and IP; runs after body parsing to see the address. */
export const passwordLoginLimit = {
  max: 10,
  timeWindow: window15,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `${request.ip}|${emailOf(request)}`,
};

export const passwordChangeLimit = { max: 10, timeWindow: window15 };
