import { LRUCache } from 'lru-cache';

export interface ResponseCacheOptions {
  /** Most entries kept; the least recently used go first. */
  maxEntries: number;
  /** Most characters kept over all entries (the answers are serialised JSON). */
  maxChars: number;
  /** A safety net: no entry outlives this, even if an invalidation never arrives. */
  ttlMs: number;
}

/**
 * A bounded in-process cache of serialised answers. Loads of one key that overlap share one
 * database trip. `clear()` starts a new generation: a load that began before it is answered to its
 * callers but never stored, so a read racing a write cannot put the old answer back.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, string>;
  private readonly loading = new Map<string, Promise<string>>();
  private generation = 0;

  constructor(options: ResponseCacheOptions) {
    this.entries = new LRUCache<string, string>({
      max: options.maxEntries,
      maxSize: options.maxChars,
      sizeCalculation: (value) => Math.max(1, value.length),
      ttl: options.ttlMs,
    });
  }

  async getOrLoad(key: string, load: () => Promise<string>): Promise<string> {
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached;
    const pending = this.loading.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const loaded = load().then((value) => {
      if (generation === this.generation) this.entries.set(key, value);
      return value;
    });
    this.loading.set(key, loaded);
    try {
      return await loaded;
    } finally {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
