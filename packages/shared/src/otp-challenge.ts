// Imported as @kesariya/shared/otp-challenge, not from the index: what the index exports rides in
// every storefront page's script, and only the login modal's code needs these.
/**
 * The proof of work before a mobile OTP (docs/decisions/auth-and-sessions.md, OTP rules): how long
 * a challenge may be solved and sent, from when the server made it, and the refusal of a request
 * without a valid, unused solution.
 */
export const OTP_CHALLENGE_TTL_S = 300;
export const OTP_CHALLENGE_FAILED = 'Security check failed. Please try again.';
