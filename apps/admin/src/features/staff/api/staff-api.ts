import type { Envelope, StaffAccount, StaffRole } from '@kesariya/shared';
import { startSession, type StaffMember } from '@/store/session-api';
import { staffListApi } from '@/store/staff-list-api';

export interface InviteForm {
  name: string;
  email: string;
  role: StaffRole;
}

const staffApi = staffListApi.injectEndpoints({
  endpoints: (build) => ({
    inviteStaff: build.mutation<StaffAccount, InviteForm>({
      query: (form) => ({ path: 'admin/staff/invite', method: 'POST', form: { ...form } }),
      transformResponse: (envelope: Envelope) => envelope.data as StaffAccount,
      invalidatesTags: ['Staff'],
    }),
    changeStaffRole: build.mutation<StaffAccount, { id: number; role: StaffRole }>({
      query: ({ id, role }) => ({ path: `admin/staff/role/${id}`, method: 'POST', form: { role } }),
      transformResponse: (envelope: Envelope) => envelope.data as StaffAccount,
      invalidatesTags: ['Staff'],
    }),
    removeStaff: build.mutation<StaffAccount, number>({
      query: (id) => ({ path: `admin/staff/remove/${id}`, method: 'POST' }),
      transformResponse: (envelope: Envelope) => envelope.data as StaffAccount,
      invalidatesTags: ['Staff'],
    }),
    /** Public: the new member chooses a password and is signed in by the answer's cookie. */
    acceptInvitation: build.mutation<StaffMember, { token: string; password: string }>({
      query: (form) => ({
        path: 'admin/staff/accept-invitation',
        method: 'POST',
        form,
        signIn: true,
      }),
      transformResponse: (envelope: Envelope) => envelope.data as StaffMember,
      onQueryStarted: (_form, lifecycle) => startSession(lifecycle),
    }),
  }),
});

export const {
  useInviteStaffMutation,
  useChangeStaffRoleMutation,
  useRemoveStaffMutation,
  useAcceptInvitationMutation,
} = staffApi;
