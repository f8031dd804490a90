import { MESSAGES } from '@kesariya/shared';
import { refuse, TOO_MANY_REQUESTS } from '../../errors';
import type { OtpChannel } from './otp';

/** The refusals of the OTP calls as the shopper reads them. */
export const otpRefusals = {
  /** A resend before the countdown ends names the seconds left. */
  cooldown: (retryAfterS: number) =>
    refuse('rate_limited', `Please wait ${retryAfterS} seconds before requesting a new OTP.`),
  tooManyRequests: () => refuse('rate_limited', TOO_MANY_REQUESTS),
  expired: () => refuse('invalid_input', 'OTP has expired. Please request a new one.', 'otp'),
  exhausted: () => refuse('rate_limited', 'Too many wrong attempts. Please request a new OTP.'),
  /** A wrong code answers 'Invalid OTP!' or 'Invalid Otp' (docs/decisions.md). */
  wrongCode: (channel: OtpChannel) =>
    refuse(
      'invalid_input',
      channel === 'sms' ? MESSAGES.mobileOtpInvalid : MESSAGES.emailOtpInvalid,
      'otp',
    ),
};

export function emailOtpText(
  code: string,
  purpose: 'reset' | 'signup' | 'verify',
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
