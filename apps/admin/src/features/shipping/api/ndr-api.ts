import type { NdrAction, NdrCase } from '@kesariya/shared';
import { api, asList } from '@/store/api';

/**
 * The NDR desk's calls: the orders waiting on a failed delivery, and staff's choice for one. A
 * choice changes the order, so the order screens refetch too ('Order').
 */
const ndrApi = api.enhanceEndpoints({ addTagTypes: ['Ndr', 'Order'] }).injectEndpoints({
  endpoints: (build) => ({
    ndrCases: build.query<{ items: NdrCase[] }, void>({
      query: () => ({ path: 'admin/shipment/ndr' }),
      transformResponse: (envelope: { data: unknown }) => ({
        items: asList<NdrCase>(envelope.data),
      }),
      providesTags: ['Ndr'],
    }),
    actOnNdr: build.mutation<
      { message: string },
      { saleId: string; action: NdrAction; date: string; note: string }
    >({
      query: ({ saleId, action, date, note }) => ({
        path: `admin/shipment/ndr/${encodeURIComponent(saleId)}`,
        method: 'POST',
        form: { action, date, note },
      }),
      transformResponse: (envelope: { message: string }) => ({ message: envelope.message }),
      invalidatesTags: ['Ndr', 'Order'],
    }),
  }),
});

export const { useNdrCasesQuery, useActOnNdrMutation } = ndrApi;
