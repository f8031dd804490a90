/** The back office's Messages screen: the e-mails and SMS the store's job queue sends. */

/** The screen's tabs: failed for good, still to go (waiting, retrying or being sent), and sent. */
export const MESSAGE_VIEWS = ['failed', 'pending', 'sent'] as const;
export type MessageView = (typeof MESSAGE_VIEWS)[number];

export type MessageState = 'waiting' | 'retrying' | 'sending' | 'sent' | 'failed' | 'cancelled';

export interface QueuedMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  /** The e-mail's subject; for an SMS, its first words. */
  subject: string;
  text: string;
  /** What it is about: a sale id, a ticket. */
  about: string | null;
  state: MessageState;
  /** Attempts made so far. */
  attempts: number;
  /** The provider's answer to the last failed attempt. */
  last_error: string | null;
  created_at: string;
  /** When it went out, or failed for good. */
  finished_at: string | null;
  /** When a retrying message is tried again. */
  next_attempt_at: string | null;
}
