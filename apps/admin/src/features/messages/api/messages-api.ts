import type { Envelope, MessageView, Pagination, QueuedMessage } from '@kesariya/shared';
import { api, asList } from '@/store/api';

const messagesApi = api.enhanceEndpoints({ addTagTypes: ['Message'] }).injectEndpoints({
  endpoints: (build) => ({
    messages: build.query<
      { items: QueuedMessage[]; pagination?: Pagination },
      { status: MessageView; page: number }
    >({
      query: (query) => ({ path: 'admin/message', query: { ...query } }),
      transformResponse: (envelope: Envelope) => ({
        items: asList<QueuedMessage>(envelope.data),
        pagination: envelope.pagination,
      }),
      providesTags: ['Message'],
    }),
    /** The server's words come back with it: they say what happens to the message next. */
    retryMessage: build.mutation<{ said: string; message: QueuedMessage }, string>({
      query: (id) => ({ path: `admin/message/retry/${encodeURIComponent(id)}`, method: 'POST' }),
      transformResponse: (envelope: Envelope) => ({
        said: envelope.message,
        message: envelope.data as QueuedMessage,
      }),
      // A refusal too: a 409 means the list on screen is out of date.
      invalidatesTags: ['Message'],
    }),
  }),
});

export const { useMessagesQuery, useRetryMessageMutation } = messagesApi;
