import type {
  CustomerDetail,
  CustomerSummary,
  NewsletterSubscriber,
  Pagination,
  WalletAdjustment,
} from '@kesariya/shared';
import { api, asList } from '@/store/api';

const customersApi = api.enhanceEndpoints({ addTagTypes: ['Customer'] }).injectEndpoints({
  endpoints: (build) => ({
    customers: build.query<
      { items: CustomerSummary[]; pagination?: Pagination },
      { search?: string; page: number }
    >({
      query: (query) => ({ path: 'admin/customer', query: { ...query } }),
      transformResponse: (envelope: { data: unknown; pagination?: Pagination }) => ({
        items: asList<CustomerSummary>(envelope.data),
        pagination: envelope.pagination,
      }),
      providesTags: ['Customer'],
    }),
    customer: build.query<CustomerDetail, number>({
      query: (id) => ({ path: `admin/customer/${id}` }),
      transformResponse: (envelope: { data: unknown }) => envelope.data as CustomerDetail,
      providesTags: (_r, _e, id) => [{ type: 'Customer', id }],
    }),
    adjustWallet: build.mutation<
      WalletAdjustment,
      { user_id: number; amount: string; reason: string }
    >({
      query: (form) => ({ path: 'admin/wallet/adjust', method: 'POST', form }),
      transformResponse: (envelope: { data: unknown }) => envelope.data as WalletAdjustment,
      invalidatesTags: (_r, _e, { user_id }) => ['Customer', { type: 'Customer', id: user_id }],
    }),
    subscribers: build.query<
      { items: NewsletterSubscriber[]; pagination?: Pagination },
      { search?: string; page: number }
    >({
      query: (query) => ({ path: 'admin/newsletter', query: { ...query } }),
      transformResponse: (envelope: { data: unknown; pagination?: Pagination }) => ({
        items: asList<NewsletterSubscriber>(envelope.data),
        pagination: envelope.pagination,
      }),
    }),
  }),
});

export const { useCustomersQuery, useCustomerQuery, useAdjustWalletMutation, useSubscribersQuery } =
  customersApi;
