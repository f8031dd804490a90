import type { FaqEntry } from '@kesariya/shared';
import { api, asList } from '@/store/api';

export const faqApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFaqs: build.query<FaqEntry[], void>({
      query: () => ({ path: 'website/faq' }),
      transformResponse: (envelope) => asList<FaqEntry>(envelope.data),
      providesTags: ['Faq'],
    }),
  }),
});

export const { useGetFaqsQuery } = faqApi;
