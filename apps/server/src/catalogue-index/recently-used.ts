/**
 * Values kept by key up to a total cost, the least recently used let go first. What a search works
 * out per typed word is kept this way: shoppers' texts are new but their words mostly are not, and
 * letting everything go at once when full (as before) made the common words, asked again within
 * moments, be worked out again after every one-off typo and half-typed word had filled the room.
 */
export class RecentlyUsed<K, V> {
  private readonly kept = new Map<K, { value: V; cost: number }>();
  private total = 0;

  constructor(private readonly limit: number) {}

  /** The value kept for `key`, now the most recently used; undefined when none is. */
  get(key: K): V | undefined {
    const entry = this.kept.get(key);
    if (!entry) return undefined;
    // A Map iterates in insertion order: set again, the entry goes last, first let go.
    this.kept.delete(key);
    this.kept.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, cost = 1): void {
    const old = this.kept.get(key);
    if (old) this.total -= old.cost;
    this.kept.delete(key);
    this.kept.set(key, { value, cost });
    this.total += cost;
    for (const [oldest, { cost: freed }] of this.kept) {
      if (this.total <= this.limit || oldest === key) break;
      this.kept.delete(oldest);
      this.total -= freed;
    }
  }
}
