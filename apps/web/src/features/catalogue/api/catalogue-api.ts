import type {
  Category,
  Pagination,
  PriceData,
  ProductCard,
  ProductDetail,
  ProductFilters,
  QueryValue,
} from '@kesariya/shared';
import { api, asList } from '@/store/api';

/** Query parameters of GET website/product, exactly as the server reads them. */
export type ProductListingArgs = Record<string, QueryValue>;

/** The generic list answer: data, pagination and price_data. */
export interface ProductListing {
  data: ProductCard[];
  pagination: Pagination | null;
  price_data: PriceData | null;
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductListing: build.query<ProductListing, ProductListingArgs>({
      query: (args) => ({ path: 'website/product', query: args }),
      transformResponse: (envelope) => ({
        data: asList<ProductCard>(envelope.data),
        pagination: envelope.pagination ?? null,
        price_data: envelope.price_data ?? null,
      }),
      providesTags: ['Products'],
      // Back and forward between listing pages should not ask again at once.
      keepUnusedDataFor: 120,
    }),
    getProductFilters: build.query<ProductFilters, number | null>({
      query: (category) => ({ path: 'website/product/filters', query: { category } }),
      transformResponse: (envelope) => envelope.data as ProductFilters,
      providesTags: ['Products'],
    }),
    /** Every active category, top level and below: titles for headings and sub-category chips. */
    getAllCategories: build.query<Category[], void>({
      query: () => ({ path: 'website/category' }),
      transformResponse: (envelope) => asList<Category>(envelope.data),
      providesTags: ['Categories'],
    }),
    getProductDetail: build.query<ProductDetail, number>({
      query: (id) => ({ path: `website/product/${id}` }),
      transformResponse: (envelope) => envelope.data as ProductDetail,
      providesTags: (_result, _error, id) => [{ type: 'Products', id }],
    }),
  }),
});

export const {
  useGetProductListingQuery,
  useGetProductFiltersQuery,
  useGetAllCategoriesQuery,
  useGetProductDetailQuery,
} = catalogueApi;
