import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';
import { installJobTables } from './job-tables';

/**
 * The committed migrations live in apps/server/drizzle. From src/db (tsx, vitest) that is two levels
 * up; from the bundle in dist/ it is one level up. The first folder holding the journal wins.
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '..', '..', 'drizzle'),
    path.resolve(here, '..', 'drizzle'),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * True when drizzle's migrator would apply nothing: it runs every journal entry newer than the
 * newest `created_at` it recorded, so the newest entry's time against that one row decides, as it
 * does for drizzle. One query instead of drizzle's five (schema and table creation, the read, an
 * empty transaction) and no migration file read and hashed: a restart with nothing new to apply
 * answers sooner (docs/decisions/pages-and-performance.md, Pages that feel instant: first answer <=
 * 1.5 s after a restart).
 */
async function upToDate(database: Database, folder: string): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'));
  const newest = Math.max(...(journal.entries as { when: number }[]).map((entry) => entry.when));
  try {
    const [last] = await database.rows<{ created_at: string | number | null }>(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    return last !== undefined && Number(last.created_at) >= newest;
  } catch {
    return false; // No migration table yet (a new database): drizzle creates it.
  }
}

/**
 * Applies the pending migrations (drizzle records applied ones in its own table), then installs
 * or upgrades the job queue's tables.
 */
export async function migrateDatabase(
  database: Database,
  /** Tests: a copy of the committed folder with a migration of their own added. */
  migrationsFolderPath = migrationsFolder(),
): Promise<void> {
  if (!(await upToDate(database, migrationsFolderPath))) {
    if (database.engine === 'pglite') {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(database.db as unknown as PgliteDatabase, {
        migrationsFolder: migrationsFolderPath,
      });
    } else {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(database.db as unknown as NodePgDatabase, {
        migrationsFolder: migrationsFolderPath,
      });
    }
  }
  await installJobTables(database);
}
