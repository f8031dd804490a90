import type { Envelope } from '@kesariya/shared';
import { api } from '@/store/api';
import { startSession, type StaffMember } from '@/store/session-api';

export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<StaffMember, { email: string; password: string }>({
      query: (form) => ({ path: 'admin/login', method: 'POST', form, signIn: true }),
      transformResponse: (envelope: Envelope) => envelope.data as StaffMember,
      onQueryStarted: (_form, lifecycle) => startSession(lifecycle),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
