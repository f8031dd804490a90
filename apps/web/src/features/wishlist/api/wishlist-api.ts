import type { WishlistEntry } from '@kesariya/shared';
import { api } from '@/store/api';

/**
 * The wishlist page reads the full entries (sizes and stock for "move to cart"); the startup query
 * keeps the ids for the hearts and the badge. Both carry the 'Wishlist' tag, so both refetch after
 * a wishlist change (spec section 4).
 */
export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlistEntries: build.query<WishlistEntry[], { userId: number }>({
      query: ({ userId }) => ({
        path: 'website/wishlist/wishlist-items',
        query: { user_id: userId },
      }),
      transformResponse: (envelope) =>
        Array.isArray(envelope.data) ? (envelope.data as WishlistEntry[]) : [],
      providesTags: ['Wishlist'],
    }),
    moveWishlistToCart: build.mutation<
      unknown,
      { userId: number; sessionId: string; entry: WishlistEntry; size: string }
    >({
      async queryFn({ userId, sessionId, entry, size }, _api, _extra, baseQuery) {
        const added = await baseQuery({
          path: 'website/cart/add',
          method: 'POST',
          form: {
            user_id: userId,
            session_id: sessionId,
            product_id: entry.product_id,
            qty: 1,
            size,
            mrp: entry.mrp,
            price: entry.price,
          },
        });
        if (added.error) return { error: added.error };
        const removed = await baseQuery({
          path: 'website/wishlist/remove-from-wishlist',
          method: 'DELETE',
          query: { user_id: userId, product_id: entry.product_id },
        });
        if (removed.error) return { error: removed.error };
        return { data: added.data };
      },
      invalidatesTags: ['Cart', 'Wishlist'],
    }),
  }),
});

export const { useGetWishlistEntriesQuery, useMoveWishlistToCartMutation } = wishlistApi;
