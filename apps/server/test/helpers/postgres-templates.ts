import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { MEMORY_DATA_DIR } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedTestCatalogue } from './test-catalogue';

// test/global-setup.ts runs this outside the test workers: nothing here may import vitest.

/** `adminUrl` with its database replaced by `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on a connection of its own (CREATE and DROP DATABASE want one). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** The names of the template databases of one PostgreSQL run (test/global-setup.ts). */
export interface PostgresTemplates {
  /** Migrated and empty: for tests that seed their own catalogue, or none. */
  migrated: string;
  /** Migrated and seeded with the default test catalogue (TEST_PRODUCTS). */
  seeded: string;
}

/**
 * Migrates one database and seeds a copy of it, once per run. Migrating and seeding take seconds,
 * and app starts take their turns at them under the cluster-wide migration lock; copying a
 * database takes the server a fraction of that. The names carry a random part, so runs side by
 * side on one server keep to their own.
 */
export async function createPostgresTemplates(adminUrl: string): Promise<{
  names: PostgresTemplates;
  /** The seeded catalogue's picture originals, which the database does not hold. */
  pictures: Map<string, Buffer>;
  drop(): Promise<void>;
}> {
  const id = randomBytes(4).toString('hex');
  const names: PostgresTemplates = { migrated: `tpl_${id}_migrated`, seeded: `tpl_${id}_seeded` };
  const drop = async () => {
    for (const name of [names.seeded, names.migrated])
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await adminQuery(adminUrl, `CREATE DATABASE ${names.migrated}`);
    const migrated = await openDatabase({
      databaseUrl: databaseUrl(adminUrl, names.migrated),
      dataDir: MEMORY_DATA_DIR,
    });
    await migrateDatabase(migrated).finally(() => migrated.close());
    await adminQuery(adminUrl, `CREATE DATABASE ${names.seeded} TEMPLATE ${names.migrated}`);
    const seeded = await openDatabase({
      databaseUrl: databaseUrl(adminUrl, names.seeded),
      dataDir: MEMORY_DATA_DIR,
    });
    const pictures = await seedTestCatalogue(seeded.db).finally(() => seeded.close());
    // CREATE DATABASE … TEMPLATE fails while anyone is connected to the template: nobody may.
    for (const name of [names.migrated, names.seeded])
      await adminQuery(adminUrl, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    return { names, pictures, drop };
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
}
