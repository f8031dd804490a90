import { MESSAGES } from '@kesariya/shared';
import { refuse, TOO_MANY_REQUESTS } from '../../errors';
import { storeSignature, type StoreDetails } from '../settings/store-details';

/** The refusals of the OTP calls as the shopper reads them. */
export const otpRefusals = {
  /** A resend before the countdown ends names the seconds left. */
  cooldown: (retryAfterS: number) =>
    refuse('rate_limited', `Please wait ${retryAfterS} seconds before requesting a new OTP.`),
  tooManyRequests: () => refuse('rate_limited', TOO_MANY_REQUESTS),
  expired: () => refuse('invalid_input', 'OTP has expired. Please request a new one.', 'otp'),
  exhausted: () => refuse('rate_limited', 'Too many wrong attempts. Please request a new OTP.'),
  /** Password reset codes per address a day (docs/decisions/auth-and-sessions.md, OTP rules). */
  resetCodesSpent: () =>
    refuse(
      'rate_limited',
      'You can ask for at most 3 password reset codes a day. Please try again tomorrow, or log in with your mobile number.',
    ),
  /** Too many wrong reset codes for one address today, whatever code they were for. */
  resetLocked: () =>
    refuse(
      'rate_limited',
      'Password reset for this e-mail address is locked for today after too many wrong codes. Please try again tomorrow, or log in with your mobile number.',
    ),
  /** Wrong reset codes across every address passed the store's ceiling: resets pause. */
  resetPaused: () =>
    refuse(
      'rate_limited',
      'Password reset is paused for a while after too many wrong codes. Please try again later, or log in with your mobile number.',
    ),
  /**
   * One address's SMS codes for the day are spent (docs/decisions/platform-and-security.md, Rate
   * limits and shared addresses (CGNAT)).
   */
  addressSmsSpent: () =>
    refuse(
      'rate_limited',
      'Too many OTPs were sent from your network today. Please try again tomorrow, or log in with your e-mail address.',
    ),
  /** SMS_DAILY_LIMIT reached, or new numbers' share of it: no more text messages for the day. */
  smsCeiling: () =>
    refuse(
      'unavailable',
      'We cannot send text messages right now. Please try again later, or log in with your e-mail address.',
    ),
  /**
   * A wrong code answers 'Invalid OTP!' or 'Invalid Otp' (docs/decisions/api-and-validation.md,
   * Validation messages). The channels are spelled out, not imported from otp.ts, which imports
   * this file; its OtpChannel must fit here.
   */
  wrongCode: (channel: 'sms' | 'email') =>
    refuse(
      'invalid_input',
      channel === 'sms' ? MESSAGES.mobileOtpInvalid : MESSAGES.emailOtpInvalid,
      'otp',
    ),
};

/**
 * To the owner of an account whose reset code is being guessed
 * (docs/decisions/auth-and-sessions.md, OTP rules).
 */
export function resetGuessingNotice(store: StoreDetails): { subject: string; text: string } {
  return {
    subject: `Someone is trying to reset your ${store.storeName} password`,
    text: `Several wrong codes were typed today to reset the password of the ${store.storeName} account of this address. Your password has not changed, and after a few more wrong codes password reset stays locked until tomorrow.\n\nIf it was you, wait for the newest code and type it carefully. If it was not, nothing is needed: the codes go only to this address. You can still log in with your mobile number or your password.\n\n${storeSignature(store)}`,
  };
}

/**
 * To the owner of an address someone tried to sign up with: no code, since an account exists,
 * and the sign-up call answers as for any address so that it tells no one who is a customer.
 */
export function signUpAttemptNotice(store: StoreDetails): { subject: string; text: string } {
  return {
    subject: `Someone tried to sign up for ${store.storeName} with your address`,
    text: `A new ${store.storeName} account was asked for with this e-mail address, which already has one, so no code was sent.\n\nIf it was you, log in with your mobile number or your password (Forgot password? sends a code to this address). If it was not, nothing is needed: your account has not changed.\n\n${storeSignature(store)}`,
  };
}

/** To the store's owners: wrong reset codes across the store passed the ceiling for the day. */
export function resetsPausedNotice(
  wrongCodes: number,
  store: StoreDetails,
): { subject: string; text: string } {
  return {
    subject: 'Password resets are paused on your store',
    text: `${wrongCodes} wrong password reset codes were typed on the store in the last 24 hours, across all addresses: someone may be guessing codes to take over accounts. Password reset is paused for every shopper until the count falls below that again; logging in with a mobile OTP or a password still works.\n\nLook at the server log for the addresses the guesses came from, and block them at the proxy if they keep on.\n\n${store.storeName}`,
  };
}

export function emailOtpText(
  code: string,
  purpose: 'reset' | 'signup' | 'verify',
  store: StoreDetails,
): { subject: string; text: string } {
  const action =
    purpose === 'reset'
      ? `reset your ${store.storeName} password`
      : `verify your e-mail address for ${store.storeName}`;
  return {
    subject: `${code} is your ${store.storeName} OTP`,
    text: `Use ${code} to ${action}. The code is valid for 10 minutes.\n\nIf you did not ask for it, ignore this e-mail: nothing changes without the code.\n\n${storeSignature(store)}`,
  };
}
