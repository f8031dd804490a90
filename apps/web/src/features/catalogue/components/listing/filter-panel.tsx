import type { Category, ProductFilters } from '@kesariya/shared';
import { useAppSelector } from '@/store/hooks';
import { changeFilters, type ListingFilters } from '../../lib/listing-query';
import { ColourFilter } from './colour-filter';
import { PriceFilter } from './price-filter';
import { SizeFilter } from './size-filter';
import { SubCategoryFilter } from './sub-category-filter';

interface FilterPanelProps {
  filters: ListingFilters;
  options: ProductFilters | undefined;
  subCategories: Category[];
  onChange: (next: ListingFilters) => void;
}

/** The filters of a listing: the desktop sidebar and the phone sheet show the same panel. */
export function FilterPanel({ filters, options, subCategories, onChange }: FilterPanelProps) {
  const priceRange = useAppSelector((s) => s.shopper.priceRange);
  const minPriceRange = useAppSelector((s) => s.shopper.minPriceRange);
  const maxPriceRange = useAppSelector((s) => s.shopper.maxPriceRange);
  const min = minPriceRange === '' ? priceRange[0] : minPriceRange;
  const max = maxPriceRange === '' ? priceRange[1] : maxPriceRange;
  return (
    <div data-testid="filter-panel">
      <SubCategoryFilter
        options={subCategories}
        selected={filters.subCategory}
        onChange={(subCategory) => onChange(changeFilters(filters, { subCategory }))}
      />
      <PriceFilter
        key={`${priceRange.join('-')}:${min}-${max}`}
        bounds={priceRange}
        min={min}
        max={max}
        onApply={(minPrice, maxPrice) => onChange(changeFilters(filters, { minPrice, maxPrice }))}
      />
      <SizeFilter
        options={options?.sizes ?? []}
        selected={filters.sizes}
        onChange={(sizes) => onChange(changeFilters(filters, { sizes }))}
      />
      <ColourFilter
        options={options?.colors ?? []}
        selected={filters.colors}
        onChange={(colors) => onChange(changeFilters(filters, { colors }))}
      />
    </div>
  );
}
