// Imported as @kesariya/shared/otp-challenge, not from the index: what the index exports rides in
// every storefront page's script, and only the login modal's code needs these.
/**
 * The proof of work before a mobile OTP (docs/decisions/auth-and-sessions.md, OTP rules): how long
 * a challenge may be solved and sent, from when the server made it, and the refusal of a request
 * without a valid, unused solution.
 */
export const OTP_CHALLENGE_TTL_S = 300;
export const OTP_CHALLENGE_FAILED = 'Security check failed. Please try again.';

/** The parts of an ALTCHA challenge its solution repeats. */
export interface OtpChallengeParts {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
}

/**
 * send-otp-mobile's `altcha` field, as ALTCHA's widget sends it: base64 JSON of the challenge and
 * the number found (bench/lib/shoppers.mjs, plain Node, writes the same by hand).
 */
export function otpChallengeSolution(challenge: OtpChallengeParts, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
  );
}
