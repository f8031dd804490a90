import type { OrderDetail, OrderSummary, Pagination } from '@kesariya/shared';
import { api, asList } from './api';

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

const orderApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Order'] });

/**
 * The shopper's orders, as checkout, the order pages and the after-sale screens read them (the
 * list a page at a time, and one order): one cache entry each, refetched whenever anything
 * changes an order ('Order').
 */
export const orderApi = orderApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listOrders: build.query<OrderPage, OrderListArgs>({
      query: ({ page, status }) => ({ path: 'website/order', query: { page, limit: 10, status } }),
      transformResponse: (envelope) => ({
        orders: asList<OrderSummary>(envelope.data),
        pagination: envelope.pagination ?? null,
      }),
      providesTags: ['Order'],
    }),
    getOrder: build.query<OrderDetail, string>({
      query: (saleId) => ({ path: `website/order/${encodeURIComponent(saleId)}` }),
      transformResponse: (envelope) => envelope.data as OrderDetail,
      providesTags: ['Order'],
    }),
  }),
});

export const { useListOrdersQuery, useGetOrderQuery } = orderApi;
