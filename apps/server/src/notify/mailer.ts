import type { OutboxMessage } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail: over SMTP when SMTP_URL is set, else into the development outbox. */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/** MAIL_FROM with a name of its own ("Shop <no-reply@shop.in>"), rather than an address alone. */
const NAMED_SENDER = /<[^<>]+>\s*$/;

export async function createMailer(options: {
  smtpUrl: string | undefined;
  /** MAIL_FROM: an address alone is sent under the store's name, a named sender as it is. */
  from: string;
  storeName: () => Promise<string>;
  outbox: (message: OutboxMessage) => Promise<void>;
}): Promise<Mailer> {
  if (!options.smtpUrl) {
    return {
      transport: 'outbox',
      send: (mail) =>
        options.outbox({
          channel: 'email',
          to: mail.to.toLowerCase(),
          subject: mail.subject,
          body: mail.text,
        }),
    };
  }
  // Loaded only with SMTP_URL: a start without it need not evaluate nodemailer's 400 KB.
  const { default: nodemailer } = await import('nodemailer');
  const transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    transport: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        // Read at each sending, so a renamed store's mail says so at once.
        from: NAMED_SENDER.test(options.from)
          ? options.from
          : { name: await options.storeName(), address: options.from.trim() },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    },
  };
}
