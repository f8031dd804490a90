import type { Pagination, StaffTicket } from '@kesariya/shared';
import { api, asList } from '@/store/api';

const supportApi = api.enhanceEndpoints({ addTagTypes: ['Ticket'] }).injectEndpoints({
  endpoints: (build) => ({
    tickets: build.query<
      { items: StaffTicket[]; pagination?: Pagination },
      { status?: string; page: number }
    >({
      query: (query) => ({ path: 'admin/support/ticket', query: { ...query } }),
      transformResponse: (envelope: { data: unknown; pagination?: Pagination }) => ({
        items: asList<StaffTicket>(envelope.data),
        pagination: envelope.pagination,
      }),
      providesTags: ['Ticket'],
    }),
    ticket: build.query<StaffTicket, number>({
      query: (id) => ({ path: `admin/support/ticket/${id}` }),
      transformResponse: (envelope: { data: unknown }) => envelope.data as StaffTicket,
      providesTags: (_r, _e, id) => [{ type: 'Ticket', id }],
    }),
    replyToTicket: build.mutation<StaffTicket, { id: number; message: string }>({
      query: ({ id, message }) => ({
        path: `admin/support/ticket/reply/${id}`,
        method: 'POST',
        form: { message },
      }),
      transformResponse: (envelope: { data: unknown }) => envelope.data as StaffTicket,
      invalidatesTags: (_r, _e, { id }) => ['Ticket', { type: 'Ticket', id }],
    }),
  }),
});

export const { useTicketsQuery, useTicketQuery, useReplyToTicketMutation } = supportApi;
