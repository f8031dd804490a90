import type { Db } from '../db/client';
import type { MessageQueue } from '../jobs/messages';
import type { PasswordHasher } from '../lib/password';

/** What every service receives first: the database (or a transaction) and, later, who is asking. */
export interface ServiceContext {
  db: Db;
  userId?: number | null;
  /**
   * Where a change queues the messages it sends, in its own transaction: services that tell a
   * shopper or staff of a change need it, and carry it into the transactions they open.
   */
  messages?: MessageQueue;
}

/** The context's message queue; a service that sends messages cannot run without one. */
export function messagesOf(ctx: ServiceContext): MessageQueue {
  if (!ctx.messages) throw new Error('This change sends messages: give its context the queue');
  return ctx.messages;
}

/** The context of the services that hash or check a password. */
export interface PasswordContext extends ServiceContext {
  passwords: PasswordHasher;
}
