import type {
  Category,
  Pagination,
  PincodeInfo,
  PriceData,
  ProductCard,
  ProductDetail,
  ProductFilters,
} from '@kesariya/shared';
import type { QueryValue } from '@/lib/api-client';
import { api } from '@/store/api';

/** Query parameters of GET website/product, exactly as the server reads them. */
export type ProductListingArgs = Record<string, QueryValue>;

/** Spec section 3, "Generic list response". */
export interface ProductListing {
  data: ProductCard[];
  pagination: Pagination | null;
  price_data: PriceData | null;
}

export interface AddToCartArgs {
  userId: number;
  sessionId: string;
  productId: number;
  qty: number;
  mrp: number;
  price: number;
  size: string;
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductListing: build.query<ProductListing, ProductListingArgs>({
      query: (args) => ({ path: 'website/product', query: args }),
      transformResponse: (envelope) => ({
        data: Array.isArray(envelope.data) ? (envelope.data as ProductCard[]) : [],
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
      transformResponse: (envelope) =>
        Array.isArray(envelope.data) ? (envelope.data as Category[]) : [],
      providesTags: ['Categories'],
    }),
    getProductDetail: build.query<ProductDetail, number>({
      query: (id) => ({ path: `website/product/${id}` }),
      transformResponse: (envelope) => envelope.data as ProductDetail,
      providesTags: (_result, _error, id) => [{ type: 'Products', id }],
    }),
    getPincodeInfo: build.query<PincodeInfo, string>({
      query: (pincode) => ({ path: `website/pincode/${pincode}` }),
      transformResponse: (envelope) => envelope.data as PincodeInfo,
    }),
    // Spec section 7. mrp and price are sent as the spec lists them; the server prices from the catalogue.
    addProductToCart: build.mutation<unknown, AddToCartArgs>({
      query: (args) => ({
        path: 'website/cart/add',
        method: 'POST',
        form: {
          user_id: args.userId,
          session_id: args.sessionId,
          product_id: args.productId,
          qty: args.qty,
          mrp: args.mrp,
          price: args.price,
          size: args.size,
        },
      }),
      // Spec section 4: after a cart add the cart is refetched.
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const {
  useGetProductListingQuery,
  useGetProductFiltersQuery,
  useGetAllCategoriesQuery,
  useGetProductDetailQuery,
  useLazyGetPincodeInfoQuery,
  useAddProductToCartMutation,
} = catalogueApi;
