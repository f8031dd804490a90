import { sql } from 'drizzle-orm';
import type { MessageState, MessageView, Pagination, QueuedMessage } from '@kesariya/shared';
import type { Database } from '../../db/client';
import { JOB_SCHEMA } from '../../db/job-tables';
import { refuse, type Refusal } from '../../errors';
import type { JobQueue } from '../../jobs/job-queue';
import { MESSAGE_QUEUE, type Message } from '../../jobs/messages';
import { paginationOf } from '../../lib/pagination';

/**
 * The queue's messages as staff read them (the back office's Messages). pg-boss keeps a job in
 * its `job` table until it is archived (a sent one after hours, a failed one after days): the
 * list reads both, so a failure stays in view as long as the library keeps it.
 */

const STATES_OF: Record<MessageView, string[]> = {
  failed: ['failed'],
  pending: ['created', 'retry', 'active'],
  sent: ['completed'],
};

const STATE_NAMES: Record<string, MessageState> = {
  created: 'waiting',
  retry: 'retrying',
  active: 'sending',
  completed: 'sent',
  failed: 'failed',
  cancelled: 'cancelled',
};

interface JobRow extends Record<string, unknown> {
  id: string;
  state: string;
  data: Message;
  output: { message?: string } | null;
  retry_count: number;
  created_on: Date | string;
  completed_on: Date | string | null;
  start_after: Date | string;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function messageOf(row: JobRow): QueuedMessage {
  const { data } = row;
  const state = STATE_NAMES[row.state] ?? 'waiting';
  // pg-boss counts a retry when it fetches the job again: a job fetched once, whether in flight,
  // done or waiting to be tried again, has made one attempt.
  const attempts = row.state === 'created' ? 0 : row.retry_count + 1;
  return {
    id: row.id,
    channel: data.channel,
    to: data.to,
    subject: data.channel === 'email' ? data.subject : data.text.slice(0, 60),
    text: data.text,
    about: data.about ?? null,
    state,
    attempts,
    last_error: state === 'sent' ? null : (row.output?.message ?? null),
    created_at: iso(row.created_on)!,
    finished_at: state === 'sent' || state === 'failed' ? iso(row.completed_on) : null,
    next_attempt_at: state === 'retrying' ? iso(row.start_after) : null,
  };
}

function jobsOf(states: string[]) {
  const list = sql.join(
    states.map((state) => sql`${state}`),
    sql.raw(', '),
  );
  const columns = sql.raw(
    'id, state::text as state, data, output, retry_count, created_on, completed_on, start_after',
  );
  return sql`(select ${columns} from ${sql.raw(`${JOB_SCHEMA}.job`)} where name = ${MESSAGE_QUEUE} and state::text in (${list})
    union all
    select ${columns} from ${sql.raw(`${JOB_SCHEMA}.archive`)} where name = ${MESSAGE_QUEUE} and state::text in (${list}))`;
}

export async function listMessages(
  database: Database,
  query: { status: MessageView; page: number; limit: number },
): Promise<{ items: QueuedMessage[]; pagination: Pagination }> {
  const jobs = jobsOf(STATES_OF[query.status]);
  const [count] = await database.rows<{ total: number }>(
    sql`select count(*)::int as total from ${jobs} as messages`,
  );
  const rows = await database.rows<JobRow>(
    sql`select * from ${jobs} as messages order by created_on desc, id
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  return { items: rows.map(messageOf), pagination: paginationOf(query, count?.total ?? 0) };
}

async function findMessage(database: Database, id: string): Promise<QueuedMessage | null> {
  const [row] = await database.rows<JobRow>(
    sql`select * from ${jobsOf(Object.keys(STATE_NAMES))} as messages where id = ${id}::uuid`,
  );
  return row ? messageOf(row) : null;
}

/** A message that failed for good, back in the queue with a new day of attempts ahead of it. */
export async function retryMessage(
  database: Database,
  jobs: JobQueue,
  id: string,
): Promise<QueuedMessage | Refusal> {
  const message = await findMessage(database, id);
  if (!message) return refuse('not_found', 'Message not found');
  if (message.state !== 'failed')
    return refuse('conflict', 'Only a message that failed can be sent again');
  await jobs.retry(MESSAGE_QUEUE, id);
  const again = await findMessage(database, id);
  // An archived failure is past the library's reach: it cannot be queued again.
  if (!again || again.state === 'failed')
    return refuse('conflict', 'This message is too old to send again; send it by hand');
  return again;
}
