import { api } from '@/store/api';

export interface PlainAnswer {
  status: boolean;
  message: string;
}

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<PlainAnswer, { email: string }>({
      query: ({ email }) => ({
        path: 'website/subscribe-mail/create',
        method: 'POST',
        form: { email },
      }),
      transformResponse: (envelope) => ({ status: envelope.status, message: envelope.message }),
    }),
  }),
});

export const { useSubscribeMutation } = newsletterApi;
