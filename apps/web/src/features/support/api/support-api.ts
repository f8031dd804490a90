import type { SupportTicket } from '@kesariya/shared';
import { api, asList } from '@/store/api';

export interface NewTicketInput {
  subject: string;
  message: string;
  /** The order it is about; empty for none. */
  saleId: string;
}

// Opening a ticket or replying changes the list and its conversations.
const supportApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Tickets'] });

/** The shopper's support tickets: the list with every conversation, opening one, and replying. */
export const supportApi = supportApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listTickets: build.query<SupportTicket[], void>({
      query: () => ({ path: 'website/support/ticket' }),
      transformResponse: (envelope) => asList<SupportTicket>(envelope.data),
      providesTags: ['Tickets'],
    }),
    openTicket: build.mutation<{ message: string; ticket: SupportTicket }, NewTicketInput>({
      query: ({ subject, message, saleId }) => ({
        path: 'website/support/ticket/create',
        method: 'POST',
        form: { subject, message, sale_id: saleId },
      }),
      transformResponse: (envelope) => ({
        message: envelope.message,
        ticket: envelope.data as SupportTicket,
      }),
      invalidatesTags: ['Tickets'],
    }),
    replyToTicket: build.mutation<SupportTicket, { id: number; message: string }>({
      query: ({ id, message }) => ({
        path: `website/support/ticket/reply/${id}`,
        method: 'POST',
        form: { message },
      }),
      transformResponse: (envelope) => envelope.data as SupportTicket,
      invalidatesTags: ['Tickets'],
    }),
  }),
});

export const { useListTicketsQuery, useOpenTicketMutation, useReplyToTicketMutation } = supportApi;
