import { RecentlyUsed } from './recently-used';
import { SlotSet } from './slot-set';

/** Where in a product a word stands, strongest first: name, then colour and fabric, then the rest. */
export const WEIGHTS = { name: 0, attributes: 1, description: 2 } as const;
export type Weight = (typeof WEIGHTS)[keyof typeof WEIGHTS];

/**
 * Rank of a full-text match by where the word stands, as PostgreSQL's ts_rank weighs its A, B
 * and C labels (1.0, 0.4, 0.2) for a word found once (divided by pi^2/6).
 */
export const WEIGHT_RANK: readonly number[] = [1.0, 0.4, 0.2].map((w) => w / 1.6449340668);

/** The products holding a stem that starts with a typed prefix, by where in them it stands. */
export interface PrefixMatch {
  any: SlotSet;
  byWeight: readonly SlotSet[];
}

/**
 * Stems of the products' full text with, per stem and weight, the products holding it. A typed
 * word matches every stem it begins ("kurt" -> kurta, kurti), as a prefix query does.
 */
export class FullText {
  private readonly postings = new Map<string, number[][]>();
  private sortedStems: string[] = [];
  /** Bounded to about 8 MB of sets (four per prefix): prefixes repeat. */
  private readonly matches: RecentlyUsed<string, PrefixMatch>;
  /** What a prefix no stem begins with matches (a typo, mostly): shared, never changed. */
  private readonly none: PrefixMatch;

  constructor(private readonly slots: number) {
    const nothing = new SlotSet(slots);
    this.none = { any: nothing, byWeight: [nothing, nothing, nothing] };
    this.matches = new RecentlyUsed(Math.max(64, (500_000 / nothing.bits.length) | 0));
  }

  add(slot: number, stem: string, weight: Weight): void {
    let lists = this.postings.get(stem);
    if (!lists) {
      lists = [[], [], []];
      this.postings.set(stem, lists);
    }
    const list = lists[weight]!;
    if (list[list.length - 1] !== slot) list.push(slot);
  }

  /** Call once every product is added. */
  seal(): void {
    this.sortedStems = [...this.postings.keys()].sort();
  }

  /** The products holding a stem that begins with `prefix`; kept, since prefixes repeat. */
  match(prefix: string): PrefixMatch {
    const kept = this.matches.get(prefix);
    if (kept) return kept;
    const stems = this.sortedStems;
    let low = 0;
    let high = stems.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((stems[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    if (low === stems.length || !(stems[low] as string).startsWith(prefix)) return this.none;
    const byWeight = [0, 1, 2].map(() => new SlotSet(this.slots));
    for (let i = low; i < stems.length && (stems[i] as string).startsWith(prefix); i++) {
      const lists = this.postings.get(stems[i] as string)!;
      lists.forEach((list, weight) => {
        for (const slot of list) byWeight[weight]!.add(slot);
      });
    }
    const any = byWeight[0]!.clone().or(byWeight[1]!).or(byWeight[2]!);
    const match = { any, byWeight };
    this.matches.set(prefix, match);
    return match;
  }
}
