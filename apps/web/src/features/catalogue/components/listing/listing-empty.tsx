import { SearchX } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button, buttonClass } from '@/components/button';
import { paths } from '@/config/paths';

interface ListingEmptyProps {
  search: string;
  hasFilters: boolean;
  onClearFilters: () => void;
}

/** A friendly dead end: says why nothing matched and offers the way out. */
export function ListingEmpty({ search, hasFilters, onClearFilters }: ListingEmptyProps) {
  return (
    <div className="mx-auto max-w-md py-16 text-center" data-testid="listing-empty">
      <SearchX className="mx-auto size-12 text-brand/40" aria-hidden="true" />
      <h2 className="mt-4 font-display text-2xl font-semibold">
        {search ? `Nothing found for “${search}”` : 'No products match'}
      </h2>
      <p className="mt-2 text-[15px] leading-6 text-muted">
        {hasFilters
          ? 'Try removing a filter or widening the price range.'
          : 'Check the spelling or try a simpler word such as “kurta”, “saree” or “lehenga”.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {hasFilters && (
          <Button onClick={onClearFilters} data-testid="clear-filters">
            Clear filters
          </Button>
        )}
        <Link
          to={paths.products.getHref()}
          className={buttonClass(hasFilters ? 'outline' : 'primary')}
        >
          Browse all clothing
        </Link>
      </div>
    </div>
  );
}
