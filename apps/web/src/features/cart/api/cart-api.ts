import type { CartLine, CartSummary, CouponApplication, CouponInfo } from '@kesariya/shared';
import { api } from '@/store/api';

export interface CartArgs {
  userId: number;
  sessionId: string;
}

export interface CartData {
  items: CartLine[];
  summary: CartSummary | null;
}

interface LineArgs extends CartArgs {
  productId: number;
  size: string;
  qty: number;
}

/**
 * The cart page's calls (spec section 7). Every mutation invalidates 'Cart', so the cart (and the
 * badge's startup query) is refetched after add, update, remove and clear (spec section 4).
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartData, CartArgs>({
      query: ({ userId, sessionId }) => ({
        path: 'website/cart/cart-items',
        query: { user_id: userId, session_id: sessionId },
      }),
      transformResponse: (envelope) => ({
        items: Array.isArray(envelope.data) ? (envelope.data as CartLine[]) : [],
        summary: (envelope.other_data?.summary as CartSummary | undefined) ?? null,
      }),
      providesTags: ['Cart'],
    }),
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
    deleteCartItem: build.mutation<unknown, CartArgs & { cartId: number }>({
      // DESIGN.md: guests send session_id as a query parameter on DELETE calls.
      query: ({ cartId, userId, sessionId }) => ({
        path: `website/cart/delete-item/${cartId}`,
        method: 'DELETE',
        query: { user_id: userId, session_id: sessionId },
      }),
      invalidatesTags: ['Cart'],
    }),
    clearCart: build.mutation<unknown, CartArgs>({
      query: ({ userId, sessionId }) => ({
        path: 'website/cart/delete-all',
        method: 'DELETE',
        query: { user_id: userId, session_id: sessionId },
      }),
      invalidatesTags: ['Cart'],
    }),
    applyCoupon: build.mutation<CouponApplication, CartArgs & { code: string }>({
      query: ({ code, userId, sessionId }) => ({
        path: 'website/coupon/apply',
        method: 'POST',
        form: { code, user_id: userId, session_id: sessionId },
      }),
      transformResponse: (envelope) => envelope.data as CouponApplication,
    }),
    getCoupons: build.query<CouponInfo[], void>({
      query: () => ({ path: 'website/coupon' }),
      transformResponse: (envelope) =>
        Array.isArray(envelope.data) ? (envelope.data as CouponInfo[]) : [],
    }),
  }),
});

export const {
  useGetCartQuery,
  useUpdateCartQuantityMutation,
  useDeleteCartItemMutation,
  useClearCartMutation,
  useApplyCouponMutation,
  useGetCouponsQuery,
} = cartApi;
