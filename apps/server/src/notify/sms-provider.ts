/**
 * Sends a one-time code to an Indian mobile number (docs/decisions/auth-and-sessions.md, OTP
 * rules).
 */
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

/**
 * The words of the OTP text as the development outbox shows them. A gateway sends its own
 * DLT-approved template (MSG91_TEMPLATE_ID) with the code as its only variable: the store's name
 * is part of that template's fixed, registered text, so a new name needs a new template there
 * (docs/operations.md, Text messages).
 */
export function otpSmsText(code: string, storeName: string): string {
  return `${code} is your ${storeName} verification code. It is valid for 5 minutes. Do not share it with anyone.`;
}
