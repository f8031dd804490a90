import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { postgresUnavailable } from '../helpers/postgres';

/** The Redis the scale-out tests share; the machine's local one unless TEST_REDIS_URL names another. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Why the scale-out tests cannot run here, or null when they can: they need a PostgreSQL server
 * (TEST_DATABASE_URL, as the other server tests on PostgreSQL) and a Redis both instances reach.
 */
export async function unavailableReason(): Promise<string | null> {
  if (!process.env.TEST_DATABASE_URL)
    return 'TEST_DATABASE_URL is not set (instances cannot share an embedded database)';
  const postgres = await postgresUnavailable(process.env.TEST_DATABASE_URL);
  if (postgres) return postgres;
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // ioredis rejects connect() with a bare "Connection is closed"; the event says why.
  let cause: Error | null = null;
  redis.on('error', (error: Error) => (cause ??= error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis at ${TEST_REDIS_URL} does not answer (${(cause ?? (error as Error)).message})`;
  } finally {
    redis.disconnect();
  }
  return null;
}

export interface RedisNamespace {
  /** REDIS_URL for the instances: every key they write starts with this run's own prefix. */
  url: string;
  /** Removes this run's keys only (the Redis is shared: never FLUSHALL). */
  clear(): Promise<void>;
}

/**
 * A key prefix of this run on the shared Redis (ioredis reads `keyPrefix` from the URL), so
 * parallel runs and other engineers' tests never see each other's rate-limit counters.
 */
export function redisNamespace(): RedisNamespace {
  const prefix = `kesariya-test-${randomBytes(6).toString('hex')}:`;
  const url = new URL(TEST_REDIS_URL);
  url.searchParams.set('keyPrefix', prefix);
  return {
    url: url.toString(),
    async clear() {
      const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}
