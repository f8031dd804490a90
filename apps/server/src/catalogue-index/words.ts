import { stemmer } from '@orama/stemmers/english';
import { stopwords } from '@orama/stopwords/english';

/**
 * How shopper text and catalogue text are cut into words, the same way on both sides: lower case,
 * accents dropped, anything but letters and digits separates ("Silk-Cotton" -> silk, cotton).
 */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * Words too common to tell products apart. Besides the English list, single letters and a few
 * words PostgreSQL's english configuration also drops, so "a" typed alone matches by similarity
 * only, as it always has.
 */
const STOP_WORDS = new Set([...stopwords, 'a', 's', 't', 'just', 'don', 'now']);

/** The stem full-text matching compares ("sarees" -> "sare"); null for a stop word. */
export function stemOf(word: string): string | null {
  return STOP_WORDS.has(word) ? null : stemmer(word);
}

/** At most this many words of a search count, as before: longer text is someone pasting. */
const MAX_QUERY_WORDS = 8;

/** At most this many characters of a search are read. */
const MAX_QUERY_CHARS = 100;

/** The words of a search, bounded. */
export function queryWordsOf(text: string): string[] {
  return wordsOf(text.slice(0, MAX_QUERY_CHARS)).slice(0, MAX_QUERY_WORDS);
}

/** Cache key of a search: equal for texts that search the same ("Silk  Saree" and "silk saree"). */
export function normalizeSearchText(text: string): string {
  return queryWordsOf(text).join(' ');
}
