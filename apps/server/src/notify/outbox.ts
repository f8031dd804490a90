import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

/** One message as the development outbox (`GET /api/dev/outbox`) keeps it. */
export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
}

export interface OutboxEntry extends OutboxMessage {
  created_at: string;
}

/** Writes a message to the outbox table; development and test read their codes from it. */
export async function writeOutbox(db: Db, message: OutboxMessage): Promise<void> {
  await db.insert(outboxMessages).values(message);
}

/** Newest first, optionally for one recipient; capped so a long-running dev server stays quick. */
export async function listOutbox(db: Db, to?: string, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.to, to) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  }));
}
