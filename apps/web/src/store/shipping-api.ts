import type { ServiceabilityAnswer } from '@kesariya/shared';
import { api } from './api';

export const shippingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Whether, when and with cash on delivery the courier delivers to a pincode: the product
     * page's pincode check and the checkout's delivery date ask it.
     */
    getServiceability: build.query<
      ServiceabilityAnswer,
      { pincode: string; productId?: number | undefined }
    >({
      query: ({ pincode, productId }) => ({
        path: 'website/shipping/serviceability',
        query: { pincode, product_id: productId },
      }),
      transformResponse: (envelope) => envelope.data as ServiceabilityAnswer,
    }),
  }),
});

export const { useGetServiceabilityQuery, useLazyGetServiceabilityQuery } = shippingApi;
