import type { SearchTables } from './search-tables';
import { RecentlyUsed } from './recently-used';
import { SlotSet } from './slot-set';

/** The products whose best word for one typed word is `likeness` alike. */
export interface LikenessStep {
  likeness: number;
  products: SlotSet;
}

/**
 * One typed word's likeness to every product, as steps, best first: each step holds the products
 * whose best word is exactly that alike, down to `known`; the last step holds the products with no
 * word that alike, with the likeness of the best such word anywhere (a bound, as forEachLikely in
 * typed-search.ts takes it). Every product is in exactly one step. Sets come from `borrow` as
 * they were left. Null past `maxSteps`: then walking the words' holders one by one costs less.
 */
export function likenessSteps(
  similarity: Float32Array,
  tables: Pick<SearchTables, 'productsWithWord' | 'commonWordSets'>,
  borrow: () => SlotSet,
  known: number,
  maxSteps: number,
): LikenessStep[] | null {
  const alike: number[] = [];
  let unknown = 0;
  for (let word = 0; word < similarity.length; word++) {
    const s = similarity[word]!;
    if (s >= known) alike.push(word);
    else if (s > unknown) unknown = s;
  }
  alike.sort((a, b) => similarity[b]! - similarity[a]!);
  const steps: LikenessStep[] = [];
  const covered = borrow().clear();
  for (let i = 0; i < alike.length;) {
    if (steps.length === maxSteps) return null;
    const likeness = similarity[alike[i]!]!;
    const common: Uint32Array[] = [];
    const rare: Int32Array[] = [];
    for (; i < alike.length && similarity[alike[i]!] === likeness; i++) {
      const set = tables.commonWordSets[alike[i]!];
      if (set) common.push(set.bits);
      else rare.push(tables.productsWithWord[alike[i]!]!);
    }
    // A product already in a step holds a word more alike. One pass over the sets writes the
    // whole step (its set is borrowed uncleared); the rarer words' holders go in one by one.
    const products = borrow();
    const bits = products.bits;
    const done = covered.bits;
    for (let w = 0; w < bits.length; w++) {
      let word = 0;
      for (let c = 0; c < common.length; c++) word |= common[c]![w]!;
      bits[w] = word & ~done[w]!;
    }
    for (const slots of rare) for (const slot of slots) if (!covered.has(slot)) products.add(slot);
    covered.or(products);
    steps.push({ likeness, products });
  }
  steps.push({ likeness: unknown, products: covered.invert() });
  return steps;
}

/**
 * Each typed word's steps, kept once built (the least recently used let go past `limitBytes` of
 * sets): shoppers' texts are new but their words mostly are not, and building the steps again for
 * every two-word text was about a tenth of a search request's CPU at 50,000 products
 * (docs/decisions/catalogue-and-search.md, Search and listings in memory).
 */
export class KeptSteps {
  private readonly kept: RecentlyUsed<string, LikenessStep[] | null>;

  constructor(
    private readonly tables: Pick<SearchTables, 'size' | 'productsWithWord' | 'commonWordSets'>,
    private readonly known: number,
    private readonly maxSteps: number,
    limitBytes = 16 * 1024 * 1024,
  ) {
    this.kept = new RecentlyUsed(limitBytes);
  }

  /** The steps of `word`, whose likeness to each catalogue word is `similarity`. */
  of(word: string, similarity: Float32Array): LikenessStep[] | null {
    const kept = this.kept.get(word);
    if (kept !== undefined) return kept;
    const size = this.tables.size;
    const newSet = () => new SlotSet(size);
    const steps = likenessSteps(similarity, this.tables, newSet, this.known, this.maxSteps);
    this.kept.set(word, steps, (steps?.length ?? 0) * 4 * Math.ceil(size / 32));
    return steps;
  }
}
