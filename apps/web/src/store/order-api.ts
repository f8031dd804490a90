import type { OrderDetail } from '@kesariya/shared';
import { api } from './api';

const orderApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Order'] });

/**
 * One order of the shopper, as checkout, the order pages and the after-sale screens read it: one
 * cache entry per order, refetched whenever anything changes an order ('Order').
 */
export const orderApi = orderApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<OrderDetail, string>({
      query: (saleId) => ({ path: `website/order/${encodeURIComponent(saleId)}` }),
      transformResponse: (envelope) => envelope.data as OrderDetail,
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetOrderQuery } = orderApi;
