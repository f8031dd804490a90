import type { Envelope } from '@kesariya/shared';
import { MESSAGES } from '@kesariya/shared';
import { OTP_CHALLENGE_FAILED } from '@kesariya/shared/otp-challenge';
import type { Challenge } from 'altcha-lib/v1/types';
import { prepareOtpChallenge, takeOtpChallenge, type FetchChallenge } from '@/lib/otp-challenge';
import { api } from './api';

/**
 * The proof of work every send-otp-mobile carries (docs/decisions/auth-and-sessions.md, OTP rules),
 * for the screens that send one: the login's mobile panels and the account's confirmation by phone.
 * Only their code imports this; the challenge is fetched through the store's transport, and the
 * solver (lib/otp-challenge.ts) is loaded when a panel first asks.
 */
const otpChallengeApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, not a query: every ask wants a challenge of its own, none kept.
    otpChallenge: build.mutation<Envelope<Challenge>, void>({
      query: () => ({ path: 'website/user/otp-challenge' }),
    }),
  }),
});

/**
 * `prepare` starts fetching and solving a challenge (as the panel opens, while the number is
 * typed); `take` answers a solution for one send, waiting for it if need be.
 */
export function useOtpChallenge() {
  const [getChallenge] = otpChallengeApi.useOtpChallengeMutation();
  const fetchChallenge: FetchChallenge = async () => (await getChallenge().unwrap()).data;
  return {
    prepare: () => prepareOtpChallenge(fetchChallenge),
    take: () => takeOtpChallenge(fetchChallenge),
  };
}

/**
 * Whether a send failed for its proof of work alone (expired on the way, say after the tab slept,
 * or spent already): the caller takes a new one and sends again, once, before telling the shopper.
 */
export function refusedOtpChallenge(failure: unknown): boolean {
  const { status, message } = (failure ?? {}) as { status?: unknown; message?: unknown };
  return (
    status === 400 && (message === MESSAGES.recaptchaExpired || message === OTP_CHALLENGE_FAILED)
  );
}
