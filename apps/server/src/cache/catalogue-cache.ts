import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { decodeId, matchPagePath, pageUrls } from '@kesariya/shared';
import type { Db } from '../db/client';
import { LiveCatalogueIndex } from '../catalogue-index/live-catalogue-index';
import { onCatalogueChange, type CatalogueChange } from './catalogue-changes';
import { openInvalidationChannel, type InvalidationChannel } from './invalidation-channel';
import { ResponseCache } from './response-cache';

/** A served page and its HTTP status (a rendered "not found" page is kept as one too). */
export interface CachedPage {
  status: number;
  html: string;
}

/** Short-lived: correctness comes from invalidation, the expiry only bounds a lost message. */
const TTL_MS = 60_000;

/** The serialised answers of the catalogue's busiest reads (bench/README.md). */
export interface CatalogueCache {
  listing: ResponseCache;
  suggestions: ResponseCache;
  detail: ResponseCache;
  /** Served pages (HTML with the server-rendered first screen), by absolute URL. */
  pages: ResponseCache<CachedPage>;
  /** The owner's stored rules (delivery, COD, sign-up reward), read on every cart and checkout. */
  settings: ResponseCache<object>;
  /** The visible catalogue in memory, answering searches and listings no cache holds. */
  index: LiveCatalogueIndex;
  close(): Promise<void>;
}

/** The product a page shows, read from its URL as the router reads it; null for other pages. */
function productOfPage(pathname: string): number | null {
  const page = matchPagePath(pageUrls.product.path, pathname);
  return page ? decodeId(page.id ?? '') : null;
}

/**
 * Drops the answers a change makes stale (docs/decisions/platform-and-security.md, Caching and
 * invalidation: an order must not empty every cache).
 *
 * - Search suggestions carry names, categories and pictures, never stock: stock changes keep them.
 * - A product's detail shows its stock per size ("Only 2 left"): it goes whenever its stock does.
 * - Listing cards and the related cards inside other products' detail carry stock numbers too, but
 *   the web app shows only whether every size is sold out (components/product-card.tsx), and the
 *   size filter matches only sizes in stock. So they change for a shopper only when a size crosses
 *   zero: then all listings and all details go (which pages hold the product is not tracked). When
 *   no size crosses zero they are kept: the numbers inside may be up to TTL_MS old, but no page
 *   shows them (the product's own detail is dropped, and cart and checkout read the database).
 * - Pages follow the same rules: a product's own pages (every URL the router shows it at) go with
 *   its detail, every page when a size crosses zero.
 * - A change of the owner's content or settings drops every page (the shell shows the banner, the
 *   policy pages and the store details) and the stored rules; catalogue answers hold none of them.
 * - Any other write (names, prices, categories, pictures) empties everything.
 */
function applyChange(
  caches: Omit<CatalogueCache, 'close' | 'index'>,
  change: CatalogueChange,
): void {
  if (change.kind === 'settings') {
    caches.pages.clear();
    caches.settings.clear();
    return;
  }
  if (change.kind === 'stock' && !change.crossedZero) {
    for (const productId of change.productIds) caches.detail.delete(String(productId));
    const changed = new Set(change.productIds);
    caches.pages.deleteWhere((url) => {
      const id = productOfPage(new URL(url).pathname);
      return id !== null && changed.has(id);
    });
    return;
  }
  caches.listing.clear();
  caches.detail.clear();
  caches.pages.clear();
  if (change.kind === 'all') {
    caches.suggestions.clear();
    caches.settings.clear();
  }
}

/**
 * Caches listing pages, search suggestions and product detail in process, and the catalogue index
 * they are answered from, dropping or updating what a change makes stale (applyChange), whether made here (see catalogue-changes.ts) or, through Redis, on
 * another instance.
 */
export async function openCatalogueCache(deps: {
  db: Db;
  /** DATABASE_URL when set: instances on one database hear each other's changes. */
  databaseUrl: string | undefined;
  redis: Redis | null;
  log: FastifyBaseLogger;
}): Promise<CatalogueCache> {
  // About 80 MB at most (JavaScript strings take two bytes a character) against the idle memory
  // budget (docs/decisions/pages-and-performance.md, Pages that feel instant); a product detail
  // with its related cards is 10 to 20 thousand characters.
  const caches = {
    listing: new ResponseCache({ maxEntries: 2_000, maxChars: 8_000_000, ttlMs: TTL_MS }),
    suggestions: new ResponseCache({ maxEntries: 5_000, maxChars: 4_000_000, ttlMs: TTL_MS }),
    detail: new ResponseCache({ maxEntries: 5_000, maxChars: 12_000_000, ttlMs: TTL_MS }),
    // A page with its rendered first screen, its state and the stylesheet is 130 to 250 thousand
    // characters: some 80 of the most visited pages.
    pages: new ResponseCache<CachedPage>({
      maxEntries: 1_000,
      maxChars: 16_000_000,
      ttlMs: TTL_MS,
      charsOf: (page) => page.html.length,
    }),
    settings: new ResponseCache<object>({ maxEntries: 10, maxChars: 10_000, ttlMs: TTL_MS }),
  };
  const index = new LiveCatalogueIndex(deps.db, deps.log);
  // The index first: an answer missing from the caches below waits for the index's new state.
  const apply = (change: CatalogueChange) => {
    index.apply(change);
    applyChange(caches, change);
  };
  const channel: InvalidationChannel | null = deps.redis
    ? await openInvalidationChannel(
        deps.redis,
        deps.log,
        deps.databaseUrl ? new URL(deps.databaseUrl).pathname.slice(1) : 'embedded',
        apply,
      )
    : null;
  onCatalogueChange(deps.db, (change) => {
    apply(change);
    channel?.broadcast(change);
  });
  return {
    ...caches,
    index,
    async close() {
      index.close();
      await channel?.close();
    },
  };
}
