import type { CouponApplication, CouponInfo } from '@kesariya/shared';
import { api, asList } from '@/store/api';
import type { CartOwner } from '@/store/shopper-api';

interface LineArgs extends CartOwner {
  productId: number;
  size: string;
  qty: number;
}

/**
 * The cart page's changes; the cart itself is read through the store's one query
 * (store/shopper-api.ts). Every change invalidates 'Cart', so each view of the cart (the page, the
 * badge) is refetched.
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateCartQuantity: build.mutation<unknown, LineArgs>({
      query: (a) => ({
        path: 'website/cart/update-quantity',
        method: 'PUT',
        form: {
          user_id: a.userId,
          session_id: a.sessionId,
          product_id: a.productId,
          size: a.size,
          qty: a.qty,
        },
      }),
      invalidatesTags: ['Cart'],
    }),
    deleteCartItem: build.mutation<unknown, CartOwner & { cartId: number }>({
      // Guests send session_id as a query parameter on DELETE calls
      // (docs/decisions/api-and-validation.md, API conventions).
      query: ({ cartId, userId, sessionId }) => ({
        path: `website/cart/delete-item/${cartId}`,
        method: 'DELETE',
        query: { user_id: userId, session_id: sessionId },
      }),
      invalidatesTags: ['Cart'],
    }),
    clearCart: build.mutation<unknown, CartOwner>({
      query: ({ userId, sessionId }) => ({
        path: 'website/cart/delete-all',
        method: 'DELETE',
        query: { user_id: userId, session_id: sessionId },
      }),
      invalidatesTags: ['Cart'],
    }),
    applyCoupon: build.mutation<CouponApplication, CartOwner & { code: string }>({
      query: ({ code, userId, sessionId }) => ({
        path: 'website/coupon/apply',
        method: 'POST',
        form: { code, user_id: userId, session_id: sessionId },
      }),
      transformResponse: (envelope) => envelope.data as CouponApplication,
    }),
    getCoupons: build.query<CouponInfo[], void>({
      query: () => ({ path: 'website/coupon' }),
      transformResponse: (envelope) => asList<CouponInfo>(envelope.data),
    }),
  }),
});

export const {
  useUpdateCartQuantityMutation,
  useDeleteCartItemMutation,
  useClearCartMutation,
  useApplyCouponMutation,
  useGetCouponsQuery,
} = cartApi;
