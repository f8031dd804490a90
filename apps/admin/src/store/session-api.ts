import type { BaseQueryFn, TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query/react';
import type { Envelope, StaffRole } from '@kesariya/shared';
import { api, type ApiArgs, type ApiFailure } from './api';
import { sessionLost, sessionStarted } from './session-slice';

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

/** The lifecycle RTK Query hands a mutation of this API that answers with the signed-in member. */
type SignInLifecycle<Arg> = Parameters<
  NonNullable<
    TypedMutationOnQueryStarted<StaffMember, Arg, BaseQueryFn<ApiArgs, Envelope, ApiFailure>, 'api'>
  >
>[1];

/**
 * Once a call that signs someone in (the login, accepting an invitation) succeeds: whatever this
 * tab showed a previous member is dropped, and the new member is the session at once.
 */
export async function startSession<Arg>({
  dispatch,
  queryFulfilled,
}: SignInLifecycle<Arg>): Promise<void> {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (data) enterSession(dispatch, data);
}

/** The member is signed in now: what this tab showed anyone before is dropped. */
export function enterSession(dispatch: SignInLifecycle<unknown>['dispatch'], member: StaffMember) {
  dispatch(api.util.resetApiState());
  dispatch(sessionApi.util.upsertQueryData('me', undefined, member));
  dispatch(sessionStarted());
}
