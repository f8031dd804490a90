import { api } from '@/store/api';

export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ status: boolean; message: string }, ContactInput>({
      query: (input) => ({ path: 'website/contact/create', method: 'POST', form: { ...input } }),
      transformResponse: (envelope) => ({ status: envelope.status, message: envelope.message }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
