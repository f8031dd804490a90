import type { Pagination, ReturnRequest, ReturnStatus, StaffReturnRequest } from '@kesariya/shared';
import { api, asList } from '@/store/api';

const returnsApi = api.enhanceEndpoints({ addTagTypes: ['Return'] }).injectEndpoints({
  endpoints: (build) => ({
    returns: build.query<
      { items: ReturnRequest[]; pagination?: Pagination },
      { status?: string; type?: string; page: number }
    >({
      query: (query) => ({ path: 'admin/return', query: { ...query } }),
      transformResponse: (envelope: { data: unknown; pagination?: Pagination }) => ({
        items: asList<ReturnRequest>(envelope.data),
        pagination: envelope.pagination,
      }),
      providesTags: ['Return'],
    }),
    returnRequest: build.query<StaffReturnRequest, number>({
      query: (id) => ({ path: `admin/return/${id}` }),
      transformResponse: (envelope: { data: unknown }) => envelope.data as StaffReturnRequest,
      providesTags: (_r, _e, id) => [{ type: 'Return', id }],
    }),
    moveReturn: build.mutation<
      StaffReturnRequest,
      { id: number; status: ReturnStatus; note?: string; refund_to?: 'wallet' | 'original' }
    >({
      query: ({ id, ...form }) => ({ path: `admin/return/status/${id}`, method: 'POST', form }),
      transformResponse: (envelope: { data: unknown }) => envelope.data as StaffReturnRequest,
      invalidatesTags: (_r, _e, { id }) => ['Return', { type: 'Return', id }],
    }),
  }),
});

export const { useReturnsQuery, useReturnRequestQuery, useMoveReturnMutation } = returnsApi;
