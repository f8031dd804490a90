import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteSql, type Database, type Db } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import * as schema from '../src/db/schema';
import { saveTemplatePictures, seedTestCatalogue } from './helpers/test-catalogue';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Migrates and seeds one in-memory PGlite for the whole run and dumps it to a file; every test
 * file then starts its own database from that dump instead of running initdb and the seeder again.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  const db = drizzle({ client, schema }) as unknown as Db;
  const database: Database = {
    db,
    engine: 'pglite',
    async rows(query) {
      return ((await db.execute(query)) as unknown as { rows: never[] }).rows;
    },
    close: () => client.close(),
    executeSql: pgliteSql(client),
    withMigrationLock: (work) => work(),
    poolStats: () => null,
  };
  await migrateDatabase(database);
  const pictures = await seedTestCatalogue(db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(os.tmpdir(), `kesariya-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  const removePictures = saveTemplatePictures(file, pictures);
  project.provide('pgliteTemplatePath', file);
  return () => {
    fs.rmSync(file, { force: true });
    removePictures();
  };
}
