import PgBoss from 'pg-boss';
import type { Database } from './client';

/** The schema the job queue's library keeps its tables in (src/jobs/job-queue.ts). */
export const JOB_SCHEMA = 'pgboss';

/**
 * Creates the job queue's tables, or brings them to the installed library's version. pg-boss
 * owns their definition, so they are not in the committed migrations; they are installed with
 * them, under the same lock, so instances starting together install them once.
 */
export async function installJobTables(database: Database): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}
