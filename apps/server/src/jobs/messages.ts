import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { StoreSettingsValue } from '../db/schema';
import type { Mailer } from '../notify/mailer';
import type { SmsProvider } from '../notify/sms-provider';
import type { JobQueue } from './job-queue';

/**
 * Messages to shoppers and staff, each a job of its own (docs/decisions/platform-and-security.md,
 * Work that is never lost): written with the change it reports, sent by whichever instance takes
 * it, retried for a day, and shown to staff (Messages) when it failed for good.
 */
export const MESSAGE_QUEUE = 'message';

export type Message =
  | { channel: 'email'; to: string; subject: string; text: string; about?: string }
  | { channel: 'sms'; to: string; text: string; about?: string };

export interface MessageQueue {
  /** Whether an SMS that is not a code can be sent at all (a gateway may need a template first). */
  readonly textsBySms: boolean;
  /** Queues `message` in the transaction `db` belongs to. */
  queue(db: Db, message: Message): Promise<void>;
  /**
   * The store the messages come from, as its details stand now: a message carries its own words,
   * so the store's name is read where it is composed, in the change's transaction `db`.
   */
  store(db: Db): Promise<StoreSettingsValue>;
}

export function messageQueue(
  jobs: JobQueue,
  sms: SmsProvider,
  storeDetails: (db: Db) => Promise<StoreSettingsValue>,
): MessageQueue {
  return {
    textsBySms: Boolean(sms.sendText),
    store: storeDetails,
    async queue(db, message) {
      await jobs.send(db, MESSAGE_QUEUE, message);
    },
  };
}

/** A refusal no retry changes: an SMTP server's 5xx answer (no such mailbox, message refused). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The worker: one message, one attempt to hand it to its provider; a throw is retried later. */
export function deliverMessages(
  jobs: JobQueue,
  transports: { mailer: Mailer; sms: SmsProvider; log: FastifyBaseLogger },
): void {
  jobs.work<Message>(MESSAGE_QUEUE, async ({ id, data: message }) => {
    try {
      if (message.channel === 'email')
        await transports.mailer.send({
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      else if (transports.sms.sendText) await transports.sms.sendText(message.to, message.text);
    } catch (error) {
      const permanent = isPermanent(error);
      if (permanent) await jobs.giveUp(MESSAGE_QUEUE, id);
      transports.log.warn(
        { err: error, messageId: id, channel: message.channel, about: message.about, permanent },
        permanent ? 'message refused for good' : 'message not delivered; it will be retried',
      );
      throw error;
    }
  });
}
