import type { Envelope, StaffRole } from '@kesariya/shared';
import { api } from './api';
import { sessionLost } from './session-slice';

/** Who is signed in to the back office (GET admin/me, POST admin/login). */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
}

/** The calls about the staff session itself, which the shell and every guarded route share. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<StaffMember, void>({
      query: () => ({ path: 'admin/me' }),
      transformResponse: (envelope: Envelope) => envelope.data as StaffMember,
      providesTags: ['Me'],
    }),
    logout: build.mutation<null, void>({
      query: () => ({ path: 'admin/logout', method: 'POST' }),
      transformResponse: () => null,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        // Signed out on this page even if the server could not be told: the cookie may be gone.
        dispatch(sessionLost());
        dispatch(api.util.resetApiState());
      },
    }),
  }),
});

export const { useMeQuery, useLogoutMutation } = sessionApi;
