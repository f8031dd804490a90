import {
  SUGGESTION_HISTORY_LIMIT,
  SUGGESTION_RESULT_LIMIT,
  type SearchSuggestion,
} from '@kesariya/shared';

export type SuggestionItem =
  | { kind: 'history'; text: string }
  | { kind: 'product' | 'category'; suggestion: SearchSuggestion };

/**
 * docs/decisions/catalogue-and-search.md, Search suggestions: empty input shows the saved history;
 * with text, up to 3 matching history entries, then up to 6 results of the search call.
 */
export function suggestionItems(
  text: string,
  history: string[],
  results: SearchSuggestion[] | undefined,
): SuggestionItem[] {
  const query = text.trim().toLowerCase();
  if (!query) return history.map((entry) => ({ kind: 'history', text: entry }));
  const fromHistory = history
    .filter((entry) => entry.toLowerCase().includes(query))
    .slice(0, SUGGESTION_HISTORY_LIMIT)
    .map((entry): SuggestionItem => ({ kind: 'history', text: entry }));
  const fromSearch = (results ?? [])
    .slice(0, SUGGESTION_RESULT_LIMIT)
    .map((suggestion): SuggestionItem => ({
      kind: suggestion.type === 'category' ? 'category' : 'product',
      suggestion,
    }));
  return [...fromHistory, ...fromSearch];
}

export function itemLabel(item: SuggestionItem): string {
  if (item.kind === 'history') return item.text;
  return (
    (item.kind === 'product' ? item.suggestion.product_name : item.suggestion.category_name) ?? ''
  );
}
