import type { SearchTables } from './search-tables';
import type { SlotSet } from './slot-set';

/** The products whose best word for one typed word is `likeness` alike. */
export interface LikenessStep {
  likeness: number;
  products: SlotSet;
}

/**
 * One typed word's likeness to every product, as steps, best first: each step holds the products
 * whose best word is exactly that alike, down to `known`; the last step holds the products with no
 * word that alike, with the likeness of the best such word anywhere (a bound, as forEachLikely in
 * typed-search.ts takes it). Every product is in exactly one step. Sets come from `borrow`, empty.
 * Null past `maxSteps`: then walking the words' holders one by one costs less.
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
  const covered = borrow();
  for (let i = 0; i < alike.length;) {
    if (steps.length === maxSteps) return null;
    const likeness = similarity[alike[i]!]!;
    const products = borrow();
    for (; i < alike.length && similarity[alike[i]!] === likeness; i++) {
      addHolders(products, alike[i]!, tables);
    }
    // A product already in a step holds a word more alike.
    products.andNot(covered);
    covered.or(products);
    steps.push({ likeness, products });
  }
  steps.push({ likeness: unknown, products: covered.invert() });
  return steps;
}

function addHolders(
  set: SlotSet,
  word: number,
  { productsWithWord, commonWordSets }: Pick<SearchTables, 'productsWithWord' | 'commonWordSets'>,
): void {
  const common = commonWordSets[word];
  if (common) {
    set.or(common);
    return;
  }
  for (const slot of productsWithWord[word]!) set.add(slot);
}
