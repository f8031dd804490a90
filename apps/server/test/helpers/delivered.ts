import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { outboxMessages } from '../../src/db/schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/**
 * The first message in the development outbox to `to` that `match` accepts, once the job queue
 * has delivered it: messages are queued with the change they report and sent by a worker, so a
 * test waits for them as a shopper would (the tests poll the queue every half second).
 */
export async function delivered(
  app: FastifyInstance,
  to: string,
  match: (message: OutboxRow) => boolean = () => true,
): Promise<OutboxRow> {
  return vi.waitFor(
    async () => {
      const rows = await app.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
      const found = rows.find(match);
      if (!found) throw new Error(`no message to ${to} yet (${rows.length} others)`);
      return found;
    },
    { timeout: 20_000, interval: 100 },
  );
}
