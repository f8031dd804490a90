import { useEffect, useMemo } from 'react';
import { DEFAULT_PAGE_COUNT } from '@kesariya/shared';
import { errorMessage } from '@/store/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { AppDispatch, RootState } from '@/store';
import { shopperActions } from '@/store/shopper-slice';
import { catalogueApi, type ProductListing, type ProductListingArgs } from '../api/catalogue-api';
import { applyPriceData } from '../lib/price-bounds';

type ListingRequest = ReturnType<
  ReturnType<typeof catalogueApi.endpoints.getProductListing.initiate>
>;

/**
 * Mounted listings per query. A request is aborted once nobody shows its query any more; the
 * check waits one task because StrictMode (and a quick re-render) unmounts and mounts again at
 * once with the same query, which must keep the request it already started.
 */
const live = new Map<string, { count: number; requests: ListingRequest[] }>();

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/**
 * Writes a listing answer into the shopper state with the rules of
 * docs/decisions/catalogue-and-search.md, Listings.
 */
function storeListing(listing: ProductListing) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const empty = listing.data.length === 0;
    const { shopper } = getState();
    // A server-rendered page arrives with this listing stored already: storing it again as the
    // page hydrates would only re-render what shows it.
    if (JSON.stringify(shopper.productData) !== JSON.stringify(listing.data)) {
      dispatch(shopperActions.productData(listing.data));
    }
    // "If a response has no data ... pagination cleared": back to the default page count.
    dispatch(
      shopperActions.pageCount(
        empty ? DEFAULT_PAGE_COUNT : listing.pagination?.total_pages || DEFAULT_PAGE_COUNT,
      ),
    );
    const { priceRange, minPriceRange, maxPriceRange } = getState().shopper;
    const next = applyPriceData({ priceRange, minPriceRange, maxPriceRange }, listing);
    if (next.priceRange.some((bound, i) => bound !== priceRange[i])) {
      dispatch(shopperActions.priceRange(next.priceRange));
    }
    dispatch(shopperActions.minPriceRange(next.minPriceRange));
    dispatch(shopperActions.maxPriceRange(next.maxPriceRange));
  };
}

/**
 * A listing fetched before the screen renders (the server's first screen): the answer lands in the
 * cache and the shopper state, as the hook would put it there.
 */
export function loadListing(args: ProductListingArgs) {
  return async (dispatch: AppDispatch) => {
    const { data } = await dispatch(catalogueApi.endpoints.getProductListing.initiate(args));
    if (data) dispatch(storeListing(data));
  };
}

export interface ListingState {
  listing: ProductListing | undefined;
  /** True until the answer for the current query is here (a cancelled request counts as waiting). */
  loading: boolean;
  /** The error message, with the fallback 'An error occurred'; null otherwise. */
  error: string | null;
  retry: () => void;
}

/**
 * GET website/product for the listing screens. In-flight requests are cancelled when the query
 * changes or the screen goes away; cancelled requests are ignored
 * (docs/decisions/catalogue-and-search.md, Listings).
 */
export function useProductListing(args: ProductListingArgs): ListingState {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(args);
  const stableArgs = useMemo(() => JSON.parse(key) as ProductListingArgs, [key]);

  useEffect(() => {
    const entry = live.get(key) ?? { count: 0, requests: [] };
    live.set(key, entry);
    entry.count += 1;
    const request = dispatch(catalogueApi.endpoints.getProductListing.initiate(stableArgs));
    entry.requests.push(request);
    return () => {
      entry.count -= 1;
      request.unsubscribe();
      setTimeout(() => {
        if (entry.count > 0) return;
        for (const r of entry.requests) r.abort();
        if (live.get(key) === entry) live.delete(key);
      }, 0);
    };
  }, [dispatch, key, stableArgs]);

  const selector = useMemo(
    () => catalogueApi.endpoints.getProductListing.select(stableArgs),
    [stableArgs],
  );
  const result = useAppSelector(selector);
  const listing = result.data;
  const aborted = result.isError && isAbort(result.error);

  useEffect(() => {
    if (listing) dispatch(storeListing(listing));
  }, [dispatch, listing]);

  return {
    listing,
    loading: !listing || result.isLoading || aborted,
    error: result.isError && !aborted ? errorMessage(result.error) : null,
    retry: () => {
      const request = dispatch(
        catalogueApi.endpoints.getProductListing.initiate(stableArgs, { forceRefetch: true }),
      );
      request.unsubscribe();
    },
  };
}
