import type { ContactChannel, Envelope } from '@kesariya/shared';
import { api } from '@/store/api';
import type { UserInfo } from '@/store/shopper-slice';

/** A new (or not yet proven) e-mail address or mobile number of the shopper's. */
export interface ContactTarget {
  channel: ContactChannel;
  value: string;
}

/**
 * The shopper's own account. The session cookie says whose record and password they are; the
 * local `info` copy only displays (docs/decisions/auth-and-sessions.md, Sessions and identity).
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
    // The password confirms that the shopper is the account's owner; an account without one
    // sends none, its phone proven on this session instead (docs/decisions/auth-and-sessions.md,
    // Sessions and identity).
    sendContactOtp: build.mutation<
      Envelope<{ resend_in: number }>,
      ContactTarget & { password: string }
    >({
      query: ({ channel, value, password }) => ({
        path: 'website/user/contact/send-otp',
        method: 'POST',
        form: { channel, value, password },
      }),
    }),
    // The login's own mobile OTP calls, to the account's proven phone: the verified code marks
    // the phone proven on this session, which stands in for a password for a few minutes.
    sendOwnPhoneOtp: build.mutation<
      Envelope<{ resend_in: number }>,
      { mobile: string; altcha: string }
    >({
      query: ({ mobile, altcha }) => ({
        path: 'website/user/send-otp-mobile',
        method: 'POST',
        form: { mobile, altcha, session_id: '' },
      }),
    }),
    verifyOwnPhone: build.mutation<Envelope, { mobile: string; otp: string }>({
      query: ({ mobile, otp }) => ({
        path: 'website/user/verify-otp-mobile',
        method: 'POST',
        form: { mobile, otp, session_id: '' },
      }),
    }),
    // The proven detail is the account's login identity from now on: the record is read again.
    verifyContact: build.mutation<Envelope<UserInfo>, ContactTarget & { otp: string }>({
      query: ({ channel, value, otp }) => ({
        path: 'website/user/contact/verify',
        method: 'POST',
        form: { channel, value, otp },
      }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useGetMeQuery,
  useChangePasswordMutation,
  useSendContactOtpMutation,
  useSendOwnPhoneOtpMutation,
  useVerifyOwnPhoneMutation,
  useVerifyContactMutation,
} = accountApi;
