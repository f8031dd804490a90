import { SmsDeliveryError, type SmsProvider } from './sms-provider';

export interface Msg91Options {
  authKey: string;
  /** The DLT-approved flow template holding an `##otp##` variable. */
  templateId: string;
  /**
   * The DLT-approved flow template of transactional messages (order confirmations), holding a
   * `##message##` variable. Without one, the adapter offers no `sendText` and callers skip the SMS.
   */
  textTemplateId?: string | undefined;
  /** https://control.msg91.com in production; tests point it at a local fake. */
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91 Flow API (Indian DLT-compliant transactional SMS). We generate and check the code ourselves
 * (docs/decisions/auth-and-sessions.md, OTP rules), so MSG91 only delivers it: one recipient, the
 * code as the template's `otp` variable. MSG91 wants the number with its country code and without
 * the plus sign: 91XXXXXXXXXX.
 */
export function createMsg91SmsProvider(options: Msg91Options): SmsProvider {
  const url = new URL('/api/v5/flow', options.baseUrl).toString();

  async function sendFlow(templateId: string, phone: string, variables: Record<string, string>) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authkey: options.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          template_id: templateId,
          short_url: '0',
          recipients: [{ mobiles: `91${phone}`, ...variables }],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError(
        `MSG91 unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await response.text();
    let answer: { type?: string; message?: string } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      // A proxy's HTML error page; the status code below decides.
    }
    // MSG91 answers 200 with type 'error' for refused requests (bad template, DLT mismatch).
    if (!response.ok || answer.type !== 'success') {
      throw new SmsDeliveryError(
        `MSG91 refused the message (${response.status}): ${answer.message ?? text.slice(0, 200)}`,
      );
    }
  }

  const textTemplateId = options.textTemplateId;
  return {
    name: 'msg91',
    sendOtp: (phone, code) => sendFlow(options.templateId, phone, { otp: code }),
    ...(textTemplateId
      ? {
          sendText: (phone: string, text: string) =>
            sendFlow(textTemplateId, phone, { message: text }),
        }
      : {}),
  };
}
