import { createSlice, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { ModuleConfig } from '@kesariya/shared';
import { startupApi, type CartItem, type WishlistItem } from './startup-api';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Spec section 3, "Load state". */
export interface LoadState<T> {
  items: T;
  status: LoadStatus;
  error: string | null;
}

export interface LoadStates {
  cart: LoadState<CartItem[]>;
  wishlist: LoadState<WishlistItem[]>;
  paymentDetails: LoadState<unknown>;
  modules: LoadState<ModuleConfig[]>;
}

const initialState: LoadStates = {
  cart: { items: [], status: 'idle', error: null },
  wishlist: { items: [], status: 'idle', error: null },
  paymentDetails: { items: null, status: 'idle', error: null },
  modules: { items: [], status: 'idle', error: null },
};

type Endpoint = (typeof startupApi.endpoints)[keyof typeof startupApi.endpoints];

/** Mirrors one RTK Query endpoint into the spec's {items, status, error} shape. */
function track<K extends keyof LoadStates>(
  builder: ActionReducerMapBuilder<LoadStates>,
  key: K,
  endpoint: Endpoint,
) {
  builder
    .addMatcher(endpoint.matchPending, (state) => {
      state[key].status = 'loading';
      state[key].error = null;
    })
    .addMatcher(endpoint.matchFulfilled, (state, action) => {
      state[key].status = 'succeeded';
      state[key].items = action.payload as LoadStates[K]['items'];
    })
    .addMatcher(endpoint.matchRejected, (state, action) => {
      // Spec section 8: cancelled requests are ignored.
      if (action.meta.condition || action.error.name === 'AbortError') return;
      state[key].status = 'failed';
      const payload = action.payload as { message?: string } | undefined;
      state[key].error = payload?.message || action.error.message || 'An error occurred';
    });
}

export const loadStatesSlice = createSlice({
  name: 'loadStates',
  initialState,
  reducers: {
    /** After logout the wishlist belongs to nobody. */
    resetWishlist(state) {
      state.wishlist = initialState.wishlist;
    },
  },
  extraReducers: (builder) => {
    track(builder, 'cart', startupApi.endpoints.getCartItems);
    track(builder, 'wishlist', startupApi.endpoints.getWishlistItems);
    track(builder, 'paymentDetails', startupApi.endpoints.getPaymentDetails);
    track(builder, 'modules', startupApi.endpoints.getModules);
  },
});

export const { resetWishlist } = loadStatesSlice.actions;
