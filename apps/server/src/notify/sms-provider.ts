/** Sends a one-time code to an Indian mobile number (docs/decisions.md, OTP rules). */
export interface SmsProvider {
  readonly name: string;
  /** `phone` is the 10-digit national number; each adapter adds +91 the way its API wants it. */
  sendOtp(phone: string, code: string): Promise<void>;
  /**
   * A transactional message such as an order confirmation. Optional: gateways that need a separate
   * DLT-approved template per message leave it out until one is configured, and callers skip the SMS.
   */
  sendText?(phone: string, text: string): Promise<void>;
}

/** The gateway refused or could not be reached; the caller answers 'Error sending OTP. Please try again.' */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/** The text a shopper receives; the console provider shows the same words the gateway template holds. */
export function otpSmsText(code: string): string {
  return `${code} is your Kesariya verification code. It is valid for 5 minutes. Do not share it with anyone.`;
}
