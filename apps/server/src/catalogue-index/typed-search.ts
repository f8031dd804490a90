import { WEIGHT_RANK, type PrefixMatch } from './full-text';
import type { SearchTables } from './search-tables';
import { SlotSet } from './slot-set';
import { stemOf } from './words';

/** Below this likeness a field is no (misspelt) match for what was typed. */
export const WORD_MATCH = 0.5;

/**
 * Likeness from which a several-word search reads each product's best words from the word
 * index; below it, a bound stands in (likelyBounds).
 */
const KNOWN_LIKENESS = 0.25;

/**
 * One search text against the catalogue's tables. Each typed word is compared with every
 * catalogue word it shares a trigram with; a field (a name, a category title, a colour, a fabric)
 * is as like the text as the mean, over the typed words, of its best word for each, so word order
 * does not matter and one typed word matching well is half a match of two. Full text: the
 * products in which every typed word (stop words aside) begins a word.
 */
export class TypedSearch {
  readonly wordCount: number;
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
    words: readonly string[],
  ) {
    this.wordCount = words.length;
    this.similarities = words.map((word) => tables.vocabulary.similarityTo(word));
    this.stems = words.map(stemOf).filter((stem): stem is string => stem !== null);
    this.prefixes = this.stems.map((stem) => tables.fullText.match(stem));
    const [first, ...rest] = this.prefixes;
    const fullText = first ? rest.reduce((set, p) => set.and(p.any), first.any.clone()) : null;
    this.fullText = fullText && fullText.count() > 0 ? fullText : null;
    this.textBest = this.similarities.map((similarity) =>
      Float32Array.from(tables.textWords, (words) => bestOf(similarity, words)),
    );
    this.categoryBest = this.similarities.map((similarity) =>
      Float32Array.from(tables.categoryWords, (words) => bestOf(similarity, words)),
    );
    this.textScores = meanOf(this.textBest);
    this.categoryScores = meanOf(this.categoryBest);
    const { inSomeName } = tables;
    this.bestNameScore =
      this.similarities.reduce(
        (sum, similarity) =>
          sum + similarity.reduce((best, s, word) => (inSomeName[word] && s > best ? s : best), 0),
        0,
      ) / this.wordCount;
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
   * The products that may have a field alike enough (WORD_MATCH), with a bound on the likeness of
   * all each one's words together: only a product holding a word that alike to some typed word
   * can be, and for the typed words it holds none of, the bound takes their best weaker likeness
   * anywhere.
   */
  likelyBounds(): { bounds: Float32Array; touched: number[] } {
    const { productsWithWord, size } = this.tables;
    const bounds = new Float32Array(size);
    const known = this.similarities.map(() => new Float32Array(0));
    const touched: number[] = [];
    this.similarities.forEach((similarity, w) => {
      const best = new Float32Array(size);
      for (let word = 0; word < similarity.length; word++) {
        const s = similarity[word]!;
        if (s < KNOWN_LIKENESS) continue;
        const strong = s >= WORD_MATCH;
        for (const slot of productsWithWord[word]!) {
          if (strong && bounds[slot] === 0) {
            bounds[slot] = 1;
            touched.push(slot);
          }
          if (best[slot]! < s) best[slot] = s;
        }
      }
      known[w] = best;
    });
    // For a typed word a product holds nothing at least KNOWN_LIKENESS like, its best is below.
    const unknown = this.similarities.map((similarity) =>
      similarity.reduce((most, s) => (s < KNOWN_LIKENESS && s > most ? s : most), 0),
    );
    for (const slot of touched) {
      let total = 0;
      known.forEach((best, w) => (total += best[slot]! || unknown[w]!));
      bounds[slot] = total / this.wordCount;
    }
    return { bounds, touched };
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

function bestOf(similarity: Float32Array, words: Int32Array): number {
  let best = 0;
  for (const word of words) {
    const s = similarity[word]!;
    if (s > best) best = s;
  }
  return best;
}

function meanOf(perWord: Float32Array[]): Float32Array {
  const mean = new Float32Array(perWord[0]?.length ?? 0);
  for (const values of perWord) for (let i = 0; i < values.length; i++) mean[i]! += values[i]!;
  for (let i = 0; i < mean.length; i++) mean[i]! /= perWord.length;
  return mean;
}
