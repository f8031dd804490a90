import { useEffect } from 'react';
import { DEFAULT_STORE_SETTINGS, type Envelope, type StoreSettings } from '@kesariya/shared';
import { api } from './api';

/**
 * The store's name as the storefront shows it (GET website/store, the details the owner saves in
 * Settings › Store details): the back office is that store's. Saving the details refetches it.
 */
const storeNameApi = api.enhanceEndpoints({ addTagTypes: ['StoreDetails'] }).injectEndpoints({
  endpoints: (build) => ({
    storeName: build.query<string, void>({
      query: () => ({ path: 'website/store' }),
      transformResponse: (envelope: Envelope) =>
        (envelope.data as StoreSettings | null)?.store_name ?? DEFAULT_STORE_SETTINGS.store_name,
      providesTags: ['StoreDetails'],
    }),
  }),
});

/** The store's name, or the default one until it has answered. */
export function useStoreName(): string {
  const { data } = storeNameApi.useStoreNameQuery();
  return data ?? DEFAULT_STORE_SETTINGS.store_name;
}

/** The store's name for the back office's brand, which also names the browser tab after it. */
export function useStoreBrand(): string {
  const name = useStoreName();
  useEffect(() => {
    document.title = `${name} back office`;
  }, [name]);
  return name;
}
