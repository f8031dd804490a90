import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@/lib/router';
import { keepScrollOnNextNavigation } from '@/lib/scroll-restoration';
import type { AppDispatch } from '@/store';
import { useAppDispatch } from '@/store/hooks';
import { shopperActions } from '@/store/shopper-slice';
import { readListingFilters, writeListingFilters, type ListingFilters } from '../lib/listing-query';

/** Navigation state: the category id and title carried to /products. */
export interface CategoryNavState {
  id?: number;
  title?: string;
}

function readNavState(state: unknown): CategoryNavState {
  if (!state || typeof state !== 'object') return {};
  const { id, title } = state as Record<string, unknown>;
  return {
    id: typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined,
    title: typeof title === 'string' ? title : undefined,
  };
}

/** The category a listing shows, mirrored into the shopper state. */
export function mirrorCategory(category: number | null, subCategory: number | null) {
  return (dispatch: AppDispatch) => {
    dispatch(shopperActions.categoryId(category));
    dispatch(shopperActions.subCategoryId(subCategory));
  };
}

/** The price range in the URL, mirrored into the shopper state. */
export function mirrorPrice(minPrice: number | null, maxPrice: number | null) {
  return (dispatch: AppDispatch) => {
    dispatch(shopperActions.minPriceRange(minPrice ?? ''));
    dispatch(shopperActions.maxPriceRange(maxPrice ?? ''));
    dispatch(shopperActions.priceUpdateValue(minPrice !== null || maxPrice !== null));
  };
}

/**
 * The listing's filters live in the URL query (Back and shared links work); the category may also
 * come from navigation state. They are mirrored into the shopper state
 * (docs/decisions/storefront-screens.md, Shopper state and storage).
 */
export function useListingFilters() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const navState = readNavState(location.state);
  const text = params.toString();

  const filters = useMemo<ListingFilters>(() => {
    const read = readListingFilters(new URLSearchParams(text));
    return read.category === null && navState.id !== undefined
      ? { ...read, category: navState.id }
      : read;
  }, [text, navState.id]);

  const setFilters = useCallback(
    (next: ListingFilters) => {
      const search = writeListingFilters(next).toString();
      // The page number moves the shopper to the top; other choices keep the scroll position.
      if (next.page === filters.page) keepScrollOnNextNavigation();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '' },
        { state: next.category === navState.id ? location.state : null },
      );
    },
    [navigate, location.pathname, location.state, navState.id, filters.page],
  );

  const hrefFor = useCallback(
    (next: ListingFilters) => {
      const search = writeListingFilters(next).toString();
      return `${location.pathname}${search ? `?${search}` : ''}`;
    },
    [location.pathname],
  );

  // The set a shopper browses (everything but price, sort and page); a new set starts its price
  // inputs afresh, so they are initialised again from price_data
  // (docs/decisions/catalogue-and-search.md, Listings).
  const setKey = JSON.stringify([
    location.pathname,
    filters.search,
    filters.category,
    filters.subCategory,
    filters.sizes,
    filters.colors,
  ]);
  useEffect(() => {
    dispatch(mirrorCategory(filters.category, filters.subCategory));
  }, [dispatch, filters.category, filters.subCategory]);
  useEffect(() => {
    dispatch(mirrorPrice(filters.minPrice, filters.maxPrice));
  }, [dispatch, filters.minPrice, filters.maxPrice, setKey]);

  return {
    filters,
    setFilters,
    hrefFor,
    navTitle: navState.title,
    navState: location.state as unknown,
  };
}
