import type {
  CartLine,
  CartSummary,
  CheckoutSettings,
  ModuleConfig,
  PincodeInfo,
  WishlistEntry,
} from '@kesariya/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { getSessionId } from '@/lib/storage';
import { api, asList } from './api';
import type { UserInfo } from './shopper-slice';

/** Whose cart: the shopper's id (0 for a guest) and the browser's session id. */
export interface CartOwner {
  userId: number;
  sessionId: string;
}

/**
 * How the cart is read: by its owner, and at checkout priced with the shopper's choices (checkout
 * sends no session id: only a logged-in shopper gets there).
 */
export interface CartQuery {
  userId: number;
  sessionId?: string;
  couponCode?: string;
  deliveryOption?: 'delivery' | 'pickup';
  useWallet?: boolean;
}

/** The cart of whoever uses this browser; every screen that reads it shares one cache entry. */
export function cartOwnerOf(user: UserInfo | null): CartOwner {
  return { userId: user?.id ?? 0, sessionId: getSessionId() };
}

/** Only a logged-in shopper has a wishlist; a guest's is never asked for. */
export function wishlistOwnerOf(user: UserInfo | null) {
  return user ? { userId: user.id } : skipToken;
}

export interface CartData {
  items: CartLine[];
  summary: CartSummary | null;
}

export interface AddToCartArgs extends CartOwner {
  productId: number;
  qty: number;
  mrp: number;
  price: number;
  size: string;
}

export interface WishlistChange {
  userId: number;
  productId: number;
}

/**
 * The shopper's cart, wishlist, payment settings and the store's modules, read at start-up and by
 * the screens alike: one definition and one cache entry each, so a change refetches every view of
 * it through its tag. The load states (store/load-states.ts) are read from these queries.
 */
export const shopperApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartData, CartQuery>({
      query: ({ userId, sessionId, couponCode, deliveryOption, useWallet }) => ({
        path: 'website/cart/cart-items',
        query: {
          user_id: userId,
          session_id: sessionId,
          coupon_code: couponCode,
          delivery_option: deliveryOption,
          use_wallet: useWallet,
        },
      }),
      transformResponse: (envelope) => ({
        items: asList<CartLine>(envelope.data),
        summary: (envelope.other_data?.summary as CartSummary | undefined) ?? null,
      }),
      providesTags: ['Cart'],
    }),
    // mrp and price are sent as the API lists them; the server prices from the catalogue.
    addToCart: build.mutation<unknown, AddToCartArgs>({
      query: (args) => ({
        path: 'website/cart/add',
        method: 'POST',
        form: {
          user_id: args.userId,
          session_id: args.sessionId,
          product_id: args.productId,
          qty: args.qty,
          mrp: args.mrp,
          price: args.price,
          size: args.size,
        },
      }),
      invalidatesTags: ['Cart'],
    }),
    getWishlist: build.query<WishlistEntry[], { userId: number }>({
      query: ({ userId }) => ({
        path: 'website/wishlist/wishlist-items',
        query: { user_id: userId },
      }),
      transformResponse: (envelope) => asList<WishlistEntry>(envelope.data),
      providesTags: ['Wishlist'],
    }),
    addToWishlist: build.mutation<unknown, WishlistChange>({
      query: ({ userId, productId }) => ({
        path: 'website/wishlist/add-to-wishlist',
        method: 'POST',
        form: { user_id: userId, product_id: productId },
      }),
      invalidatesTags: ['Wishlist'],
    }),
    removeFromWishlist: build.mutation<unknown, WishlistChange>({
      query: ({ userId, productId }) => ({
        path: 'website/wishlist/remove-from-wishlist',
        method: 'DELETE',
        // Some proxies drop DELETE bodies, so the query carries the fields too.
        query: { user_id: userId, product_id: productId },
        form: { user_id: userId, product_id: productId },
      }),
      invalidatesTags: ['Wishlist'],
    }),
    getPaymentSettings: build.query<CheckoutSettings, void>({
      query: () => ({ path: 'website/checkout/razorpay-details' }),
      transformResponse: (envelope) => envelope.data as CheckoutSettings,
      providesTags: ['PaymentDetails'],
    }),
    getModules: build.query<ModuleConfig[], void>({
      query: () => ({ path: 'admin/configuration' }),
      transformResponse: (envelope) => asList<ModuleConfig>(envelope.data),
      providesTags: ['Modules'],
    }),
    getPincodeInfo: build.query<PincodeInfo, string>({
      query: (pincode) => ({ path: `website/pincode/${pincode}` }),
      transformResponse: (envelope) => envelope.data as PincodeInfo,
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useGetWishlistQuery,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
  useGetPaymentSettingsQuery,
  useGetModulesQuery,
  useLazyGetPincodeInfoQuery,
} = shopperApi;
