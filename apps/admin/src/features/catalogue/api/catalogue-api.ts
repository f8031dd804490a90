import type {
  AdminCategory,
  AdminProductDetail,
  AdminProductSummary,
  CatalogueImportReport,
  Envelope,
  Pagination,
  QueryValue,
} from '@kesariya/shared';
import { api, asList } from '@/store/api';

export type ProductListArgs = Record<string, QueryValue> & { page: number };

/** The product form's fields as the API takes them (sizes as JSON text). */
export type ProductForm = Record<string, string>;

const data = <T>(envelope: Envelope) => envelope.data as T;

const catalogueApi = api
  .enhanceEndpoints({ addTagTypes: ['Product', 'Category'] })
  .injectEndpoints({
    endpoints: (build) => ({
      products: build.query<
        { items: AdminProductSummary[]; pagination?: Pagination },
        ProductListArgs
      >({
        query: (query) => ({ path: 'admin/product', query }),
        transformResponse: (envelope: Envelope) => ({
          items: asList<AdminProductSummary>(envelope.data),
          pagination: envelope.pagination,
        }),
        providesTags: ['Product'],
      }),
      product: build.query<AdminProductDetail, number>({
        query: (id) => ({ path: `admin/product/${id}` }),
        transformResponse: data<AdminProductDetail>,
        providesTags: (_result, _error, id) => [{ type: 'Product', id }],
      }),
      saveProduct: build.mutation<AdminProductDetail, { id: number | null; form: ProductForm }>({
        query: ({ id, form }) =>
          id === null
            ? { path: 'admin/product/create', method: 'POST', form }
            : { path: `admin/product/update/${id}`, method: 'PUT', form },
        transformResponse: data<AdminProductDetail>,
        invalidatesTags: (_result, error, { id }) =>
          error ? [] : ['Product', 'Category', ...(id ? [{ type: 'Product' as const, id }] : [])],
      }),
      deleteProduct: build.mutation<{ outcome: 'deleted' | 'archived' }, number>({
        query: (id) => ({ path: `admin/product/${id}`, method: 'DELETE' }),
        transformResponse: data<{ outcome: 'deleted' | 'archived' }>,
        invalidatesTags: ['Product', 'Category'],
      }),
      addProductImage: build.mutation<unknown, { id: number; image: Blob; alt: string }>({
        query: ({ id, image, alt }) => ({
          path: `admin/product/${id}/image`,
          method: 'POST',
          form: { image, alt },
        }),
        invalidatesTags: (_result, _error, { id }) => ['Product', { type: 'Product', id }],
      }),
      removeProductImage: build.mutation<unknown, { id: number; position: number }>({
        query: ({ id, position }) => ({
          path: `admin/product/${id}/image/${position}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { id }) => ['Product', { type: 'Product', id }],
      }),
      importProducts: build.mutation<CatalogueImportReport, File>({
        query: (file) => ({ path: 'admin/product/import', method: 'POST', form: { file } }),
        transformResponse: data<CatalogueImportReport>,
        invalidatesTags: ['Product', 'Category'],
      }),

      categories: build.query<
        { items: AdminCategory[]; pagination?: Pagination },
        Record<string, QueryValue>
      >({
        query: (query) => ({ path: 'admin/category', query }),
        transformResponse: (envelope: Envelope) => ({
          items: asList<AdminCategory>(envelope.data),
          pagination: envelope.pagination,
        }),
        providesTags: ['Category'],
      }),
      saveCategory: build.mutation<
        AdminCategory,
        { id: number | null; form: Record<string, string> }
      >({
        query: ({ id, form }) =>
          id === null
            ? { path: 'admin/category/create', method: 'POST', form }
            : { path: `admin/category/update/${id}`, method: 'PUT', form },
        transformResponse: data<AdminCategory>,
        invalidatesTags: (_result, error) => (error ? [] : ['Category', 'Product']),
      }),
      reorderCategories: build.mutation<unknown, number[]>({
        query: (ids) => ({
          path: 'admin/category/reorder',
          method: 'POST',
          form: { ids: ids.join(',') },
        }),
        invalidatesTags: ['Category'],
      }),
      deleteCategory: build.mutation<unknown, number>({
        query: (id) => ({ path: `admin/category/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Category'],
      }),
      setCategoryImage: build.mutation<AdminCategory, { id: number; image: Blob | null }>({
        query: ({ id, image }) =>
          image
            ? { path: `admin/category/${id}/image`, method: 'POST', form: { image } }
            : { path: `admin/category/${id}/image`, method: 'DELETE' },
        transformResponse: data<AdminCategory>,
        invalidatesTags: ['Category'],
      }),
    }),
  });

export const {
  useProductsQuery,
  useProductQuery,
  useLazyProductQuery,
  useSaveProductMutation,
  useDeleteProductMutation,
  useAddProductImageMutation,
  useRemoveProductImageMutation,
  useImportProductsMutation,
  useCategoriesQuery,
  useSaveCategoryMutation,
  useReorderCategoriesMutation,
  useDeleteCategoryMutation,
  useSetCategoryImageMutation,
} = catalogueApi;
