import type {
  Envelope,
  SignInSecondStep,
  StaffAccount,
  StaffRole,
  TwoFactorPolicy,
} from '@kesariya/shared';
import { enterSession, type StaffMember } from '@/store/session-api';
import { staffListApi } from '@/store/staff-list-api';

export interface InviteForm {
  name: string;
  email: string;
  role: StaffRole;
}

const staffApi = staffListApi
  .enhanceEndpoints({ addTagTypes: ['TwoFactorPolicy'] })
  .injectEndpoints({
    endpoints: (build) => ({
      inviteStaff: build.mutation<StaffAccount, InviteForm>({
        query: (form) => ({ path: 'admin/staff/invite', method: 'POST', form: { ...form } }),
        transformResponse: (envelope: Envelope) => envelope.data as StaffAccount,
        invalidatesTags: ['Staff'],
      }),
      changeStaffRole: build.mutation<StaffAccount, { id: number; role: StaffRole }>({
        query: ({ id, role }) => ({
          path: `admin/staff/role/${id}`,
          method: 'POST',
          form: { role },
        }),
        transformResponse: (envelope: Envelope) => envelope.data as StaffAccount,
        invalidatesTags: ['Staff'],
      }),
      removeStaff: build.mutation<StaffAccount, number>({
        query: (id) => ({ path: `admin/staff/remove/${id}`, method: 'POST' }),
        transformResponse: (envelope: Envelope) => envelope.data as StaffAccount,
        invalidatesTags: ['Staff'],
      }),
      /** Clears a member's two-factor sign-in (a lost phone): they are signed out at once. */
      resetTwoFactor: build.mutation<null, number>({
        query: (id) => ({ path: `admin/staff/two-factor-reset/${id}`, method: 'POST' }),
        transformResponse: () => null,
        invalidatesTags: ['Staff', 'TwoFactorPolicy'],
      }),
      twoFactorPolicy: build.query<TwoFactorPolicy, void>({
        query: () => ({ path: 'admin/staff/two-factor-policy' }),
        transformResponse: (envelope: Envelope) => envelope.data as TwoFactorPolicy,
        providesTags: ['TwoFactorPolicy'],
      }),
      /** Requiring it signs out at once every member who has not set it up. */
      setTwoFactorPolicy: build.mutation<TwoFactorPolicy, boolean>({
        query: (required) => ({
          path: 'admin/staff/two-factor-policy',
          method: 'PUT',
          form: { required },
        }),
        transformResponse: (envelope: Envelope) => envelope.data as TwoFactorPolicy,
        invalidatesTags: ['TwoFactorPolicy'],
      }),
      /**
       * Public: the new member chooses a password and is signed in by the answer's cookie, or, when
       * the owner requires two-factor sign-in, sent to set it up first (no session until then).
       */
      acceptInvitation: build.mutation<
        StaffMember | SignInSecondStep,
        { token: string; password: string }
      >({
        query: (form) => ({
          path: 'admin/staff/accept-invitation',
          method: 'POST',
          form,
          signIn: true,
        }),
        transformResponse: (envelope: Envelope) => envelope.data as StaffMember | SignInSecondStep,
        async onQueryStarted(_form, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data && !('second_step' in data)) enterSession(dispatch, data);
        },
      }),
    }),
  });

export const {
  useInviteStaffMutation,
  useChangeStaffRoleMutation,
  useRemoveStaffMutation,
  useAcceptInvitationMutation,
  useResetTwoFactorMutation,
  useTwoFactorPolicyQuery,
  useSetTwoFactorPolicyMutation,
} = staffApi;
