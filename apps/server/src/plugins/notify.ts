import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createConsoleSmsProvider } from '../notify/console-sms';
import { createMailer, type Mailer } from '../notify/mailer';
import { createMsg91SmsProvider } from '../notify/msg91-sms';
import { writeOutbox, type OutboxMessage } from '../notify/outbox';
import type { SmsProvider } from '../notify/sms-provider';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
    mailer: Mailer;
  }
}

/** The SMS provider and the mailer chosen by configuration (SMS_PROVIDER, SMTP_URL). */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const outbox = (message: OutboxMessage) => writeOutbox(app.db, message);
    const storeName = async () => (await app.storeDetails()).storeName;
    const sms =
      config.smsProvider === 'msg91'
        ? createMsg91SmsProvider({
            authKey: config.msg91.authKey ?? '',
            templateId: config.msg91.templateId ?? '',
            textTemplateId: config.msg91.textTemplateId,
            baseUrl: config.msg91.baseUrl,
          })
        : createConsoleSmsProvider(app.log, outbox, storeName);
    app.decorate('sms', sms);
    app.decorate(
      'mailer',
      await createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, storeName, outbox }),
    );
  },
  { name: 'notify', dependencies: ['database', 'store-details'] },
);
