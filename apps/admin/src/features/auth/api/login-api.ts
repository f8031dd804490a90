import type { Envelope, SignInSecondStep } from '@kesariya/shared';
import { api } from '@/store/api';
import { enterSession, startSession, type StaffMember } from '@/store/session-api';

/** The first owner's account, with the setup code the server printed in its log at start. */
export interface OwnerSetupForm {
  setup_code: string;
  name: string;
  email: string;
  password: string;
}

/** The password's answer: the member signed in, or the second step still to come. */
export type LoginAnswer = StaffMember | SignInSecondStep;

export const isSecondStep = (answer: LoginAnswer): answer is SignInSecondStep =>
  'second_step' in answer;

export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, { email: string; password: string }>({
      query: (form) => ({ path: 'admin/login', method: 'POST', form, signIn: true }),
      transformResponse: (envelope: Envelope) => envelope.data as LoginAnswer,
      // With two-factor sign-in the password starts no session: the code's answer does.
      async onQueryStarted(_form, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data && !isSecondStep(data)) enterSession(dispatch, data);
      },
    }),
    /**
     * The second step: the authenticator app's code or a recovery code; its answer starts the
     * session, and its message says how many recovery codes are left when one was used.
     */
    loginCode: build.mutation<{ member: StaffMember; message: string }, { code: string }>({
      query: (form) => ({ path: 'admin/login/two-factor', method: 'POST', form, signIn: true }),
      transformResponse: (envelope: Envelope) => ({
        member: envelope.data as StaffMember,
        message: envelope.message,
      }),
      async onQueryStarted(_form, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) enterSession(dispatch, data.member);
      },
    }),
    /** Whether the store still has no owner, so the login screen offers to create one. */
    ownerSetup: build.query<{ needed: boolean }, void>({
      query: () => ({ path: 'admin/setup', signIn: true }),
      transformResponse: (envelope: Envelope) => envelope.data as { needed: boolean },
    }),
    /** Public: creates the first owner and signs them in; a refusal keeps each field's message. */
    setUpOwner: build.mutation<StaffMember, OwnerSetupForm>({
      query: (form) => ({ path: 'admin/setup', method: 'POST', form: { ...form }, signIn: true }),
      transformResponse: (envelope: Envelope) => envelope.data as StaffMember,
      onQueryStarted: (_form, lifecycle) => startSession(lifecycle),
    }),
  }),
});

export const { useLoginMutation, useLoginCodeMutation, useOwnerSetupQuery, useSetUpOwnerMutation } =
  loginApi;
