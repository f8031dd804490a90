import type { SearchSuggestion } from '@kesariya/shared';
import { api, asList } from '@/store/api';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    // GET website/product/search/{text}, text in the path.
    getSearchSuggestions: build.query<SearchSuggestion[], string>({
      query: (text) => ({ path: `website/product/search/${encodeURIComponent(text)}` }),
      transformResponse: (envelope) => asList<SearchSuggestion>(envelope.data),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetSearchSuggestionsQuery } = searchApi;
