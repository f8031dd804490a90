import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError, TOO_MANY_REQUESTS } from '../errors';

/**
 * Per-route limits only (DESIGN.md: browsing and cart calls are not limited per IP, many shoppers
 * share one carrier-grade NAT address). With REDIS_URL the counters are shared between instances.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    let redis: Redis | undefined;
    if (config.redisUrl) {
      redis = new Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      });
      app.addHook('onClose', async () => {
        await redis?.quit();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'kesariya-rl:' } : {}),
      // A Redis outage must not take the store down: requests pass unlimited until it is back.
      skipOnError: true,
      errorResponseBuilder: () => new AppError('rate_limited', TOO_MANY_REQUESTS),
    });
  },
  { name: 'rate-limit' },
);
