import { asc, count, desc, gt, ilike } from 'drizzle-orm';
import type { NewsletterSubscriber, Pagination } from '@kesariya/shared';
import { newsletterSubscribers } from '../../db/schema';
import { paginationOf } from '../../lib/pagination';
import type { ServiceContext } from '../context';
import { likeText } from '../../lib/like-text';

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const toSubscriber = (row: SubscriberRow): NewsletterSubscriber => ({
  id: row.id,
  email: row.email,
  subscribed_at: row.createdAt.toISOString(),
});

/** The subscribers, newest first, searched by part of the address and paged in the database. */
export async function listSubscribers(
  ctx: ServiceContext,
  query: { search?: string | undefined; page: number; limit: number },
): Promise<{ items: NewsletterSubscriber[]; pagination: Pagination }> {
  const where = query.search
    ? ilike(newsletterSubscribers.email, likeText(query.search))
    : undefined;
  const [total] = await ctx.db.select({ n: count() }).from(newsletterSubscribers).where(where);
  const rows = await ctx.db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { items: rows.map(toSubscriber), pagination: paginationOf(query, Number(total?.n ?? 0)) };
}

/** The export's columns (docs/operations.md, Newsletter export). */
export const SUBSCRIBER_CSV_HEADER = 'email,subscribed_at\r\n';
/** Rows read per query while streaming: memory stays flat however long the list. */
const BATCH = 1000;

/**
 * A field as a spreadsheet should read it: quoted when it holds a separator or quote, and a leading
 * = + - @ defused, so a crafted address never runs as a formula in the owner's spreadsheet.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Every subscriber as CSV lines, oldest first, read in batches by id (no OFFSET scans). */
export async function* subscriberCsv(ctx: ServiceContext): AsyncGenerator<string> {
  yield SUBSCRIBER_CSV_HEADER;
  let after = 0;
  for (;;) {
    const rows = await ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(gt(newsletterSubscribers.id, after))
      .orderBy(asc(newsletterSubscribers.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows.map((row) => `${csvField(row.email)},${row.createdAt.toISOString()}\r\n`).join('');
    after = rows[rows.length - 1]!.id;
  }
}
