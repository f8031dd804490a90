import { useEffect, useId, useRef } from 'react';
import { Search, X } from 'lucide-react';
import { SEARCH_PLACEHOLDER } from '@kesariya/shared';
import { useNavSearch } from '../hooks/use-nav-search';
import { SuggestionList } from './suggestion-list';

/**
 * The navigation search box (docs/decisions/catalogue-and-search.md, Search suggestions) as an ARIA
 * combobox: the input keeps focus while the arrow keys move the highlight through the listbox
 * (aria-activedescendant).
 */
export default function NavSearch() {
  const search = useNavSearch();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const showList = search.open && (search.items.length > 0 || search.query !== '');

  // It opens from the search toggle, so the shopper can type at once.
  useEffect(() => inputRef.current?.focus(), []);

  return (
    <div role="search" className="relative w-full" data-testid="nav-search">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label="Search products"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={
          showList && search.highlight >= 0 ? optionId(search.highlight) : undefined
        }
        value={search.text}
        onChange={(e) => search.onChange(e.target.value)}
        onFocus={search.onFocus}
        onBlur={search.onBlur}
        onKeyDown={search.onKeyDown}
        placeholder={SEARCH_PLACEHOLDER}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        data-testid="nav-search-input"
        className="h-11 w-full rounded-md border border-line bg-ivory/60 pr-10 pl-9 text-sm text-ink placeholder:text-muted focus:border-brand focus:bg-white focus:outline-none focus-visible:outline-2"
      />
      <button
        type="button"
        onClick={search.close}
        aria-label="Close search"
        data-testid="nav-search-close"
        className="absolute top-1/2 right-1 grid size-9 -translate-y-1/2 place-items-center rounded-md text-muted hover:text-ink"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      {showList && (
        <SuggestionList
          id={listId}
          optionId={optionId}
          items={search.items}
          highlight={search.highlight}
          loading={search.loading}
          query={search.query}
          onPick={search.pick}
          onHover={search.setHighlight}
        />
      )}
    </div>
  );
}
