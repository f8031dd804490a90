import type { FaqEntry } from '@kesariya/shared';
import { api } from '@/store/api';

export const faqApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFaqs: build.query<FaqEntry[], void>({
      query: () => ({ path: 'website/faq' }),
      transformResponse: (envelope) =>
        Array.isArray(envelope.data) ? (envelope.data as FaqEntry[]) : [],
      providesTags: ['Faq'],
    }),
  }),
});

export const { useGetFaqsQuery } = faqApi;
