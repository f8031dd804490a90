/** Keeps the first `limit` items offered, in `compare` order. */
export class TopList<T> {
  private readonly kept: T[] = [];

  constructor(
    private readonly limit: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  get full(): boolean {
    return this.kept.length >= this.limit;
  }

  /** The item that leaves first: the last kept. */
  get last(): T | undefined {
    return this.kept[this.kept.length - 1];
  }

  offer(item: T): void {
    const kept = this.kept;
    if (this.limit === 0) return;
    if (kept.length === this.limit && this.compare(item, kept[kept.length - 1]!) >= 0) return;
    let at = kept.length;
    while (at > 0 && this.compare(item, kept[at - 1]!) < 0) at--;
    kept.splice(at, 0, item);
    if (kept.length > this.limit) kept.pop();
  }

  items(): T[] {
    return this.kept;
  }
}
