import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { JOB_SCHEMA } from '../db/job-tables';

/**
 * The durable job queue: pg-boss keeping its jobs in the store's own database, on PGlite and on
 * PostgreSQL alike (docs/decisions/platform-and-security.md, Work that is never lost). A job sent
 * with a transaction is part of that transaction: it exists once the change it reports has
 * committed, and never when the change rolled back. Instances sharing the database share the queue,
 * and a job is handed to one of them at a time (pg-boss fetches with SKIP LOCKED).
 */

export interface QueueTiming {
  /** How often an idle worker looks for new jobs. */
  pollingSeconds: number;
  /** The first retry's delay; each later one doubles it. */
  retryDelaySeconds: number;
}

export interface JobQueue {
  /** Starts the workers and the schedules registered with `work` and `schedule`. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Sends a job inside the caller's transaction (or on its own when `db` is the pool). */
  send(db: Db, name: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Runs `handler` for each job of the queue; a throw fails the attempt, to be retried. */
  work<T extends object>(name: string, handler: (job: PgBoss.Job<T>) => Promise<void>): void;
  /** Sends a job of `name` by the cron expression, once across every instance. */
  schedule(name: string, cron: string): void;
  /** A failed job back to the queue, its attempts counted afresh. */
  retry(name: string, id: string): Promise<void>;
  /**
   * Makes the attempt under way the job's last: a refusal that no retry can change (a mailbox
   * that does not exist) fails it for good at once instead of after a day.
   */
  giveUp(name: string, id: string): Promise<void>;
  /** The library itself, for the queue's tests. */
  readonly boss: PgBoss;
}

/**
 * `text` with `$1`-style parameters as a drizzle query, so it runs on whatever drizzle runs on,
 * a transaction included. pg-boss's statements name each parameter once.
 */
export function parameterised(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${values[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks, sql.raw(''));
}

/** pg-boss's connection interface on a drizzle database or transaction. */
export function jobDb(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      return (await db.execute(parameterised(text, values))) as unknown as { rows: unknown[] };
    },
  };
}

/** The options every instance and every queue share; a day of retries, doubling. */
function bossOptions(db: PgBoss.Db, timing: QueueTiming): PgBoss.ConstructorOptions {
  return {
    db,
    schema: JOB_SCHEMA,
    // The migrations install and upgrade the tables, under the migration lock.
    migrate: false,
    retryLimit: RETRY_LIMIT,
    retryDelay: timing.retryDelaySeconds,
    retryBackoff: true,
    // A job that failed for good stays in the queue's table, where it can be sent again, for a
    // week (the library's default is 12 hours); archived, it is listed but no longer retried.
    archiveFailedAfterSeconds: 7 * 24 * 3600,
  };
}

/**
 * Attempts before a job fails for good: with backoff the n-th retry waits between 1 and 2 times
 * delay * 2^n, so 11 retries from 30 s span about a day.
 */
export const RETRY_LIMIT = 11;

/** How long a stop waits for the jobs under way, twice: the library's wait, then the stragglers'. */
const STOP_TIMEOUT_MS = 10_000;

/** PostgreSQL's answer to a transaction it ended to break a deadlock. */
const DEADLOCK = '40P01';

/**
 * Creates a queue unless it exists. Instances starting together on PostgreSQL may each create
 * the same queue at once, and the library's insert and its partition can deadlock; the one
 * PostgreSQL ends tries again and finds the queue made.
 */
async function createQueueOnce(boss: PgBoss, name: string, attempts = 5): Promise<void> {
  try {
    await boss.createQueue(name);
  } catch (error) {
    if ((error as { code?: string }).code !== DEADLOCK || attempts <= 1) throw error;
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    await createQueueOnce(boss, name, attempts - 1);
  }
}

/**
 * What the library still has under way when it says it has stopped: it records a finished job
 * (complete or fail) without awaiting it, and a worker's fetch answered during the stop still runs
 * its jobs. Each statement it sends and each batch of jobs it runs is kept until it settles, for
 * `stop` to wait for before the database closes.
 */
function workUnderWay() {
  const pending = new Set<Promise<unknown>>();
  return {
    track<T>(work: Promise<T>): Promise<T> {
      const settled: Promise<boolean> = work.then(
        () => pending.delete(settled),
        () => pending.delete(settled),
      );
      pending.add(settled);
      return work;
    },
    /** Waits until nothing is under way, a turn of the event loop after the last settled. */
    async settled(timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        await new Promise((resolve) => setImmediate(resolve));
        if (pending.size === 0) return;
        await Promise.race([
          Promise.all([...pending]),
          new Promise((resolve) => setTimeout(resolve, deadline - Date.now())),
        ]);
      }
    },
  };
}

export function createJobQueue(database: Database, timing: QueueTiming): JobQueue {
  const underWay = workUnderWay();
  const boss = new PgBoss({
    ...bossOptions(
      { executeSql: (text, values) => underWay.track(database.executeSql(text, values)) },
      timing,
    ),
    supervise: true,
    schedule: true,
  });
  const workers: { name: string; handler: (job: PgBoss.Job<object>) => Promise<void> }[] = [];
  const schedules: { name: string; cron: string }[] = [];
  let running = false;

  return {
    boss,
    async start() {
      await boss.start();
      for (const name of new Set([...workers.map((w) => w.name), ...schedules.map((s) => s.name)]))
        await createQueueOnce(boss, name);
      for (const { name, handler } of workers) {
        // The library waits a polling interval after every fetch, work found or not: one job per
        // interval, so a busy hour's messages would queue for minutes. A worker that found work
        // is told to look again at once; only an empty queue waits the interval.
        let workerId = '';
        workerId = await boss.work<object>(
          name,
          { pollingIntervalSeconds: timing.pollingSeconds },
          (jobs) =>
            underWay.track(
              (async () => {
                try {
                  for (const job of jobs) await handler(job);
                } finally {
                  if (jobs.length > 0) boss.notifyWorker(workerId);
                }
              })(),
            ),
        );
      }
      for (const { name, cron } of schedules) await boss.schedule(name, cron);
      running = true;
    },
    async stop() {
      if (!running) return;
      running = false;
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
      await underWay.settled(STOP_TIMEOUT_MS);
    },
    send: (db, name, data, options = {}) => boss.send(name, data, { ...options, db: jobDb(db) }),
    work(name, handler) {
      workers.push({ name, handler: handler as (job: PgBoss.Job<object>) => Promise<void> });
    },
    schedule(name, cron) {
      schedules.push({ name, cron });
    },
    async retry(name, id) {
      await boss.retry(name, id);
      // The library gives a retried job one more attempt; staff sending a message again mean
      // the whole series of attempts, so a passing outage does not fail it again at once.
      await database.executeSql(
        `UPDATE ${JOB_SCHEMA}.job SET retry_limit = retry_count + $3 WHERE name = $1 AND id = $2`,
        [name, id, RETRY_LIMIT],
      );
    },
    async giveUp(name, id) {
      await database.executeSql(
        `UPDATE ${JOB_SCHEMA}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2`,
        [name, id],
      );
    },
  };
}
