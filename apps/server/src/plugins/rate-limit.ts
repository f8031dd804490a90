import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError, TOO_MANY_REQUESTS } from '../errors';
import { ipLimitKey } from '../lib/ip-limit-key';

/**
 * Per-route limits only: browsing and cart calls are not limited per IP, many shoppers share one
 * carrier-grade NAT address (docs/decisions/platform-and-security.md, Rate limits and shared
 * addresses (CGNAT)). With REDIS_URL the counters are shared between instances.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: 'kesariya-rl:' } : {}),
      // A Redis outage must not take the store down: requests pass unlimited until it is back.
      skipOnError: true,
      // Routes without a key of their own count per address, an IPv6 client by its /64.
      keyGenerator: (request) => ipLimitKey(request.ip),
      errorResponseBuilder: () => new AppError('rate_limited', TOO_MANY_REQUESTS),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
