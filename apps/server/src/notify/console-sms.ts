import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMessage } from './outbox';
import { otpSmsText, type SmsProvider } from './sms-provider';

/**
 * Development provider: the code goes to the server log and to the development outbox, so a
 * developer (and the browser tests) can sign in without a phone.
 */
export function createConsoleSmsProvider(
  log: FastifyBaseLogger,
  outbox: (message: OutboxMessage) => Promise<void>,
  storeName: () => Promise<string>,
): SmsProvider {
  return {
    name: 'console',
    async sendOtp(phone, code) {
      const to = `+91${phone}`;
      log.info({ to, code }, 'SMS OTP (console provider)');
      await outbox({
        channel: 'sms',
        to,
        subject: 'OTP',
        body: otpSmsText(code, await storeName()),
      });
    },
    async sendText(phone, text) {
      const to = `+91${phone}`;
      log.info({ to }, 'SMS message (console provider)');
      await outbox({ channel: 'sms', to, subject: 'Message', body: text });
    },
  };
}
