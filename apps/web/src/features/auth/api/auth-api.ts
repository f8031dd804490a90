import { api } from '@/store/api';

export interface PlainAnswer {
  status: boolean;
  message: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // DESIGN.md "Calls the spec leaves unnamed": the server sends the SMS itself.
    sendMobileOtp: build.mutation<PlainAnswer, { mobile: string; sessionId: string }>({
      query: ({ mobile, sessionId }) => ({
        path: 'website/user/send-otp-mobile',
        method: 'POST',
        form: { mobile, session_id: sessionId },
      }),
      transformResponse: (envelope) => ({ status: envelope.status, message: envelope.message }),
    }),
  }),
});

export const { useSendMobileOtpMutation } = authApi;
