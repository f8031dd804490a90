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
import { createPostgresTemplates, type PostgresTemplates } from './helpers/postgres-templates';
import { saveTemplatePictures, seedTestCatalogue } from './helpers/test-catalogue';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: the dump every test database starts from. */
    pgliteTemplatePath: string;
    /** PostgreSQL runs: the databases every test database is created from. */
    postgresTemplates: PostgresTemplates;
    /** The seeded template's picture originals, which the database does not carry. */
    templatePicturesPath: string;
  }
}

/**
 * Migrates and seeds one database for the whole run, so that every app start in the tests copies
 * it instead of running initdb (PGlite), the migrations and the seeder again. On PGlite the
 * template is a dump in a file; on PostgreSQL (TEST_DATABASE_URL) it is a database that each
 * start's own database is created from with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const picturesFile = path.join(os.tmpdir(), `kesariya-test-pictures-${process.pid}.json`);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const templates = await createPostgresTemplates(adminUrl);
    const removePictures = saveTemplatePictures(picturesFile, templates.pictures);
    project.provide('postgresTemplates', templates.names);
    project.provide('templatePicturesPath', picturesFile);
    return async () => {
      await templates.drop();
      removePictures();
    };
  }

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
  const removePictures = saveTemplatePictures(picturesFile, pictures);
  project.provide('pgliteTemplatePath', file);
  project.provide('templatePicturesPath', picturesFile);
  return () => {
    fs.rmSync(file, { force: true });
    removePictures();
  };
}
