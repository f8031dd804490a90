import { useMemo } from 'react';
import { capitalizeWords, formatCount } from '@kesariya/shared';
import { Button } from '@/components/button';
import { hydratedLater } from '@/components/hydrated-later';
import { PaginationNav } from '@/components/pagination-nav';
import { useDocumentHead } from '@/lib/use-document-head';
import { useAppSelector } from '@/store/hooks';
import type { RouteHandle } from '@/store/route-handle';
import { useStoreName } from '@/store/site-api';
import { useScreenReady } from '@/store/use-screen-ready';
import {
  catalogueApi,
  useGetAllCategoriesQuery,
  useGetProductFiltersQuery,
} from '../../api/catalogue-api';
import { mirrorCategory, mirrorPrice, useListingFilters } from '../../hooks/use-listing-filters';
import { loadListing, useProductListing } from '../../hooks/use-product-listing';
import { findCategory, subCategoriesOf } from '../../lib/category-tree';
import {
  changeFilters,
  clearFilters,
  countActiveFilters,
  readListingFilters,
  toListingArgs,
  type ListingKind,
} from '../../lib/listing-query';
import { ActiveFilters } from './active-filters';
import { FilterPanel } from './filter-panel';
import { ListingEmpty } from './listing-empty';
import { MobileListingBar } from './mobile-listing-bar';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortSelect } from './sort-select';

const HEADINGS: Record<Exclude<ListingKind, 'all'>, { title: string; blurb: string }> = {
  'hot-deals': {
    title: 'Hot Deals',
    blurb: 'Festive favourites at their best prices of the season.',
  },
  'best-seller': { title: 'Best Sellers', blurb: 'The pieces Pune keeps coming back for.' },
  'new-arrivals': {
    title: 'New Arrivals',
    blurb: 'Fresh from our weavers and tailors this month.',
  },
  collection: {
    // The store's name goes in front (headingFor).
    title: 'Collection',
    blurb: 'Signature pieces for weddings, pujas and every celebration.',
  },
};

function headingFor(
  kind: ListingKind,
  search: string,
  categoryTitle: string | undefined,
  storeName: string,
) {
  if (kind === 'collection')
    return { ...HEADINGS.collection, title: `The ${storeName} ${HEADINGS.collection.title}` };
  if (kind !== 'all') return HEADINGS[kind];
  if (search)
    return { title: `Results for “${search}”`, blurb: categoryTitle ? `In ${categoryTitle}` : '' };
  if (categoryTitle)
    return { title: categoryTitle, blurb: 'Handpicked ethnic wear, delivered across India.' };
  return {
    title: 'All Clothing',
    blurb: 'Kurtas, sarees, lehengas, sherwanis and more, delivered across India.',
  };
}

/** What a listing's first view reads, for the route modules' `handle`. */
export function listingHandle(kind: ListingKind): RouteHandle {
  return {
    firstScreen: ({ dispatch, url }) => {
      const filters = readListingFilters(url.searchParams);
      // As the screen's effects will in the browser, so hydrating changes nothing.
      dispatch(mirrorCategory(filters.category, filters.subCategory));
      dispatch(mirrorPrice(filters.minPrice, filters.maxPrice));
      return [
        dispatch(loadListing(toListingArgs(kind, filters))),
        dispatch(catalogueApi.endpoints.getAllCategories.initiate()),
        dispatch(catalogueApi.endpoints.getProductFilters.initiate(filters.category)),
      ];
    },
  };
}

/** The desktop's filter sidebar: hidden on a phone, so the page goes live without waiting for it. */
const LaterFilterPanel = hydratedLater(FilterPanel);

/** The listing screens of the route table: /products and the four flag listings. */
export function ListingScreen({ kind }: { kind: ListingKind }) {
  const { filters, setFilters, hrefFor, navTitle, navState } = useListingFilters();
  const { listing, loading, error, retry } = useProductListing(toListingArgs(kind, filters));
  const pageCount = useAppSelector((s) => s.shopper.pageCount);
  const { data: categories } = useGetAllCategoriesQuery();
  const { data: options } = useGetProductFiltersQuery(filters.category);

  const category = findCategory(categories, filters.category);
  const categoryTitle = category ? capitalizeWords(category.title) : navTitle;
  const subCategories = useMemo(
    () => subCategoriesOf(categories, filters.category),
    [categories, filters.category],
  );
  const storeName = useStoreName();
  const heading = headingFor(kind, filters.search, categoryTitle, storeName);
  const products = listing?.data ?? [];
  const total = loading ? null : (listing?.pagination?.total ?? products.length);
  const activeCount = countActiveFilters(filters);

  useScreenReady(!loading || Boolean(error));
  useDocumentHead(storeName, heading.title.replace(/[“”]/g, '"'), heading.blurb || null);

  return (
    <div
      className="mx-auto max-w-7xl px-3 pt-5 pb-24 sm:px-4 lg:pt-8 lg:pb-16"
      data-testid="listing"
      data-kind={kind}
    >
      <header className="mb-5 border-b border-line pb-4 lg:mb-6">
        <h1
          className="font-display text-2xl font-semibold text-ink sm:text-3xl"
          data-testid="listing-title"
        >
          {heading.title}
        </h1>
        <p className="mt-1 text-sm text-muted">
          {heading.blurb}
          {total !== null && (
            <span data-testid="result-count">
              {heading.blurb ? ' · ' : ''}
              {formatCount(total)} product{total === 1 ? '' : 's'}
            </span>
          )}
        </p>
      </header>

      {/* Fixed to the screen's foot, but early in the page: the browser draws it with the first
          screen, before the cards below have arrived, and Tab reaches it before them. */}
      <MobileListingBar
        filters={filters}
        options={options}
        subCategories={subCategories}
        total={total}
        onChange={setFilters}
        hrefFor={hrefFor}
      />

      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside className="hidden lg:block" aria-label="Filters">
          <div className="sticky top-36 max-h-[calc(100vh-10rem)] overflow-y-auto pr-2">
            <div className="flex items-center justify-between border-b border-line pb-3">
              <h2 className="font-sans text-sm font-bold tracking-[0.08em] uppercase">Filters</h2>
              {activeCount > 0 && (
                <button
                  type="button"
                  onClick={() => setFilters(clearFilters(filters))}
                  className="text-xs font-semibold text-brand hover:underline"
                >
                  Clear all
                </button>
              )}
            </div>
            <LaterFilterPanel
              filters={filters}
              options={options}
              subCategories={subCategories}
              onChange={setFilters}
            />
          </div>
        </aside>

        <section aria-labelledby="listing-products" aria-busy={loading}>
          {/* The cards' h3 titles need an h2 above them: on a phone the Filters h2 is hidden. */}
          <h2 id="listing-products" className="sr-only">
            Products
          </h2>
          <div className="mb-5 hidden items-start justify-between gap-4 lg:flex">
            <div className="min-h-10 flex-1">
              <ActiveFilters
                filters={filters}
                subCategories={subCategories}
                onChange={setFilters}
              />
            </div>
            <SortSelect
              value={filters.sort}
              searching={Boolean(filters.search)}
              onChange={(sort) => setFilters(changeFilters(filters, { sort }))}
            />
          </div>
          <div className="mb-4 lg:hidden">
            <ActiveFilters filters={filters} subCategories={subCategories} onChange={setFilters} />
          </div>

          {error ? (
            <div
              role="alert"
              className="rounded-md border border-danger/30 bg-white p-6 text-center"
              data-testid="listing-error"
            >
              <p className="font-semibold text-danger">{error}</p>
              <p className="mt-1 text-sm text-muted">Please check your connection and try again.</p>
              <Button variant="outline" className="mt-4" onClick={retry}>
                Try again
              </Button>
            </div>
          ) : loading ? (
            <ProductGridSkeleton />
          ) : products.length === 0 ? (
            <ListingEmpty
              search={filters.search}
              hasFilters={activeCount > 0}
              onClearFilters={() => setFilters(clearFilters(filters))}
            />
          ) : (
            <>
              <ProductGrid products={products} />
              <PaginationNav
                page={filters.page}
                pageCount={pageCount}
                hrefFor={(page) => hrefFor({ ...filters, page })}
                state={navState}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
