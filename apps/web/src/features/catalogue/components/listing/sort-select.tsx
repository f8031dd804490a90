import { ChevronDown } from 'lucide-react';
import { LISTING_SORTS, type ListingSort } from '../../lib/listing-query';
import { opensElsewhere } from '@/lib/opens-elsewhere';

interface SortSelectProps {
  value: ListingSort | null;
  /** A search without a chosen sort is ordered by relevance. */
  searching: boolean;
  onChange: (sort: ListingSort | null) => void;
}

/** The desktop sort menu; a native select keeps it keyboard- and screen-reader-friendly. */
export function SortSelect({ value, searching, onChange }: SortSelectProps) {
  return (
    <label className="relative inline-flex items-center gap-2 text-sm">
      <span className="text-muted">Sort by</span>
      <span className="relative">
        <select
          value={value ?? ''}
          onChange={(e) => onChange((e.target.value || null) as ListingSort | null)}
          data-testid="sort-select"
          className="h-10 appearance-none rounded-md border border-line bg-white pr-9 pl-3 font-semibold text-ink focus:border-brand focus:outline-none"
        >
          <option value="">{searching ? 'Relevance' : 'Popularity'}</option>
          {LISTING_SORTS.filter((s) => searching || s.value !== 'popularity').map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
      </span>
    </label>
  );
}

/**
 * The phone sort list inside the bottom sheet. Each choice is a link to the listing so sorted: it
 * works before the app runs, and once it does the app applies the choice without a page load.
 */
export function SortOptions({
  value,
  searching,
  onChange,
  hrefFor,
}: SortSelectProps & { hrefFor: (sort: ListingSort | null) => string }) {
  const options = [
    { value: null, label: searching ? 'Relevance' : 'Popularity' },
    ...LISTING_SORTS.filter((s) => searching || s.value !== 'popularity'),
  ];
  return (
    <div role="radiogroup" aria-label="Sort by" className="py-1" data-testid="sort-options">
      {options.map((option) => {
        const on = option.value === value;
        return (
          <a
            key={option.value ?? 'default'}
            href={hrefFor(option.value)}
            role="radio"
            aria-checked={on}
            onClick={(event) => {
              if (opensElsewhere(event)) return;
              event.preventDefault();
              onChange(option.value);
            }}
            className="flex min-h-12 w-full items-center justify-between px-5 text-left text-[15px] hover:bg-ivory-deep"
          >
            <span className={on ? 'font-semibold text-brand' : 'text-ink'}>{option.label}</span>
            <span
              aria-hidden="true"
              className={`size-4 rounded-full border-2 ${on ? 'border-[5px] border-brand' : 'border-muted/50'}`}
            />
          </a>
        );
      })}
    </div>
  );
}
