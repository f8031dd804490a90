import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one shared Redis connection when REDIS_URL is set (rate limits, cache invalidation);
     * null in the single-instance embedded mode, where those stay in process.
     */
    redis: Redis | null;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    if (!config.redisUrl) {
      app.decorate('redis', null);
      return;
    }
    // Loaded only when configured: ioredis is dozens of modules read from node_modules, which the
    // single-instance embedded mode would load at every start for nothing.
    const { Redis } = await import('ioredis');
    const redis = new Redis(config.redisUrl, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      // While Redis is down, commands wait in the offline queue for the next reconnect attempt,
      // whose back-off grows to 2 s: every rate-limited call (OTP, login) would take seconds.
      // Callers treat a failed command as "no Redis" (skipOnError), so fail it fast instead.
      commandTimeout: 500,
      lazyConnect: false,
    });
    // A Redis outage must not take the store down; ioredis reconnects by itself.
    redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
