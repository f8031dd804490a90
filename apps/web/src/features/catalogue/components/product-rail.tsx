import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/router';
import { ProductCard, ProductCardSkeleton } from '@/components/product-card';
import { errorMessage } from '@/store/api';
import { useGetProductListingQuery, type ProductListingArgs } from '../api/catalogue-api';

interface ProductRailProps {
  id: string;
  title: string;
  subtitle: string;
  query: ProductListingArgs;
  viewAllHref: string;
}

const SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';

/**
 * A home row of products. Phones scroll it sideways, like Myntra's rails; wider screens show a grid
 * of four.
 */
export function ProductRail({ id, title, subtitle, query, viewAllHref }: ProductRailProps) {
  const { data, isLoading, isError, error } = useGetProductListingQuery(query);
  const items = data?.data ?? [];
  if (!isLoading && !isError && items.length === 0) return null;

  return (
    <section
      aria-labelledby={id}
      // Below the first screen on a phone and on a desktop alike: its pictures load lazily and its
      // layout waits until it comes near.
      className="below-fold mx-auto max-w-7xl px-4 py-10 lg:py-14"
      data-testid={`rail-${id}`}
    >
      <div className="mb-5 flex items-end justify-between gap-4">
        <div>
          <h2 id={id} className="font-display text-2xl font-semibold sm:text-3xl">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted">{subtitle}</p>
        </div>
        <Link
          to={viewAllHref}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand hover:underline"
        >
          View all <span className="sr-only">{title}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {isError ? (
        <p className="rounded-md border border-line bg-white p-4 text-sm text-muted">
          We could not load these products ({errorMessage(error)}). Please refresh the page.
        </p>
      ) : (
        <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-4">
          {isLoading
            ? Array.from({ length: 4 }, (_, i) => (
                // Not keyed like the real items (ids): React would reuse and move a skeleton <li>
                // that shares a key with one, which the browser counts as a layout shift.
                <li key={`skeleton-${i}`} className="w-[44vw] shrink-0 snap-start sm:w-auto">
                  <ProductCardSkeleton />
                </li>
              ))
            : items.slice(0, 8).map((product) => (
                <li key={product.id} className="w-[44vw] shrink-0 snap-start sm:w-auto">
                  <ProductCard product={product} sizes={SIZES} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
