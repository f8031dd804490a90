import {
  DEFAULT_STORE_SETTINGS,
  type Category,
  type PolicyPageSummary,
  type StoreSettings,
} from '@kesariya/shared';
import { api, asList } from './api';

/**
 * Site-wide content read by the shell (header, footer, menus) and by several screens. One cache
 * identity each, so the footer and the category bar share a single request.
 */
export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    // sortBy=id, order=DESC (docs/decisions/api-and-validation.md, Business constants: policy list
    // order).
    getPolicyPages: build.query<PolicyPageSummary[], void>({
      query: () => ({ path: 'website/page', query: { sortBy: 'id', order: 'DESC' } }),
      transformResponse: (envelope) => asList<PolicyPageSummary>(envelope.data),
      providesTags: ['Pages'],
    }),
    getTopCategories: build.query<Category[], void>({
      query: () => ({
        path: 'website/category',
        query: { sortBy: 'id', order: 'DESC', filter_parameter: 'parent', filter_value: 0 },
      }),
      transformResponse: (envelope) => asList<Category>(envelope.data),
      providesTags: ['Categories'],
    }),
    getStoreSettings: build.query<StoreSettings | null, void>({
      query: () => ({ path: 'website/store' }),
      transformResponse: (envelope) => (envelope.data as StoreSettings | null) ?? null,
      providesTags: ['Store'],
    }),
  }),
});

export const { useGetPolicyPagesQuery, useGetTopCategoriesQuery, useGetStoreSettingsQuery } =
  siteApi;

/**
 * The store's details (Settings › Store details in the back office), or the defaults before (or
 * without) their answer. Every page the server renders carries them, so the shell names the store
 * from its first paint.
 */
export function useStoreSettings(): StoreSettings {
  const { data } = useGetStoreSettingsQuery();
  return data ?? DEFAULT_STORE_SETTINGS;
}

/** The store's name, as the shell and the screens write it. */
export function useStoreName(): string {
  return useStoreSettings().store_name;
}

/**
 * The store's name as far as it is loaded already, without asking for it: for a name that is
 * only a fallback (a file name the server did not give) and must not cost a request.
 */
export function useLoadedStoreName(): string {
  const { data } = siteApi.endpoints.getStoreSettings.useQueryState();
  return (data ?? DEFAULT_STORE_SETTINGS).store_name;
}

/** Status 'Y' is active; the bar shows the store's own order. */
export function activeCategories(categories: Category[] | undefined): Category[] {
  return (categories ?? [])
    .filter((c) => c.status === 'Y' && c.parent === 0)
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
}
