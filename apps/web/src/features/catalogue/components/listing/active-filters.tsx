import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import type { Category } from '@kesariya/shared';
import { capitalizeWords } from '@kesariya/shared';
import { Price } from '@/components/price';
import {
  changeFilters,
  clearFilters,
  countActiveFilters,
  type ListingFilters,
} from '../../lib/listing-query';

interface ActiveFiltersProps {
  filters: ListingFilters;
  subCategories: Category[];
  onChange: (next: ListingFilters) => void;
}

/** The chosen filters as removable chips, with Clear all. */
export function ActiveFilters({ filters, subCategories, onChange }: ActiveFiltersProps) {
  if (countActiveFilters(filters) === 0) return null;
  const chips: { key: string; label: ReactNode; remove: () => ListingFilters }[] = [];
  const sub = subCategories.find((c) => c.id === filters.subCategory);
  if (filters.subCategory !== null) {
    chips.push({
      key: 'sub-category',
      label: sub ? capitalizeWords(sub.title) : 'Sub-category',
      remove: () => changeFilters(filters, { subCategory: null }),
    });
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const { minPrice, maxPrice } = filters;
    const label =
      minPrice !== null && maxPrice !== null ? (
        <>
          <Price price={minPrice} inline /> – <Price price={maxPrice} inline />
        </>
      ) : minPrice !== null ? (
        <>
          From <Price price={minPrice} inline />
        </>
      ) : (
        <>
          Up to <Price price={maxPrice ?? 0} inline />
        </>
      );
    chips.push({
      key: 'price',
      label,
      remove: () => changeFilters(filters, { minPrice: null, maxPrice: null }),
    });
  }
  for (const size of filters.sizes) {
    chips.push({
      key: `size-${size}`,
      label: `Size ${size}`,
      remove: () => changeFilters(filters, { sizes: filters.sizes.filter((s) => s !== size) }),
    });
  }
  for (const colour of filters.colors) {
    chips.push({
      key: `colour-${colour}`,
      label: colour,
      remove: () => changeFilters(filters, { colors: filters.colors.filter((c) => c !== colour) }),
    });
  }
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          onClick={() => onChange(chip.remove())}
          className="inline-flex min-h-8 items-center gap-1 rounded-full border border-line bg-white py-1 pr-2 pl-3 text-xs font-medium text-ink hover:border-brand"
        >
          {chip.label}
          <X className="size-3.5 text-muted" aria-hidden="true" />
          <span className="sr-only">Remove filter</span>
        </button>
      ))}
      <button
        type="button"
        onClick={() => onChange(clearFilters(filters))}
        className="min-h-8 px-2 text-xs font-semibold text-brand hover:underline"
      >
        Clear all
      </button>
    </div>
  );
}
