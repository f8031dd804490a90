import type { ModuleConfig } from '@kesariya/shared';
import { api } from './api';

/** Cart line as the spec names it (section 3). */
export interface CartItem {
  id: number;
  product_id: number;
  qty: number;
  mrp: number;
  price: number;
  size: string;
  [key: string]: unknown;
}

export interface WishlistItem {
  id: number;
  product_id: number;
  [key: string]: unknown;
}

function asList<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/**
 * The four fetches made at start-up (spec section 4). They live beside the store because the load
 * states of section 3 are built from them and several features read them.
 */
export const startupApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartItems: build.query<CartItem[], { userId: number; sessionId: string }>({
      query: ({ userId, sessionId }) => ({
        path: 'website/cart/cart-items',
        query: { user_id: userId, session_id: sessionId },
      }),
      transformResponse: (envelope) => asList<CartItem>(envelope.data),
      providesTags: ['Cart'],
    }),
    getWishlistItems: build.query<WishlistItem[], { userId: number }>({
      query: ({ userId }) => ({
        path: 'website/wishlist/wishlist-items',
        query: { user_id: userId },
      }),
      transformResponse: (envelope) => asList<WishlistItem>(envelope.data),
      providesTags: ['Wishlist'],
    }),
    getPaymentDetails: build.query<unknown, void>({
      query: () => ({ path: 'website/checkout/razorpay-details' }),
      transformResponse: (envelope) => envelope.data,
      providesTags: ['PaymentDetails'],
    }),
    addToWishlist: build.mutation<unknown, { userId: number; productId: number }>({
      query: ({ userId, productId }) => ({
        path: 'website/wishlist/add-to-wishlist',
        method: 'POST',
        form: { user_id: userId, product_id: productId },
      }),
      // Spec section 4: after a wishlist add or remove, the wishlist is refetched.
      invalidatesTags: ['Wishlist'],
    }),
    removeFromWishlist: build.mutation<unknown, { userId: number; productId: number }>({
      query: ({ userId, productId }) => ({
        path: 'website/wishlist/remove-from-wishlist',
        method: 'DELETE',
        // Some proxies drop DELETE bodies, so the query carries the fields too.
        query: { user_id: userId, product_id: productId },
        form: { user_id: userId, product_id: productId },
      }),
      invalidatesTags: ['Wishlist'],
    }),
    getModules: build.query<ModuleConfig[], void>({
      query: () => ({ path: 'admin/configuration' }),
      transformResponse: (envelope) => asList<ModuleConfig>(envelope.data),
      providesTags: ['Modules'],
    }),
  }),
});

export const {
  useGetCartItemsQuery,
  useGetWishlistItemsQuery,
  useGetPaymentDetailsQuery,
  useGetModulesQuery,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
} = startupApi;
