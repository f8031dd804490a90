import { createSelector } from '@reduxjs/toolkit';
import { QueryStatus } from '@reduxjs/toolkit/query';
import type { CartLine, CheckoutSettings, ModuleConfig, WishlistEntry } from '@kesariya/shared';
import { errorMessage } from './api';
import type { RootState } from './index';
import { cartOwnerOf, shopperApi, wishlistOwnerOf } from './shopper-api';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * How far a start-up fetch has come, with what it brought and why it failed; screens read these
 * for the cart, wishlist, payment details and modules (docs/decisions/storefront-screens.md,
 * Shopper state and storage).
 */
export interface LoadState<T> {
  items: T;
  status: LoadStatus;
  error: string | null;
}

const statusOf: Record<QueryStatus, LoadStatus> = {
  [QueryStatus.uninitialized]: 'idle',
  [QueryStatus.pending]: 'loading',
  [QueryStatus.fulfilled]: 'succeeded',
  [QueryStatus.rejected]: 'failed',
};

interface QueryEntry<D> {
  status: QueryStatus;
  data?: D;
  error?: unknown;
}

/**
 * A load state read from the query's own cache entry, never kept by hand: a refetch is 'loading'
 * with the last items still there, and a failure keeps them too.
 */
function loadStateOf<D, T>(
  selectEntry: (state: RootState) => QueryEntry<D>,
  itemsOf: (data: D | undefined) => T,
) {
  // The entry is a fresh object on every read; its fields are what stay the same.
  const fromEntry = createSelector(
    [
      (entry: QueryEntry<D>) => entry.status,
      (entry: QueryEntry<D>) => entry.data,
      (entry: QueryEntry<D>) => entry.error,
    ],
    (status, data, error): LoadState<T> => ({
      items: itemsOf(data),
      status: statusOf[status],
      error: status === QueryStatus.rejected ? errorMessage(error) : null,
    }),
  );
  return (state: RootState) => fromEntry(selectEntry(state));
}

export const selectCartLoadState = loadStateOf(
  (state) => shopperApi.endpoints.getCart.select(cartOwnerOf(state.shopper.userInfo))(state),
  (cart): CartLine[] => cart?.items ?? [],
);

export const selectWishlistLoadState = loadStateOf(
  (state) =>
    shopperApi.endpoints.getWishlist.select(wishlistOwnerOf(state.shopper.userInfo))(state),
  (entries): WishlistEntry[] => entries ?? [],
);

export const selectPaymentDetailsLoadState = loadStateOf(
  shopperApi.endpoints.getPaymentSettings.select(),
  (settings): CheckoutSettings | null => settings ?? null,
);

export const selectModulesLoadState = loadStateOf(
  shopperApi.endpoints.getModules.select(),
  (modules): ModuleConfig[] => modules ?? [],
);
