import type { Envelope, TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@kesariya/shared';
import { api } from '@/store/api';
import { enterSession } from '@/store/session-api';

/**
 * The signed-in member's own account: two-factor sign-in and the password. Setting two-factor up
 * also works in the middle of signing in, when the owner requires it (`signIn` marks those calls:
 * their 401 is an answer, not a lost session).
 */
const accountApi = api.enhanceEndpoints({ addTagTypes: ['TwoFactor'] }).injectEndpoints({
  endpoints: (build) => ({
    twoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => ({ path: 'admin/two-factor' }),
      transformResponse: (envelope: Envelope) => envelope.data as TwoFactorStatus,
      providesTags: ['TwoFactor'],
    }),
    beginTwoFactor: build.mutation<TwoFactorSetup, { signingIn: boolean }>({
      query: ({ signingIn }) => ({
        path: 'admin/two-factor/setup',
        method: 'POST',
        signIn: signingIn,
      }),
      transformResponse: (envelope: Envelope) => envelope.data as TwoFactorSetup,
    }),
    /** Confirms with a code; finishing a sign-in this way starts the session. */
    confirmTwoFactor: build.mutation<TwoFactorEnabled, { code: string; signingIn: boolean }>({
      query: ({ code, signingIn }) => ({
        path: 'admin/two-factor/setup/confirm',
        method: 'POST',
        form: { code },
        signIn: signingIn,
      }),
      transformResponse: (envelope: Envelope) => envelope.data as TwoFactorEnabled,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.member) enterSession(dispatch, data.member);
        else if (data) dispatch(accountApi.util.invalidateTags(['TwoFactor']));
      },
    }),
    disableTwoFactor: build.mutation<TwoFactorStatus, { password: string; code: string }>({
      query: (form) => ({ path: 'admin/two-factor/disable', method: 'POST', form }),
      transformResponse: (envelope: Envelope) => envelope.data as TwoFactorStatus,
      invalidatesTags: ['TwoFactor'],
    }),
    changePassword: build.mutation<string, { current_password: string; new_password: string }>({
      query: (form) => ({ path: 'admin/password', method: 'POST', form }),
      transformResponse: (envelope: Envelope) => envelope.message,
    }),
  }),
});

export const {
  useTwoFactorStatusQuery,
  useBeginTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useChangePasswordMutation,
} = accountApi;
