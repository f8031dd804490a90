import { lazy, Suspense, useState } from 'react';
import { ArrowDownUp, SlidersHorizontal } from 'lucide-react';
import type { Category, ProductFilters } from '@kesariya/shared';
import { Button } from '@/components/button';
import { fetchAhead } from '@/lib/fetch-ahead';
import {
  changeFilters,
  clearFilters,
  countActiveFilters,
  type ListingFilters,
} from '../../lib/listing-query';
import { FilterPanel } from './filter-panel';
import { SortOptions } from './sort-select';

// Radix's dialog code (~15 KB gzipped) is not part of the listing (docs/decisions.md, Pages that
// feel instant: under 150 KB of JavaScript). It is fetched as the finger comes down on Sort or
// Filter, a little before the click that opens the sheet.
const loadBottomSheet = () => import('../bottom-sheet');
const BottomSheet = lazy(() => loadBottomSheet().then((m) => ({ default: m.BottomSheet })));
const fetchBottomSheet = fetchAhead(loadBottomSheet);

interface MobileListingBarProps {
  filters: ListingFilters;
  options: ProductFilters | undefined;
  subCategories: Category[];
  total: number | null;
  onChange: (next: ListingFilters) => void;
}

/**
 * Phones (< 1024 px): a Sort | Filter bar fixed just above the bottom bar, each opening a
 * bottom sheet. Choices apply at once; the sheet's button shows how many products remain.
 */
export function MobileListingBar({
  filters,
  options,
  subCategories,
  total,
  onChange,
}: MobileListingBarProps) {
  const [sheet, setSheet] = useState<'sort' | 'filter' | null>(null);
  // Mounted from the first opening on, so closing keeps the sheets' own close behaviour.
  const [opened, setOpened] = useState(false);
  const show = (which: 'sort' | 'filter') => {
    setOpened(true);
    setSheet(which);
  };
  const active = countActiveFilters(filters);
  const close = () => setSheet(null);
  return (
    <>
      <div
        className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 flex border-t border-line bg-white shadow-[0_-2px_8px_rgba(31,26,23,0.06)] lg:hidden"
        data-testid="mobile-listing-bar"
      >
        <button
          type="button"
          onPointerDown={fetchBottomSheet}
          onClick={() => show('sort')}
          data-testid="open-sort"
          className="flex min-h-12 flex-1 items-center justify-center gap-2 text-sm font-semibold tracking-wide uppercase"
        >
          <ArrowDownUp className="size-4" aria-hidden="true" /> Sort
        </button>
        <span className="my-3 w-px bg-line" aria-hidden="true" />
        <button
          type="button"
          onPointerDown={fetchBottomSheet}
          onClick={() => show('filter')}
          data-testid="open-filters"
          className="flex min-h-12 flex-1 items-center justify-center gap-2 text-sm font-semibold tracking-wide uppercase"
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" /> Filter
          {active > 0 && (
            <span
              className="grid size-5 place-items-center rounded-full bg-brand text-[11px] text-white"
              aria-label={`${active} active`}
            >
              {active}
            </span>
          )}
        </button>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <BottomSheet
            open={sheet === 'sort'}
            onOpenChange={(open) => setSheet(open ? 'sort' : null)}
            title="Sort by"
            testId="sort-sheet"
          >
            <SortOptions
              value={filters.sort}
              searching={Boolean(filters.search)}
              onChange={(sort) => {
                onChange(changeFilters(filters, { sort }));
                close();
              }}
            />
          </BottomSheet>
          <BottomSheet
            open={sheet === 'filter'}
            onOpenChange={(open) => setSheet(open ? 'filter' : null)}
            title="Filters"
            testId="filter-sheet"
            footer={
              <div className="flex gap-3">
                <Button
                  variant="outline"
                  className="flex-none px-4"
                  disabled={active === 0}
                  onClick={() => onChange(clearFilters(filters))}
                >
                  Clear all
                </Button>
                <Button
                  className="flex-1 whitespace-nowrap"
                  onClick={close}
                  data-testid="filter-sheet-done"
                >
                  {total === null
                    ? 'Show products'
                    : `Show ${total} product${total === 1 ? '' : 's'}`}
                </Button>
              </div>
            }
          >
            <FilterPanel
              filters={filters}
              options={options}
              subCategories={subCategories}
              onChange={onChange}
            />
          </BottomSheet>
        </Suspense>
      )}
    </>
  );
}
