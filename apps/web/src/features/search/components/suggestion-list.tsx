import { History, Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { itemLabel, type SuggestionItem } from '../lib/suggestion-items';

interface SuggestionListProps {
  id: string;
  optionId: (index: number) => string;
  items: SuggestionItem[];
  highlight: number;
  loading: boolean;
  /** The trimmed text; empty while the history is shown. */
  query: string;
  onPick: (item: SuggestionItem) => void;
  onHover: (index: number) => void;
}

function Thumb({ item }: { item: SuggestionItem }) {
  if (item.kind === 'history') {
    return (
      <span
        className="grid size-10 shrink-0 place-items-center rounded-md bg-ivory-deep text-muted"
        data-testid="history-icon"
      >
        <History className="size-4" aria-hidden="true" />
      </span>
    );
  }
  const src =
    item.kind === 'product' ? item.suggestion.product_image : item.suggestion.category_image;
  return src ? (
    <img
      src={src}
      alt=""
      width={40}
      height={53}
      loading="lazy"
      className={cn(
        'h-[53px] w-10 shrink-0 bg-ivory-deep object-cover',
        item.kind === 'category' ? 'rounded-full !h-10' : 'rounded-md',
      )}
    />
  ) : (
    <span className="grid size-10 shrink-0 place-items-center rounded-md bg-ivory-deep text-muted">
      <Search className="size-4" aria-hidden="true" />
    </span>
  );
}

/** The listbox under the search input: images or the history icon, and two messages. */
export function SuggestionList({
  id,
  optionId,
  items,
  highlight,
  loading,
  query,
  onPick,
  onHover,
}: SuggestionListProps) {
  const empty = items.length === 0 && !loading;
  if (empty && !query) return null;
  return (
    <div
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-line bg-white py-1 shadow-lg"
      data-testid="search-suggestions"
    >
      {!query && items.length > 0 && (
        <p className="px-4 pt-2 pb-1 text-[11px] font-bold tracking-[0.08em] text-muted uppercase">
          Recent searches
        </p>
      )}
      <ul id={id} role="listbox" aria-label="Search suggestions">
        {items.map((item, index) => {
          const label = itemLabel(item);
          const secondary =
            item.kind === 'product'
              ? item.suggestion.category_name
              : item.kind === 'category'
                ? 'Category'
                : null;
          return (
            <li
              key={`${item.kind}-${item.kind === 'history' ? item.text : (item.suggestion.product_id ?? item.suggestion.category_id)}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlight}
              data-kind={item.kind}
              data-testid="search-suggestion"
              onMouseMove={() => index !== highlight && onHover(index)}
              onClick={() => onPick(item)}
              className={cn(
                'flex cursor-pointer items-center gap-3 px-3 py-1.5',
                index === highlight ? 'bg-brand-soft' : 'hover:bg-ivory',
              )}
            >
              <Thumb item={item} />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm text-ink">{label}</span>
                {secondary && (
                  <span className="block truncate text-xs text-muted">{secondary}</span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {loading && (
        <p className="px-4 py-3 text-sm text-muted" role="status" data-testid="search-loading">
          ⏳ Loading...
        </p>
      )}
      {empty && query && (
        <p className="px-4 py-3 text-sm text-muted" role="status" data-testid="search-no-results">
          No Results Found
        </p>
      )}
    </div>
  );
}
