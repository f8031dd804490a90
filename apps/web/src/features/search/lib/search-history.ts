import { STORAGE_KEYS } from '@kesariya/shared';
import { readJson, writeStorage } from '@/lib/storage';

/** Enough to be useful, few enough to scan at a glance. */
export const HISTORY_MAX = 10;

/**
 * A list of strings in local storage `searchHistory`, de-duplicated. Newest first;
 * entries differing only in case or spacing count as the same search.
 */
export function dedupeHistory(entries: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of entries) {
    const text = raw.trim().replace(/\s+/g, ' ');
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out.slice(0, HISTORY_MAX);
}

export function readSearchHistory(): string[] {
  const stored = readJson<unknown>(STORAGE_KEYS.searchHistory);
  if (!Array.isArray(stored)) return [];
  return dedupeHistory(stored.filter((v): v is string => typeof v === 'string'));
}

/** Puts a search at the front of the history (moving it there if it was already saved). */
export function addToSearchHistory(text: string): string[] {
  const next = dedupeHistory([text, ...readSearchHistory()]);
  writeStorage(STORAGE_KEYS.searchHistory, JSON.stringify(next));
  return next;
}
