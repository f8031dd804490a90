import type {
  CodConfirmation,
  DeliveryRetryAction,
  DeliveryRetryAnswer,
  OrderDetail,
  OrderSummary,
  Pagination,
} from '@kesariya/shared';
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
 * changes an order ('Order'); the confirmation of a cash-on-delivery order, which the order
 * page after checkout and the link's page both make; and the shopper's answer to a failed
 * delivery, from its link's page.
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
    // By the link's token (no login needed), or by the order's number in the shopper's session.
    confirmCodOrder: build.mutation<
      { message: string; order: CodConfirmation },
      { token: string } | { saleId: string }
    >({
      query: (by) => ({
        path: 'website/order/cod-confirm',
        method: 'POST',
        form: 'token' in by ? { token: by.token } : { sale_id: by.saleId },
      }),
      transformResponse: (envelope) => ({
        message: envelope.message,
        order: envelope.data as CodConfirmation,
      }),
      invalidatesTags: ['Order'],
    }),
    // After a failed delivery: by the link's token (no login), or in the shopper's session.
    requestDeliveryRetry: build.mutation<
      { message: string; answer: DeliveryRetryAnswer },
      { saleId: string; token: string; action: DeliveryRetryAction; date: string }
    >({
      query: ({ saleId, token, action, date }) => ({
        path: `website/order/delivery-retry/${encodeURIComponent(saleId)}`,
        method: 'POST',
        form: { action, date, token },
      }),
      transformResponse: (envelope) => ({
        message: envelope.message,
        answer: envelope.data as DeliveryRetryAnswer,
      }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const {
  useListOrdersQuery,
  useGetOrderQuery,
  useConfirmCodOrderMutation,
  useRequestDeliveryRetryMutation,
} = orderApi;
