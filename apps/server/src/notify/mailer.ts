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

export async function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
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
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    },
  };
}
