import type { Envelope } from '@kesariya/shared';
import { formCall } from '@/lib/form-call';
import { api } from '@/store/api';
import { startSession, type StaffMember } from '@/store/session-api';

/** The first owner's account, with the setup code the server printed in its log at start. */
export interface OwnerSetupForm {
  setup_code: string;
  name: string;
  email: string;
  password: string;
}

export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<StaffMember, { email: string; password: string }>({
      query: (form) => ({ path: 'admin/login', method: 'POST', form, signIn: true }),
      transformResponse: (envelope: Envelope) => envelope.data as StaffMember,
      onQueryStarted: (_form, lifecycle) => startSession(lifecycle),
    }),
    /** Whether the store still has no owner, so the login screen offers to create one. */
    ownerSetup: build.query<{ needed: boolean }, void>({
      query: () => ({ path: 'admin/setup', signIn: true }),
      transformResponse: (envelope: Envelope) => envelope.data as { needed: boolean },
    }),
    /** Public: creates the first owner and signs them in; a refusal keeps each field's message. */
    setUpOwner: build.mutation<StaffMember, OwnerSetupForm>({
      queryFn: (form) =>
        formCall<StaffMember>({ path: 'admin/setup', method: 'POST', form: { ...form } }),
      onQueryStarted: (_form, lifecycle) => startSession(lifecycle),
    }),
  }),
});

export const { useLoginMutation, useOwnerSetupQuery, useSetUpOwnerMutation } = loginApi;
