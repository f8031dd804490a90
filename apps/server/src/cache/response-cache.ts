import { LRUCache } from 'lru-cache';

export interface ResponseCacheOptions<V> {
  /** Most entries kept; the least recently used go first. */
  maxEntries: number;
  /** Most characters kept over all entries (the answers are serialised JSON). */
  maxChars: number;
  /** A safety net: no entry outlives this, even if an invalidation never arrives. */
  ttlMs: number;
  /** The characters an answer counts for; a string's own length when not given. */
  charsOf?: (value: V) => number;
}

/** A load in flight; `stale` once its key was invalidated after the load began. */
interface PendingLoad<V> {
  answer: Promise<V>;
  invalidated: { stale: boolean };
}

/**
 * A bounded in-process cache of serialised answers. Loads of one key that overlap share one
 * database trip. `delete(key)` and `clear()` mark the loads of those keys that are in flight as
 * stale: such a load is answered to its callers but never stored, so a read racing a write cannot
 * put the old answer back, and a read after the invalidation does not join it.
 */
export class ResponseCache<V extends object | string = string> {
  private readonly entries: LRUCache<string, V>;
  private readonly loading = new Map<string, PendingLoad<V>>();

  constructor(options: ResponseCacheOptions<V>) {
    const charsOf = options.charsOf ?? ((value: V) => String(value).length);
    this.entries = new LRUCache<string, V>({
      max: options.maxEntries,
      maxSize: options.maxChars,
      sizeCalculation: (value) => Math.max(1, charsOf(value)),
      ttl: options.ttlMs,
    });
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached;
    const inFlight = this.loading.get(key);
    if (inFlight) return inFlight.answer;

    const invalidated = { stale: false };
    const answer = load().then((value) => {
      if (!invalidated.stale) this.entries.set(key, value);
      return value;
    });
    const pending: PendingLoad<V> = { answer, invalidated };
    this.loading.set(key, pending);
    try {
      return await answer;
    } finally {
      if (this.loading.get(key) === pending) this.loading.delete(key);
    }
  }

  /**
   * The kept answer of `key`, or undefined; never loads, nor waits for a load in flight. For a
   * caller inside a transaction: on the embedded database a load on the app's connection would
   * wait for that very transaction to end.
   */
  peek(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** Drops one key's answer, and keeps a load of it already in flight from storing its answer. */
  delete(key: string): void {
    this.entries.delete(key);
    const inFlight = this.loading.get(key);
    if (!inFlight) return;
    inFlight.invalidated.stale = true;
    this.loading.delete(key);
  }

  /** Drops the answers whose keys match, and keeps loads of such keys in flight from storing. */
  deleteWhere(matches: (key: string) => boolean): void {
    const keys = new Set([...this.entries.keys(), ...this.loading.keys()].filter(matches));
    for (const key of keys) this.delete(key);
  }

  /** Drops every answer, and keeps every load in flight from storing its answer. */
  clear(): void {
    for (const inFlight of this.loading.values()) inFlight.invalidated.stale = true;
    this.loading.clear();
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
