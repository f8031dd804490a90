import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../src/catalogue-index/vocabulary';

/** Similarity of a typed word with one catalogue word, through the vocabulary as searches use it. */
function similarity(typed: string, word: string): number {
  const vocabulary = new Vocabulary();
  const id = vocabulary.add(word);
  return vocabulary.similarityTo(typed)[id]!;
}

describe('word similarity', () => {
  // Expected values are what PostgreSQL 15's pg_trgm word_similarity(typed, word) answers.
  it.each([
    ['kurt', 'kurta', 0.8],
    ['banarsi', 'banarasi', 0.625],
    ['sare', 'saree', 0.8],
    ['saree', 'saree', 1],
    ['lehnga', 'lehenga', 0.5],
    ['cottn', 'cotton', 0.6666667],
    ['aa', 'aaaa', 0.75],
    ['abab', 'abababab', 1],
    ['nan', 'banana', 0.25],
    ['xyz', 'kurta', 0],
    ['k', 'kurta', 0.5],
    ['issi', 'mississippi', 0.4],
    ['kanjivaram', 'kanjeevaram', 0.53333336],
  ])('scores "%s" against "%s" as pg_trgm does: %f', (typed, word, expected) => {
    expect(similarity(typed, word)).toBeCloseTo(expected, 6);
  });
});
