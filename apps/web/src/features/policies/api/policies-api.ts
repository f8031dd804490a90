import type { PolicyPage } from '@kesariya/shared';
import { api } from '@/store/api';

export const policiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPolicyById: build.query<PolicyPage, number>({
      query: (id) => ({ path: `website/page/${id}` }),
      transformResponse: (envelope) => envelope.data as PolicyPage,
      providesTags: ['Pages'],
    }),
    getPolicyBySlug: build.query<PolicyPage, string>({
      query: (slug) => ({ path: `website/page/slug/${encodeURIComponent(slug)}` }),
      transformResponse: (envelope) => envelope.data as PolicyPage,
      providesTags: ['Pages'],
    }),
  }),
});

export const { useGetPolicyByIdQuery, useGetPolicyBySlugQuery } = policiesApi;
