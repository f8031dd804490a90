import type { Envelope } from '@kesariya/shared';
import { api } from '@/store/api';
import type { UserInfo } from '@/store/shopper-slice';

/**
 * The shopper's own account. The session cookie says whose record and password they are; the
 * local `info` copy only displays (docs/decisions.md, Sessions and identity).
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<UserInfo | null, void>({
      query: () => ({ path: 'website/user/me' }),
      transformResponse: (envelope) => (envelope.data as UserInfo | null) ?? null,
      providesTags: ['User'],
    }),
    changePassword: build.mutation<Envelope, { currentPassword: string; newPassword: string }>({
      query: ({ currentPassword, newPassword }) => ({
        path: 'website/user/change-password',
        method: 'POST',
        form: { current_password: currentPassword, new_password: newPassword },
      }),
    }),
  }),
});

export const { useGetMeQuery, useChangePasswordMutation } = accountApi;
