// First: the app's evaluation yields once the libraries are in (lib/yield-to-browser.ts).
import '@/lib/yield-to-browser';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Envelope } from '@kesariya/shared';
import { createAction } from '@reduxjs/toolkit';
import { ApiError, apiRequest, type ApiRequest, type ApiTransport } from '@/lib/api-client';

/** The thunk argument of a store; the server's renderer brings its own transport. */
export interface StoreExtra {
  transport?: ApiTransport;
}

export interface ApiQueryError {
  /** HTTP status, 0 for a network failure. */
  status: number;
  message: string;
}

/** RTK Query's base query over the transport; every endpoint receives the whole envelope. */
const envelopeBaseQuery: BaseQueryFn<Omit<ApiRequest, 'signal'>, Envelope, ApiQueryError> = async (
  args,
  { signal, extra },
) => {
  try {
    return { data: await apiRequest({ ...args, signal }, (extra as StoreExtra).transport) };
  } catch (error) {
    if (error instanceof ApiError)
      return { error: { status: error.status, message: error.message } };
    const message = error instanceof Error ? error.message : 'An error occurred';
    return { error: { status: 0, message } };
  }
};

/**
 * Fills the cache with the queries the server answered while rendering the first screen, so the
 * hydrated page shows the same data without asking again.
 */
export const hydrateApiCache = createAction<unknown>('app/hydrateApiCache');

/**
 * The one API slice. Features add their endpoints with `api.injectEndpoints`; the tags make the
 * refetch rules automatic (cart refetched after cart changes, wishlist after wishlist changes:
 * docs/decisions.md, Shopper state and storage).
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

/** The answer's list; anything else in `data` reads as an empty one. */
export function asList<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/** Reads the message of a failed query or mutation, with the fallback 'An error occurred'. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return 'An error occurred';
}
