import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  /** Runs one SQL statement on the database (set-up and checks beside the app under test). */
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Drops the database with any connections still open to it. */
  drop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database on the server of `adminUrl`, for one test file or run. */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 't',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let pool: pg.Pool | null = null;
  return {
    url: url.toString(),
    async query<Row>(text: string, values: unknown[] = []) {
      pool ??= new pg.Pool({ connectionString: url.toString(), max: 2 });
      return (await pool.query(text, values)).rows as Row[];
    },
    async drop() {
      await pool?.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Why PostgreSQL at `url` cannot be used (tests skip with this reason), or null when it answers. */
export async function postgresUnavailable(url: string | undefined): Promise<string | null> {
  if (!url) return 'TEST_DATABASE_URL is not set';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL at TEST_DATABASE_URL does not answer (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}
