import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { refuseInPostgresFreeFile } from './postgres-free';
import { adminQuery, databaseUrl } from './postgres-templates';

export interface ScratchDatabase {
  url: string;
  /** Runs one SQL statement on the database (set-up and checks beside the app under test). */
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Drops the database with any connections still open to it. */
  drop(): Promise<void>;
}

/**
 * A PostgreSQL database of its own on the server of `adminUrl`, for one test file or run: empty,
 * or a copy of `template` (one of PostgresTemplates).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 't',
  template?: string,
): Promise<ScratchDatabase> {
  refuseInPostgresFreeFile('creates a PostgreSQL database');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = databaseUrl(adminUrl, name);
  // One client, not a pool: a pool's end() returns before its sockets close, and the forced drop
  // below then kills a connection still open, an error thrown in no test.
  let client: Promise<pg.Client> | null = null;
  return {
    url,
    async query<Row>(text: string, values: unknown[] = []) {
      client ??= (async () => {
        const opened = new pg.Client({ connectionString: url });
        await opened.connect();
        return opened;
      })();
      return (await (await client).query(text, values)).rows as Row[];
    },
    async drop() {
      if (client) await (await client).end();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Why PostgreSQL at `url` cannot be used (tests skip with this reason), or null when it answers. */
export async function postgresUnavailable(url: string | undefined): Promise<string | null> {
  refuseInPostgresFreeFile('asks for PostgreSQL');
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
