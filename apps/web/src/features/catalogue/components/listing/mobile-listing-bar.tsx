import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from '@/lib/router';
import { ArrowDownUp, SlidersHorizontal } from 'lucide-react';
import { encodeId, type Category, type ProductFilters } from '@kesariya/shared';
import { Button } from '@/components/button';
import { filtersChosenInForm } from '../../lib/filter-form';
import {
  changeFilters,
  clearFilters,
  countActiveFilters,
  type ListingFilters,
} from '../../lib/listing-query';
import { BottomSheet, closeSheet, openSheet } from '../bottom-sheet';
import { FilterPanel } from './filter-panel';
import { SortOptions } from './sort-select';

const SORT_SHEET = 'sort-sheet';
const FILTER_SHEET = 'filter-sheet';

interface MobileListingBarProps {
  filters: ListingFilters;
  options: ProductFilters | undefined;
  subCategories: Category[];
  total: number | null;
  onChange: (next: ListingFilters) => void;
  /** The listing's URL for a set of filters. */
  hrefFor: (next: ListingFilters) => string;
}

const barButtonClass =
  'flex min-h-12 flex-1 items-center justify-center gap-2 text-sm font-semibold tracking-wide uppercase';

/**
 * Phones (< 1024 px): a Sort | Filter bar fixed just above the bottom bar, each opening a bottom
 * sheet. Once the app runs, choices apply at once and the sheet's button shows how many products
 * remain. Before it runs both sheets open too: the sorts are links, and the Filter sheet is a
 * plain form whose choices tick and whose "Show products" loads the filtered listing; choices
 * ticked as the app starts are taken over.
 */
export function MobileListingBar({
  filters,
  options,
  subCategories,
  total,
  onChange,
  hrefFor,
}: MobileListingBarProps) {
  const { pathname } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const active = countActiveFilters(filters);

  // Once, as the app takes over the server's page; later choices come through onChange.
  const takeOverEarlyChoices = useEffectEvent(() => {
    const chosen = form.current && filtersChosenInForm(form.current, filters);
    if (chosen) onChange(chosen);
  });
  useEffect(() => takeOverEarlyChoices(), []);

  return (
    <>
      <div
        className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 flex border-t border-line bg-white shadow-[0_-2px_8px_rgba(31,26,23,0.06)] lg:hidden"
        data-testid="mobile-listing-bar"
      >
        <button
          type="button"
          commandfor={SORT_SHEET}
          command="show-modal"
          onClick={() => openSheet(SORT_SHEET)}
          data-testid="open-sort"
          className={barButtonClass}
        >
          <ArrowDownUp className="size-4" aria-hidden="true" /> Sort
        </button>
        <span className="my-3 w-px bg-line" aria-hidden="true" />
        <button
          type="button"
          commandfor={FILTER_SHEET}
          command="show-modal"
          onClick={() => openSheet(FILTER_SHEET)}
          data-testid="open-filters"
          className={barButtonClass}
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
      <BottomSheet id={SORT_SHEET} title="Sort by" testId={SORT_SHEET}>
        <SortOptions
          value={filters.sort}
          searching={Boolean(filters.search)}
          hrefFor={(sort) => hrefFor(changeFilters(filters, { sort }))}
          onChange={(sort) => {
            onChange(changeFilters(filters, { sort }));
            closeSheet(SORT_SHEET);
          }}
        />
      </BottomSheet>
      <BottomSheet
        id={FILTER_SHEET}
        title="Filters"
        testId={FILTER_SHEET}
        formAction={pathname}
        formRef={form}
        onSubmit={(event) => {
          // Choices have applied as they were made; the button only closes the sheet.
          event.preventDefault();
          closeSheet(FILTER_SHEET);
        }}
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
              type="submit"
              className="flex-1 whitespace-nowrap"
              data-testid="filter-sheet-done"
            >
              {total === null ? 'Show products' : `Show ${total} product${total === 1 ? '' : 's'}`}
            </Button>
          </div>
        }
      >
        {/* What the panel does not choose, kept when the form is sent without the app. */}
        {filters.search && <input type="hidden" name="search" value={filters.search} />}
        {filters.category !== null && (
          <input type="hidden" name="category" value={encodeId(filters.category)} />
        )}
        {filters.sort && <input type="hidden" name="sort" value={filters.sort} />}
        <FilterPanel
          filters={filters}
          options={options}
          subCategories={subCategories}
          onChange={onChange}
        />
      </BottomSheet>
    </>
  );
}
