import { WEIGHT_RANK, type PrefixMatch } from './full-text';
import type { SearchScratch } from './search-scratch';
import type { KeptSteps } from './likeness-steps';
import type { SearchTables } from './search-tables';
import { SlotSet } from './slot-set';
import type { TypedWords } from './typed-words';
import { stemOf } from './words';

/** Below this likeness a field is no (misspelt) match for what was typed. */
export const WORD_MATCH = 0.5;

/**
 * Likeness from which a several-word search reads each product's best words from the word
 * index; below it, a bound stands in (forEachLikely).
 */
export const KNOWN_LIKENESS = 0.25;

/** Past this many likeness steps for a typed word, its holders are walked one by one instead. */
export const MAX_STEPS = 24;

/**
 * The products in both sets hold a word at least WORD_MATCH like a typed word, and no field of
 * theirs is more alike than `bound` (withLikelyPairs).
 */
export interface LikelyPair {
  bound: number;
  first: SlotSet;
  second: SlotSet;
}

/**
 * One search text against the catalogue's tables. Each typed word is compared with every
 * catalogue word it shares a trigram with; a field (a name, a category title, a colour, a fabric)
 * is as like the text as the mean, over the typed words, of its best word for each, so word order
 * does not matter and one typed word matching well is half a match of two. Full text: the
 * products in which every typed word (stop words aside) begins a word.
 */
export class TypedSearch {
  readonly wordCount: number;
  private readonly words: readonly string[];
  private readonly similarities: Float32Array[];
  private readonly stems: string[];
  private readonly prefixes: PrefixMatch[];
  /** Products whose full text begins with every typed word; null when no word counts. */
  readonly fullText: SlotSet | null;
  /** Per typed word, per distinct text (colour, fabric) and per category: its best word. */
  private readonly textBest: Float32Array[];
  private readonly categoryBest: Float32Array[];
  private readonly textScores: Float32Array;
  private readonly categoryScores: Float32Array;
  /** No product's name can be more alike than this. */
  readonly bestNameScore: number;

  constructor(
    private readonly tables: SearchTables,
    private readonly scratch: SearchScratch,
    words: readonly string[],
    typedWords: TypedWords,
    private readonly keptSteps: KeptSteps,
  ) {
    this.wordCount = words.length;
    this.words = words;
    const typed = words.map((word) => typedWords.of(word));
    this.similarities = typed.map((word) => word.similarity);
    this.stems = words.map(stemOf).filter((stem): stem is string => stem !== null);
    this.prefixes = this.stems.map((stem) => tables.fullText.match(stem));
    const [first, ...rest] = this.prefixes;
    // One word's set is the prefix's own, kept by FullText: read, never changed. Several words'
    // is the scratch's, this search's alone (searches run one at a time).
    const fullText =
      first && rest.length > 0
        ? rest.reduce((set, p) => set.and(p.any), scratch.fullText.clear().or(first.any))
        : (first?.any ?? null);
    this.fullText = fullText && fullText.nextFrom(0) >= 0 ? fullText : null;
    this.textBest = typed.map((word) => word.textBest);
    this.categoryBest = typed.map((word) => word.categoryBest);
    this.textScores = meanOf(this.textBest);
    this.categoryScores = meanOf(this.categoryBest);
    let nameTotal = 0;
    for (const word of typed) nameTotal += word.bestInName;
    this.bestNameScore = nameTotal / this.wordCount;
  }

  /** No product can be more alike (suggestions weigh categories 0.9, colour and fabric 0.8). */
  bestLikeness(): number {
    return Math.max(
      this.bestNameScore,
      0.9 * this.categoryScores.reduce(larger, 0),
      0.8 * this.textScores.reduce(larger, 0),
    );
  }

  textScore(textId: number): number {
    return this.textScores[textId]!;
  }

  /** -1 (no category) scores 0. */
  categoryScore(categoryIndex: number): number {
    return categoryIndex < 0 ? 0 : this.categoryScores[categoryIndex]!;
  }

  nameScore(slot: number): number {
    const { nameStart, nameWords } = this.tables;
    const from = nameStart[slot]!;
    const to = nameStart[slot + 1]!;
    let total = 0;
    for (const similarity of this.similarities) {
      let best = 0;
      for (let i = from; i < to; i++) {
        const s = similarity[nameWords[i]!]!;
        if (s > best) best = s;
      }
      total += best;
    }
    return total / this.wordCount;
  }

  /**
   * Products holding a word at least WORD_MATCH like the typed word: with one typed word, exactly
   * the products with a field that alike.
   */
  likelyProducts(): SlotSet {
    const { productsWithWord, size } = this.tables;
    const slots = new SlotSet(size);
    for (const similarity of this.similarities) {
      for (let word = 0; word < similarity.length; word++) {
        if (similarity[word]! < WORD_MATCH) continue;
        for (const slot of productsWithWord[word]!) slots.add(slot);
      }
    }
    return slots;
  }

  /**
   * Likeness of all the product's searchable words together (name, categories, colour, fabric),
   * and of its name alone: one pass over its words for both.
   */
  searchTextAndNameScores(slot: number): { searchText: number; name: number } {
    const { nameStart, nameWords, attributeText, fabricText, slotCategory, slotParent } =
      this.tables;
    const parent = slotParent[slot]!;
    let searchText = 0;
    let name = 0;
    this.similarities.forEach((similarity, w) => {
      const texts = this.textBest[w]!;
      const categories = this.categoryBest[w]!;
      const fields = Math.max(
        texts[attributeText[slot]!]!,
        texts[fabricText[slot]!]!,
        categories[slotCategory[slot]!]!,
        parent < 0 ? 0 : categories[parent]!,
      );
      let best = 0;
      for (let i = nameStart[slot]!; i < nameStart[slot + 1]!; i++) {
        const s = similarity[nameWords[i]!]!;
        if (s > best) best = s;
      }
      name += best;
      searchText += Math.max(best, fields);
    });
    return { searchText: searchText / this.wordCount, name: name / this.wordCount };
  }

  /**
   * The products that may have a field alike enough (WORD_MATCH), each visited in slot order with
   * a bound on the likeness of all its words together: only a product holding a word that alike to
   * some typed word can be, and for the typed words it holds none of, the bound takes their best
   * weaker likeness anywhere.
   */
  forEachLikely(visit: (slot: number, bound: number) => void): void {
    const { productsWithWord } = this.tables;
    const { best, total, strong, listed } = this.scratch;
    for (const similarity of this.similarities) {
      for (let word = 0; word < similarity.length; word++) {
        if (similarity[word]! < WORD_MATCH) continue;
        for (const slot of productsWithWord[word]!) strong.add(slot);
      }
    }
    let count = 0;
    for (let slot = strong.nextFrom(0); slot >= 0; slot = strong.nextFrom(slot + 1)) {
      listed[count++] = slot;
    }
    strong.clear();
    for (const similarity of this.similarities) {
      for (let word = 0; word < similarity.length; word++) {
        const s = similarity[word]!;
        if (s < KNOWN_LIKENESS) continue;
        for (const slot of productsWithWord[word]!) if (best[slot]! < s) best[slot] = s;
      }
      // For a typed word a product holds nothing at least KNOWN_LIKENESS like, its best is below.
      let unknown = 0;
      for (const s of similarity) if (s < KNOWN_LIKENESS && s > unknown) unknown = s;
      for (let i = 0; i < count; i++) {
        const slot = listed[i]!;
        total[slot]! += best[slot]! || unknown;
      }
      for (let word = 0; word < similarity.length; word++) {
        if (similarity[word]! < KNOWN_LIKENESS) continue;
        for (const slot of productsWithWord[word]!) best[slot] = 0;
      }
    }
    for (let i = 0; i < count; i++) {
      const slot = listed[i]!;
      const bound = Math.fround(total[slot]! / this.wordCount);
      total[slot] = 0;
      visit(slot, bound);
    }
  }

  /**
   * For a two-word text, the products forEachLikely visits, grouped by a bound: pairs of the two
   * words' likeness steps (likeness-steps.ts), best bound first, each a product set per word whose
   * intersection is the group. A common word's thousands of holders are joined 32 at a time
   * instead of one by one, and a group is only walked while its bound can reach a list. The sets
   * are kept per typed word (KeptSteps): read, never changed. False, without calling `use`, for
   * other texts or when a word has too many steps for sets to be worth it.
   */
  withLikelyPairs(use: (pairs: readonly LikelyPair[]) => void): boolean {
    if (this.similarities.length !== 2) return false;
    const [first, second] = this.similarities.map((similarity, w) =>
      this.keptSteps.of(this.words[w]!, similarity),
    );
    if (!first || !second) return false;
    const pairs: LikelyPair[] = [];
    for (const a of first) {
      for (const b of second) {
        if (a.likeness < WORD_MATCH && b.likeness < WORD_MATCH) continue;
        // Added up and divided as nameScore does, so a name as alike as the bound scores it
        // exactly: a walk can then leave a group on a tie it would lose by id.
        const bound = (0 + a.likeness + b.likeness) / 2;
        if (bound >= WORD_MATCH) pairs.push({ bound, first: a.products, second: b.products });
      }
    }
    use(pairs.sort((x, y) => y.bound - x.bound));
    return true;
  }

  /** Whether every typed word (stop words aside) begins one of these stems. */
  beginsWordsOf(stems: readonly string[]): boolean {
    return (
      this.stems.length > 0 &&
      this.stems.every((typed) => stems.some((stem) => stem.startsWith(typed)))
    );
  }

  /** Full-text rank: per typed word, where in the product its best match stands. */
  fullTextRank(slot: number): number {
    if (!this.fullText?.has(slot)) return 0;
    let total = 0;
    for (const prefix of this.prefixes) {
      const weight = prefix.byWeight.findIndex((set) => set.has(slot));
      if (weight >= 0) total += WEIGHT_RANK[weight]!;
    }
    return total / this.prefixes.length;
  }
}

function larger(a: number, b: number): number {
  return a > b ? a : b;
}

function meanOf(perWord: Float32Array[]): Float32Array {
  const mean = new Float32Array(perWord[0]?.length ?? 0);
  for (const values of perWord) for (let i = 0; i < values.length; i++) mean[i]! += values[i]!;
  for (let i = 0; i < mean.length; i++) mean[i]! /= perWord.length;
  return mean;
}
