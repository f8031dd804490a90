import type { Envelope } from '@kesariya/shared';
import { api } from '@/store/api';
import type { UserInfo } from '@/store/shopper-slice';

/** The account calls' answers: the envelope, plus `is_registered` on login and sign-up. */
export type AuthAnswer<T = unknown> = Envelope<T> & { is_registered?: boolean };

export interface CreateUserForm {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  session_id: string;
}

const post = (path: string, form: Record<string, string | number>) => ({
  path,
  method: 'POST' as const,
  form,
});

/**
 * docs/decisions/auth-and-sessions.md, OTP rules: the server sends and checks every code, and no
 * answer carries one. The session cookie, not `info`, is what logs the shopper in.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `altcha`: the solved proof of work (store/otp-challenge-api.ts). */
    sendMobileOtp: build.mutation<
      AuthAnswer,
      { mobile: string; sessionId: string; altcha: string }
    >({
      query: ({ mobile, sessionId, altcha }) =>
        post('website/user/send-otp-mobile', { mobile, session_id: sessionId, altcha }),
    }),
    verifyMobileOtp: build.mutation<
      AuthAnswer<{ is_registered: boolean }>,
      { mobile: string; otp: string; sessionId: string }
    >({
      query: ({ mobile, otp, sessionId }) =>
        post('website/user/verify-otp-mobile', { mobile, otp, session_id: sessionId }),
    }),
    loginByMobile: build.mutation<
      AuthAnswer<UserInfo | { is_registered: false }>,
      { mobile: string; sessionId: string }
    >({
      query: ({ mobile, sessionId }) =>
        post('website/user/login-by-mobile', { mobile, session_id: sessionId }),
    }),
    loginByEmail: build.mutation<
      AuthAnswer<UserInfo>,
      { email: string; password: string; sessionId: string }
    >({
      query: ({ email, password, sessionId }) =>
        post('website/user/login', { email, password, session_id: sessionId }),
    }),
    forgetPasswordOtp: build.mutation<AuthAnswer, { email: string }>({
      query: ({ email }) => post('website/user/forget-password-otp', { email }),
    }),
    sendEmailOtp: build.mutation<AuthAnswer, { email: string }>({
      query: ({ email }) => post('website/user/send-otp-email', { email }),
    }),
    verifyEmailOtp: build.mutation<
      AuthAnswer,
      { email: string; otp: string; purpose: 'reset' | 'signup' }
    >({
      query: (form) => post('website/user/verify-otp-email', form),
    }),
    resetPassword: build.mutation<AuthAnswer, { email: string; newPassword: string }>({
      query: ({ email, newPassword }) =>
        post('website/user/reset-password', { email, new_password: newPassword }),
    }),
    createUser: build.mutation<AuthAnswer<UserInfo>, CreateUserForm>({
      // The sign-up payload; status is always Y and the image empty.
      query: (form) =>
        post('website/user/create', {
          ...form,
          status: 'Y',
          image: '',
          password: '',
          referred_by: '',
          firebase_token: '',
        }),
    }),
  }),
});

export const {
  useSendMobileOtpMutation,
  useVerifyMobileOtpMutation,
  useLoginByMobileMutation,
  useLoginByEmailMutation,
  useForgetPasswordOtpMutation,
  useSendEmailOtpMutation,
  useVerifyEmailOtpMutation,
  useResetPasswordMutation,
  useCreateUserMutation,
} = authApi;
