import { AppError, TOO_MANY_REQUESTS } from '../../errors';
import type { IssueResult, VerifyResult } from './otp';

/** A refused OTP request as the shopper reads it; the cooldown names the seconds left. */
export function issueRefusal(result: Exclude<IssueResult, { ok: true }>): AppError {
  if (result.reason === 'cooldown') {
    return new AppError(
      'rate_limited',
      `Please wait ${result.retryAfterS} seconds before requesting a new OTP.`,
    );
  }
  return new AppError('rate_limited', TOO_MANY_REQUESTS);
}

/** A refused code: a wrong code answers with the spec's own message ('Invalid OTP!' or 'Invalid Otp'). */
export function verifyRefusal(
  result: Exclude<VerifyResult, { ok: true }>,
  wrongCodeMessage: string,
): AppError {
  switch (result.reason) {
    case 'expired':
      return AppError.invalid('otp', 'OTP has expired. Please request a new one.');
    case 'exhausted':
      return new AppError('rate_limited', 'Too many wrong attempts. Please request a new OTP.');
    default:
      return AppError.invalid('otp', wrongCodeMessage);
  }
}

export function emailOtpText(
  code: string,
  purpose: 'reset' | 'signup',
): { subject: string; text: string } {
  const action =
    purpose === 'reset'
      ? 'reset your Kesariya password'
      : 'verify your e-mail address for Kesariya';
  return {
    subject: `${code} is your Kesariya OTP`,
    text: `Use ${code} to ${action}. The code is valid for 10 minutes.\n\nIf you did not ask for it, ignore this e-mail: nothing changes without the code.\n\nKesariya, Pune`,
  };
}
