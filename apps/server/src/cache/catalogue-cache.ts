import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { onCatalogueChange } from './catalogue-changes';
import { openInvalidationChannel, type InvalidationChannel } from './invalidation-channel';
import { ResponseCache } from './response-cache';

/** Short-lived: correctness comes from invalidation, the expiry only bounds a lost message. */
const TTL_MS = 60_000;

/** The serialised answers of the catalogue's busiest reads (bench/README.md). */
export interface CatalogueCache {
  listing: ResponseCache;
  suggestions: ResponseCache;
  detail: ResponseCache;
  close(): Promise<void>;
}

/**
 * Caches listing pages, search suggestions and product detail in process, emptied whenever stock
 * or the catalogue changes here (see catalogue-changes.ts) or, through Redis, on another instance.
 */
export async function openCatalogueCache(deps: {
  db: Db;
  /** DATABASE_URL when set: instances on one database hear each other's changes. */
  databaseUrl: string | undefined;
  redis: Redis | null;
  log: FastifyBaseLogger;
}): Promise<CatalogueCache> {
  // About 50 MB at most (JavaScript strings take two bytes a character) against DESIGN.md's
  // memory budget; a product detail with its related cards is 10 to 20 thousand characters.
  const caches = {
    listing: new ResponseCache({ maxEntries: 2_000, maxChars: 8_000_000, ttlMs: TTL_MS }),
    suggestions: new ResponseCache({ maxEntries: 5_000, maxChars: 4_000_000, ttlMs: TTL_MS }),
    detail: new ResponseCache({ maxEntries: 5_000, maxChars: 12_000_000, ttlMs: TTL_MS }),
  };
  const clearAll = () => {
    caches.listing.clear();
    caches.suggestions.clear();
    caches.detail.clear();
  };
  const channel: InvalidationChannel | null = deps.redis
    ? await openInvalidationChannel(
        deps.redis,
        deps.log,
        deps.databaseUrl ? new URL(deps.databaseUrl).pathname.slice(1) : 'embedded',
        clearAll,
      )
    : null;
  onCatalogueChange(deps.db, () => {
    clearAll();
    channel?.broadcast();
  });
  return {
    ...caches,
    async close() {
      await channel?.close();
    },
  };
}
