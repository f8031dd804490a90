import { afterEach, describe, expect, it } from 'vitest';
import {
  addToSearchHistory,
  dedupeHistory,
  HISTORY_MAX,
  readSearchHistory,
} from './search-history';

describe('search history', () => {
  afterEach(() => localStorage.clear());

  it('de-duplicates ignoring case and spacing, keeping the newest first', () => {
    expect(dedupeHistory(['Kurta', 'saree', ' kurta ', 'silk  saree', 'Silk saree'])).toEqual([
      'Kurta',
      'saree',
      'silk saree',
    ]);
  });

  it('moves a repeated search to the front instead of adding it twice', () => {
    addToSearchHistory('kurta');
    addToSearchHistory('saree');
    addToSearchHistory('KURTA');
    expect(readSearchHistory()).toEqual(['KURTA', 'saree']);
    expect(JSON.parse(localStorage.getItem('searchHistory')!)).toEqual(['KURTA', 'saree']);
  });

  it(`keeps at most ${HISTORY_MAX} entries`, () => {
    for (let i = 0; i < HISTORY_MAX + 5; i++) addToSearchHistory(`search ${i}`);
    expect(readSearchHistory()).toHaveLength(HISTORY_MAX);
    expect(readSearchHistory()[0]).toBe(`search ${HISTORY_MAX + 4}`);
  });

  it('survives a corrupt stored value', () => {
    localStorage.setItem('searchHistory', '{not json');
    expect(readSearchHistory()).toEqual([]);
    localStorage.setItem('searchHistory', JSON.stringify(['ok', 3, null]));
    expect(readSearchHistory()).toEqual(['ok']);
  });
});
