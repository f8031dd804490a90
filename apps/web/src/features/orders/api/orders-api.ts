import type { CancelledOrder, TrackedOrder } from '@kesariya/shared';
import { api } from '@/store/api';

// A cancellation gives money back to the wallet and changes the account's balance.
const ordersApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Order', 'Wallet'] });

/**
 * The shopper's orders after the sale: cancelling one, and tracking one by its number and
 * contact. The list and one order's detail are the store's queries (store/order-api.ts).
 */
export const ordersApi = ordersApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    cancelOrder: build.mutation<CancelledOrder, { saleId: string; reason: string }>({
      query: ({ saleId, reason }) => ({
        path: `website/order/cancel/${encodeURIComponent(saleId)}`,
        method: 'POST',
        form: { reason },
      }),
      transformResponse: (envelope) => envelope.data as CancelledOrder,
      invalidatesTags: ['Order', 'Wallet', 'User'],
    }),
    trackOrder: build.mutation<TrackedOrder, { saleId: string; contact: string }>({
      query: ({ saleId, contact }) => ({
        path: 'website/order/track',
        method: 'POST',
        form: { sale_id: saleId, contact },
      }),
      transformResponse: (envelope) => envelope.data as TrackedOrder,
    }),
  }),
});

export const { useCancelOrderMutation, useTrackOrderMutation } = ordersApi;
