import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

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

/** Applies the pending migrations; drizzle records applied ones in its own table. */
export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.engine === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, {
      migrationsFolder: migrationsFolderPath,
    });
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase, {
      migrationsFolder: migrationsFolderPath,
    });
  }
}
