/**
 * Trigram similarity between a typed word and a catalogue word, as PostgreSQL's pg_trgm
 * measures word similarity: each word is padded ("  kurta "), cut into trigrams, and the score is
 * the best Jaccard similarity between the typed word's trigrams and a stretch of the catalogue
 * word's trigrams, the stretch grown left to right and its start moved forward greedily. So
 * "kurt" scores 0.8 against "kurta" and "banarsi" 0.625 against "banarasi"
 * (docs/decisions/catalogue-and-search.md, Search and listings in memory).
 */

/** The padded trigrams of one word, in order, repeats kept. */
export function trigramsOf(word: string): string[] {
  const chars = Array.from(`  ${word} `);
  const trigrams: string[] = [];
  for (let i = 0; i + 3 <= chars.length; i++) trigrams.push(chars.slice(i, i + 3).join(''));
  return trigrams;
}

/** A catalogue word's trigrams as numbers, with where each one repeats (for the stretch counts). */
export interface TrigramSequence {
  ids: Int32Array;
  /** Position of the same trigram earlier in the word, or -1. */
  previousSame: Int32Array;
  /** Position of the same trigram later in the word, or the word's length. */
  nextSame: Int32Array;
}

export function trigramSequence(ids: readonly number[]): TrigramSequence {
  const length = ids.length;
  const previousSame = new Int32Array(length).fill(-1);
  const nextSame = new Int32Array(length).fill(length);
  for (let i = 0; i < length; i++) {
    for (let j = i + 1; j < length; j++) {
      if (ids[j] === ids[i]) {
        nextSame[i] = j;
        previousSame[j] = i;
        break;
      }
    }
  }
  return { ids: Int32Array.from(ids), previousSame, nextSame };
}

/** Jaccard similarity of a stretch holding `common` of the typed `typed` trigrams among its `own`. */
function jaccard(common: number, typed: number, own: number): number {
  return Math.fround(common / (typed + own - common));
}

/**
 * Similarity of a typed word with a catalogue word. `isTyped(id)` tells whether a trigram is one
 * of the typed word's `typedCount` distinct trigrams.
 */
export function wordSimilarity(
  isTyped: (trigramId: number) => boolean,
  typedCount: number,
  word: TrigramSequence,
): number {
  if (typedCount === 0) return 0;
  const { ids, previousSame, nextSame } = word;
  let lower = -1;
  let own = 0;
  let common = 0;
  let best = 0;
  for (let upper = 0; upper < ids.length; upper++) {
    const found = isTyped(ids[upper] as number);
    // Trigrams are counted once the stretch has started, each once however often it repeats.
    if ((lower >= 0 || found) && (lower < 0 || (previousSame[upper] as number) < lower)) {
      own++;
      if (found) common++;
    }
    if (!found) continue;
    if (lower === -1) {
      lower = upper;
      own = 1;
    }
    let current = jaccard(common, typedCount, own);
    // Try later starts: dropping leading trigrams may raise the similarity.
    let tryOwn = own;
    let tryCommon = common;
    for (let start = lower; start <= upper; start++) {
      const candidate = jaccard(tryCommon, typedCount, tryOwn);
      if (candidate > current) {
        current = candidate;
        own = tryOwn;
        common = tryCommon;
        lower = start;
      }
      // The trigram at `start` leaves the stretch unless it comes again before `upper`.
      if ((nextSame[start] as number) > upper) {
        tryOwn--;
        if (isTyped(ids[start] as number)) tryCommon--;
      }
    }
    if (current > best) best = current;
  }
  return best;
}
