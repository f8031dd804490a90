import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Answers kept for a while under a key, shared by every instance through Redis when REDIS_URL is
 * set, else in this process. A Redis that fails is skipped, never waited on: the caller asks the
 * source again, and the in-process copy keeps what this instance learnt meanwhile.
 */
export interface AnswerStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
}

export interface AnswerStoreOptions {
  redis: Redis | null;
  /** Names this store's keys in Redis. */
  prefix: string;
  ttlMs: number;
  /** Most keys kept in process. */
  maxEntries: number;
  log: FastifyBaseLogger;
}

export function answerStore(options: AnswerStoreOptions): AnswerStore {
  const local = new LRUCache<string, string>({ max: options.maxEntries, ttl: options.ttlMs });
  const { redis } = options;
  const redisKey = (key: string) => `${options.prefix}:${key}`;
  const usable = () => redis !== null && redis.status === 'ready';
  return {
    async get(key) {
      const kept = local.get(key);
      if (kept !== undefined || !usable()) return kept;
      try {
        const shared = await redis!.get(redisKey(key));
        if (shared === null) return undefined;
        local.set(key, shared);
        return shared;
      } catch (error) {
        options.log.warn({ err: error }, `Redis unavailable: ${options.prefix} answered afresh`);
        return undefined;
      }
    },
    async set(key, value) {
      local.set(key, value);
      if (!usable()) return;
      try {
        await redis!.set(redisKey(key), value, 'PX', options.ttlMs);
      } catch (error) {
        options.log.warn({ err: error }, `Redis unavailable: ${options.prefix} kept in process`);
      }
    },
  };
}
