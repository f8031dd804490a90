import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MEMORY_DATA_DIR } from '../config';
import { takePgliteWasmModule } from './pglite-warm-up';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * One database type for both engines (docs/decisions/platform-and-security.md, Database engines).
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs a raw query and answers its rows; both engines agree on this shape. */
  rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]>;
  close(): Promise<void>;
  /**
   * Runs `work` while holding the cluster-wide migration lock, so instances starting together
   * against one PostgreSQL migrate and seed one at a time (PGlite has one process: no lock).
   */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * A statement as text with `$1`-style parameters, or several statements without parameters,
   * on the engine's own client: the job queue's library speaks this (src/jobs/job-queue.ts).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Connection pool figures for /metrics (PostgreSQL only). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
}

/** Any constant both sides agree on; only migrations and seeding take this advisory lock. */
const MIGRATION_LOCK_KEY = 7_414_251;

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** A dumped PGlite data folder to start from (tests); see Config.pgliteTemplate. */
  pgliteTemplate?: Blob;
}

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR (or in memory).
 * Each engine's driver is loaded only when it is the one opened: the other one's modules would
 * only add to the start (docs/decisions/pages-and-performance.md, Pages that feel instant: first
 * answer <= 1.5 s after a restart).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.pgliteTemplate);
}

/** Both engines' drivers answer `{ rows }` from `execute`. */
function rowsOf(db: Db): Database['rows'] {
  return async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `Database.executeSql` on a PGlite client. */
export function pgliteSql(client: {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}): Database['executeSql'] {
  return async (text, values) => {
    // The extended protocol takes one statement; a script of several goes through exec.
    const result = values?.length
      ? await client.query(text, values)
      : (await client.exec(text)).at(-1);
    return { rows: (result?.rows ?? []) as Record<string, unknown>[] };
  };
}

/** Closing twice (app close after a fault test closed it) must not throw. */
function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closed = false;
  return async () => {
    if (closed) return;
    closed = true;
    await close();
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers is most of PGlite's resident memory, and the
 * WebAssembly heap never gives back a page it touched. Listings and search answer from the
 * catalogue index in the process, so the database's hot pages are the carts, orders and sessions
 * of the moment, which 16 MB holds many times over; colder pages come back from the data folder
 * through the operating system's file cache. At 500 products an idle server after a restart went
 * from 318-377 MB to 240-258 MB (docs/decisions/pages-and-performance.md, Pages that feel instant).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  let location: string = MEMORY_DATA_DIR;
  if (dataDir !== MEMORY_DATA_DIR) {
    location = path.join(dataDir, 'pglite');
    fs.mkdirSync(location, { recursive: true });
  }
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, wasmModule] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    takePgliteWasmModule(),
  ]);
  const client = await PGlite.create(location, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(template ? { loadDataDir: template } : {}),
    // Compiled by the launcher while the bundle loaded; without it PGlite compiles its own.
    ...(wasmModule ? { pgliteWasmModule: wasmModule } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    rows: rowsOf(db),
    close: closeOnce(() => client.close()),
    executeSql: pgliteSql(client),
    withMigrationLock: (work) => work(),
    poolStats: () => null,
  };
}

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  // Numeric and bigint aggregates arrive as strings by default; our counts fit in a JS number.
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    // An idle client died (server restart); the pool replaces it. Queries report their own errors.
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  await db.execute(sql`select 1`);
  return {
    db,
    engine: 'postgres',
    rows: rowsOf(db),
    close: closeOnce(() => pool.end()),
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as unknown;
      // A script of several statements answers one result each; the last is the script's answer.
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last as { rows?: Record<string, unknown>[] } | undefined)?.rows ?? [] };
    },
    async withMigrationLock(work) {
      // A session-level advisory lock lives on one connection, so it gets a client of its own.
      const lockClient = new pg.Client({ connectionString: url });
      await lockClient.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient
          .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => {});
        await lockClient.end();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
