import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

/**
 * A mail server on loopback that a spec controls, for a server of its own (fresh-server.ts) to send
 * to: it keeps what it receives, and can refuse recipients as a real one refuses a mailbox.
 */
export interface FakeSmtp {
  /** SMTP_URL for the store. */
  readonly url: string;
  readonly mails: ReceivedMail[];
  /**
   * Answers `code` to every recipient until `accept`: a 5xx fails the store's message for good
   * at once, a 4xx leaves it to be tried again.
   */
  refuse(code?: number): void;
  accept(): void;
  stop(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = [];
  let refusal: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusal === null) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: refusal }));
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse: (code = 550) => void (refusal = code),
    accept: () => void (refusal = null),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
