import type { ReturnableOrder, ReturnRequest, ReturnType } from '@kesariya/shared';
import { api, asList } from '@/store/api';

/** The orders still inside the return window, and how many days the window lasts. */
export interface ReturnableOrders {
  orders: ReturnableOrder[];
  /** Null when the server does not say. */
  windowDays: number | null;
}

/** What the return and replacement form sends; the photo goes as a file, so the call is multipart. */
export interface ReturnRequestInput {
  saleId: string;
  itemIds: number[];
  type: ReturnType;
  reason: string;
  comment: string;
  /** The size wanted instead; a replacement only. */
  size: string;
  addressId: number;
  photo: File | null;
}

// A request takes its items out of the eligible list and adds itself to the status lists.
const returnsApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Returns'] });

/** Returns and replacements: the orders still inside the window, asking for one, and the requests. */
export const returnsApi = returnsApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getReturnableOrders: build.query<ReturnableOrders, void>({
      query: () => ({ path: 'website/return/eligible' }),
      transformResponse: (envelope) => {
        const days = envelope.other_data?.return_window_days;
        return {
          orders: asList<ReturnableOrder>(envelope.data),
          windowDays: typeof days === 'number' ? days : null,
        };
      },
      providesTags: ['Returns'],
    }),
    listReturnRequests: build.query<ReturnRequest[], ReturnType>({
      query: (type) => ({ path: 'website/return', query: { type } }),
      transformResponse: (envelope) => asList<ReturnRequest>(envelope.data),
      providesTags: ['Returns'],
    }),
    createReturnRequest: build.mutation<
      { message: string; request: ReturnRequest },
      ReturnRequestInput
    >({
      query: (input) => ({
        path: 'website/return/create',
        method: 'POST',
        form: {
          sale_id: input.saleId,
          item_ids: input.itemIds.join(','),
          type: input.type,
          reason: input.reason,
          comment: input.comment,
          size: input.type === 'replace' ? input.size : undefined,
          address_id: input.addressId,
          photo: input.photo,
        },
      }),
      transformResponse: (envelope) => ({
        message: envelope.message,
        request: envelope.data as ReturnRequest,
      }),
      invalidatesTags: ['Returns'],
    }),
  }),
});

export const {
  useGetReturnableOrdersQuery,
  useListReturnRequestsQuery,
  useCreateReturnRequestMutation,
} = returnsApi;
