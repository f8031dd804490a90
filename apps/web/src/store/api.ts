// First: the app's evaluation yields once the libraries are in (lib/yield-to-browser.ts).
import '@/lib/yield-to-browser';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import {
  asQueryResult,
  callApi,
  type ApiFailure,
  type ApiRequest,
  type ApiTransport,
  type Envelope,
} from '@kesariya/shared';
import { createAction } from '@reduxjs/toolkit';
import { apiClient } from '@/lib/api-client';

export { asList, errorMessage, failureOf, type ApiFailure } from '@kesariya/shared';

/** The thunk argument of a store; the server's renderer brings its own transport. */
export interface StoreExtra {
  transport?: ApiTransport;
}

/**
 * RTK Query's base query over the transport; every endpoint receives the whole envelope, and a
 * failure is an ApiFailure, its fields' messages included (`failureOf` reads it).
 */
const envelopeBaseQuery: BaseQueryFn<Omit<ApiRequest, 'signal'>, Envelope, ApiFailure> = (
  args,
  { signal, extra },
) => asQueryResult(callApi(apiClient, { ...args, signal }, (extra as StoreExtra).transport));

/**
 * Fills the cache with the queries the server answered while rendering the first screen, so the
 * hydrated page shows the same data without asking again.
 */
export const hydrateApiCache = createAction<unknown>('app/hydrateApiCache');

/**
 * The one API slice. Features add their endpoints with `api.injectEndpoints`; the tags make the
 * refetch rules automatic (cart refetched after cart changes, wishlist after wishlist changes:
 * docs/decisions/storefront-screens.md, Shopper state and storage).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: [
    'Cart',
    'Wishlist',
    'PaymentDetails',
    'Modules',
    'Promo',
    'Pages',
    'Categories',
    'Store',
    'Products',
    'Faq',
    'User',
  ],
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    if (!hydrateApiCache.match(action)) return undefined;
    return (action.payload as Record<string, never>)[reducerPath];
  },
});
