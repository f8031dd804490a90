import type { PromotionalMessage } from '@kesariya/shared';
import { api } from '@/store/api';

export const promoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPromotion: build.query<PromotionalMessage | null, void>({
      query: () => ({ path: 'website/promotional' }),
      transformResponse: (envelope) => (envelope.data as PromotionalMessage | null) ?? null,
      providesTags: ['Promo'],
    }),
  }),
});

export const { useGetPromotionQuery } = promoApi;
