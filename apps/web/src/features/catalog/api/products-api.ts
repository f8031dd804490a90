import type { Pagination, PriceData, ProductCard } from '@kesariya/shared';
import { api } from '@/store/api';

export interface ProductListArgs {
  hot_deal?: 1;
  best_seller?: 1;
  new_arrival?: 1;
  collection?: 1;
  category?: number;
  search?: string;
  sort?: string;
  page?: number;
  limit?: number;
}

export interface ProductList {
  items: ProductCard[];
  pagination: Pagination | null;
  priceData: PriceData | null;
}

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductList, ProductListArgs>({
      query: (args) => ({ path: 'website/product', query: { ...args } }),
      transformResponse: (envelope) => ({
        items: Array.isArray(envelope.data) ? (envelope.data as ProductCard[]) : [],
        pagination: envelope.pagination ?? null,
        priceData: envelope.price_data ?? null,
      }),
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetProductsQuery } = productsApi;
