import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Envelope } from '@kesariya/shared';
import { ApiError, apiRequest, type ApiRequest } from '@/lib/api-client';

export interface ApiQueryError {
  /** HTTP status, 0 for a network failure. */
  status: number;
  message: string;
}

/** RTK Query's base query over the transport; every endpoint receives the whole envelope. */
const envelopeBaseQuery: BaseQueryFn<Omit<ApiRequest, 'signal'>, Envelope, ApiQueryError> = async (
  args,
  { signal },
) => {
  try {
    return { data: await apiRequest({ ...args, signal }) };
  } catch (error) {
    if (error instanceof ApiError)
      return { error: { status: error.status, message: error.message } };
    const message = error instanceof Error ? error.message : 'An error occurred';
    return { error: { status: 0, message } };
  }
};

/**
 * The one API slice (STYLE.md). Features add their endpoints with `api.injectEndpoints`; the tags
 * make the spec's refetch rules automatic (cart refetched after cart changes, wishlist after
 * wishlist changes: spec section 4).
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
});

/** Reads the message of a failed query or mutation, with the spec's fallback. */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return 'An error occurred';
}
