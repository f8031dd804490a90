import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ipLimitKey } from '../../../lib/ip-limit-key';
import { requireUser } from '../../../plugins/session';

/**
 * The limit of a call made from a message's link without logging in (the token is the
 * credential) or from the shopper's own session: a link's tap counts by address, like tracking (a
 * token is 256 random bits, but nothing should be guessed at speed), a call in a session by
 * shopper. Counted after the body is read, which says which it is.
 */
export function linkOrSessionRateLimit(app: FastifyInstance, name: string) {
  return {
    max: 10 * app.config.authIpLimitFactor,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    keyGenerator: async (request: FastifyRequest) => {
      const body = request.body as { token?: string };
      return body.token
        ? `${name}|${ipLimitKey(request.ip)}`
        : `${name}-user|${(await requireUser(request)).id}`;
    },
  };
}
