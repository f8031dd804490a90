import { decodeId, encodeId, SIZES } from '@kesariya/shared';
import type { ProductListingArgs } from '../api/catalogue-api';

/** The listing screens of the route table; each flag listing restricts by one product flag. */
export type ListingKind = 'all' | 'hot-deals' | 'best-seller' | 'new-arrivals' | 'collection';

const FLAG_PARAM: Record<Exclude<ListingKind, 'all'>, string> = {
  'hot-deals': 'hot_deal',
  'best-seller': 'best_seller',
  'new-arrivals': 'new_arrival',
  collection: 'collection',
};

export const LISTING_SORTS = [
  { value: 'popularity', label: 'Popularity' },
  { value: 'newest', label: "What's New" },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'discount', label: 'Better Discount' },
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number]['value'];

/** 24 fills whole rows of the 2-, 3- and 4-column grids. */
export const LISTING_PAGE_SIZE = 24;

/** Everything a shopper can choose on a listing; the URL query is its only home (Back, shared links). */
export interface ListingFilters {
  search: string;
  category: number | null;
  subCategory: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  sizes: string[];
  colors: string[];
  sort: ListingSort | null;
  page: number;
}

/** A list written as `size=S,M` (the app's links) or `size=S&size=M` (the filter form sent without the app). */
function list(params: URLSearchParams, name: string): string[] {
  return [
    ...new Set(
      params
        .getAll(name)
        .join(',')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

function amount(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

function encodedId(value: string | null): number | null {
  return value ? decodeId(value) : null;
}

const sortValues: readonly string[] = LISTING_SORTS.map((s) => s.value);
const sizeOrder: readonly string[] = SIZES;

/** Reads the filters from the URL; anything malformed is ignored rather than shown as an error. */
export function readListingFilters(params: URLSearchParams): ListingFilters {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  let minPrice = amount(params.get('min_price'));
  let maxPrice = amount(params.get('max_price'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    search: (params.get('search') ?? '').trim(),
    category: encodedId(params.get('category')),
    subCategory: encodedId(params.get('sub_category')),
    minPrice,
    maxPrice,
    sizes: list(params, 'size').sort((a, b) => sizeOrder.indexOf(a) - sizeOrder.indexOf(b)),
    colors: list(params, 'color'),
    sort: sort && sortValues.includes(sort) ? (sort as ListingSort) : null,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL query for a set of filters; empty choices are left out so shared links stay short. */
export function writeListingFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category !== null) params.set('category', encodeId(filters.category));
  if (filters.subCategory !== null) params.set('sub_category', encodeId(filters.subCategory));
  if (filters.minPrice !== null) params.set('min_price', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('max_price', String(filters.maxPrice));
  if (filters.sizes.length > 0) params.set('size', filters.sizes.join(','));
  if (filters.colors.length > 0) params.set('color', filters.colors.join(','));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A change of any filter but the page starts again from page 1. */
export function changeFilters(
  filters: ListingFilters,
  change: Partial<Omit<ListingFilters, 'page'>>,
): ListingFilters {
  return { ...filters, ...change, page: 1 };
}

export function countActiveFilters(filters: ListingFilters): number {
  return (
    filters.sizes.length +
    filters.colors.length +
    (filters.subCategory !== null ? 1 : 0) +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0)
  );
}

/** Clears what the filter panel sets; the search, category and sort the shopper came with stay. */
export function clearFilters(filters: ListingFilters): ListingFilters {
  return {
    ...filters,
    subCategory: null,
    minPrice: null,
    maxPrice: null,
    sizes: [],
    colors: [],
    page: 1,
  };
}

/** The query of GET website/product for a listing screen. */
export function toListingArgs(kind: ListingKind, filters: ListingFilters): ProductListingArgs {
  const args: ProductListingArgs = {
    search: filters.search || undefined,
    category: filters.category ?? undefined,
    sub_category: filters.subCategory ?? undefined,
    min_price: filters.minPrice ?? undefined,
    max_price: filters.maxPrice ?? undefined,
    size: filters.sizes.length > 0 ? filters.sizes.join(',') : undefined,
    color: filters.colors.length > 0 ? filters.colors.join(',') : undefined,
    sort: filters.sort ?? undefined,
    page: filters.page,
    limit: LISTING_PAGE_SIZE,
  };
  if (kind !== 'all') args[FLAG_PARAM[kind]] = 1;
  // Undefined keys would make two equal queries look different to the cache.
  return Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined));
}
