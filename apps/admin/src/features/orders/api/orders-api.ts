import type {
  BookedShipment,
  OrderStatus,
  Pagination,
  PackingSlip,
  StaffOrderDetail,
  StaffOrderSummary,
} from '@kesariya/shared';
import { api, asList } from '@/store/api';

export interface OrderListArgs {
  status?: string;
  payment_method?: string;
  from?: string;
  to?: string;
  sort?: string;
  search?: string;
  page: number;
}

const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<{ items: StaffOrderSummary[]; pagination?: Pagination }, OrderListArgs>({
      query: (query) => ({ path: 'admin/order', query: { ...query } }),
      transformResponse: (envelope: { data: unknown; pagination?: Pagination }) => ({
        items: asList<StaffOrderSummary>(envelope.data),
        pagination: envelope.pagination,
      }),
      providesTags: ['Order'],
    }),
    order: build.query<StaffOrderDetail, string>({
      query: (saleId) => ({ path: `admin/order/${saleId}` }),
      transformResponse: (envelope: { data: unknown }) => envelope.data as StaffOrderDetail,
      providesTags: (_result, _error, saleId) => [{ type: 'Order', id: saleId }],
    }),
    packingSlip: build.query<PackingSlip, string>({
      query: (saleId) => ({ path: `admin/order/${saleId}/packing-slip` }),
      transformResponse: (envelope: { data: unknown }) => envelope.data as PackingSlip,
    }),
    moveOrder: build.mutation<
      StaffOrderDetail,
      {
        saleId: string;
        /** One of the order's `next_moves`; the server refuses any other. */
        status: OrderStatus;
        carrier?: string;
        tracking_number?: string;
        note?: string;
      }
    >({
      query: ({ saleId, ...form }) => ({
        path: `admin/order/status/${saleId}`,
        method: 'POST',
        form,
      }),
      transformResponse: (envelope: { data: unknown }) => envelope.data as StaffOrderDetail,
      invalidatesTags: (_result, _error, { saleId }) => ['Order', { type: 'Order', id: saleId }],
    }),
    /** "Ship": books the courier for each order; each answers its booking or its refusal. */
    shipOrders: build.mutation<{ message: string; booked: BookedShipment[] }, string[]>({
      query: (saleIds) => ({
        path: 'admin/shipment/create',
        method: 'POST',
        form: { sale_ids: saleIds.join(',') },
      }),
      transformResponse: (envelope: { message: string; data: unknown }) => ({
        message: envelope.message,
        booked: asList<BookedShipment>(envelope.data),
      }),
      invalidatesTags: ['Order'],
    }),
    collectCod: build.mutation<StaffOrderDetail, { saleId: string; amount: string }>({
      query: ({ saleId, amount }) => ({
        path: `admin/order/collect-cod/${saleId}`,
        method: 'POST',
        form: { amount },
      }),
      transformResponse: (envelope: { data: unknown }) => envelope.data as StaffOrderDetail,
      invalidatesTags: (_result, _error, { saleId }) => [{ type: 'Order', id: saleId }],
    }),
  }),
});

export const {
  useOrdersQuery,
  useOrderQuery,
  usePackingSlipQuery,
  useMoveOrderMutation,
  useCollectCodMutation,
  useShipOrdersMutation,
} = ordersApi;
