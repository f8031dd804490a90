import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

/**
 * A mail server on loopback for the tests: down until `start`, it keeps what it receives, and
 * can refuse every recipient as a real server refuses a mailbox that does not exist.
 */
export interface SmtpFake {
  readonly url: string;
  readonly mails: ReceivedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Answers 550 to every recipient until `accept`. */
  refuse(): void;
  accept(): void;
}

export function smtpFake(port: number): SmtpFake {
  const mails: ReceivedMail[] = [];
  let refusing = false;
  let server: SMTPServer | null = null;
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (!refusing) return callback();
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          mails.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
            raw,
          });
          callback();
        });
      },
    });
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    start: () =>
      new Promise((resolve, reject) => {
        server = create();
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
    refuse: () => void (refusing = true),
    accept: () => void (refusing = false),
  };
}
