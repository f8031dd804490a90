import {
  trigramsOf,
  trigramSequence,
  wordSimilarity,
  type TrigramSequence,
} from './word-similarity';

/**
 * The distinct words of the catalogue's searchable fields, each cut into trigrams once, and which
 * words hold each trigram: a typed word is compared only with the words it shares a trigram with.
 */
export class Vocabulary {
  private readonly ids = new Map<string, number>();
  private readonly sequences: TrigramSequence[] = [];
  private readonly trigramIds = new Map<string, number>();
  /** Per trigram id, the words holding it. */
  private readonly wordsWithTrigram: number[][] = [];

  get size(): number {
    return this.sequences.length;
  }

  /** The word's id, adding it on first sight. */
  add(word: string): number {
    const known = this.ids.get(word);
    if (known !== undefined) return known;
    const id = this.sequences.length;
    this.ids.set(word, id);
    const trigramIds = trigramsOf(word).map((trigram) => {
      let trigramId = this.trigramIds.get(trigram);
      if (trigramId === undefined) {
        trigramId = this.wordsWithTrigram.length;
        this.trigramIds.set(trigram, trigramId);
        this.wordsWithTrigram.push([]);
      }
      return trigramId;
    });
    for (const trigramId of new Set(trigramIds)) this.wordsWithTrigram[trigramId]!.push(id);
    this.sequences.push(trigramSequence(trigramIds));
    return id;
  }

  /**
   * How like each catalogue word a typed word is (0 for words sharing no trigram), by word id.
   */
  similarityTo(typed: string): Float32Array {
    const scores = new Float32Array(this.sequences.length);
    const typedTrigrams = new Set(trigramsOf(typed));
    const known = new Set<number>();
    for (const trigram of typedTrigrams) {
      const trigramId = this.trigramIds.get(trigram);
      if (trigramId !== undefined) known.add(trigramId);
    }
    const isTyped = (trigramId: number) => known.has(trigramId);
    const done = new Uint8Array(this.sequences.length);
    for (const trigramId of known) {
      for (const wordId of this.wordsWithTrigram[trigramId]!) {
        if (done[wordId]) continue;
        done[wordId] = 1;
        scores[wordId] = wordSimilarity(isTyped, typedTrigrams.size, this.sequences[wordId]!);
      }
    }
    return scores;
  }
}
