import type { Envelope } from '@kesariya/shared';
import { api } from '@/store/api';
import { sessionApi, type StaffMember } from '@/store/session-api';
import { sessionStarted } from '@/store/session-slice';

export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<StaffMember, { email: string; password: string }>({
      query: (form) => ({ path: 'admin/login', method: 'POST', form, signIn: true }),
      transformResponse: (envelope: Envelope) => envelope.data as StaffMember,
      async onQueryStarted(_form, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        // What a previous member saw in this tab must not be shown to this one.
        dispatch(api.util.resetApiState());
        dispatch(sessionApi.util.upsertQueryData('me', undefined, data));
        dispatch(sessionStarted());
      },
    }),
  }),
});

export const { useLoginMutation } = loginApi;
