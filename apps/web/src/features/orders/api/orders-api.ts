import type { CancelledOrder, OrderSummary, Pagination, TrackedOrder } from '@kesariya/shared';
import { api, asList } from '@/store/api';

/** One page of the shopper's orders, newest first. */
export interface OrderPage {
  orders: OrderSummary[];
  pagination: Pagination | null;
}

export interface OrderListArgs {
  page: number;
  /** on_the_way: the shipped orders and those out for delivery. */
  status?: 'on_the_way';
}

// A cancellation gives money back to the wallet and changes the account's balance.
const ordersApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Order', 'Wallet'] });

/**
 * The shopper's orders after the sale: the list, cancelling one, and tracking one by its number
 * and contact. One order's detail is the store's query (store/order-api.ts).
 */
export const ordersApi = ordersApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listOrders: build.query<OrderPage, OrderListArgs>({
      query: ({ page, status }) => ({ path: 'website/order', query: { page, limit: 10, status } }),
      transformResponse: (envelope) => ({
        orders: asList<OrderSummary>(envelope.data),
        pagination: envelope.pagination ?? null,
      }),
      providesTags: ['Order'],
    }),
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

export const { useListOrdersQuery, useCancelOrderMutation, useTrackOrderMutation } = ordersApi;
