import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../services/seed';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Opens the database, applies migrations, seeds an empty one, and closes it with the app. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const opening = Date.now();
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteTemplate: config.pgliteTemplate,
    });
    app.addHook('onClose', async () => database.close());
    const started = Date.now();
    let migrated = started;
    const result = await database.withMigrationLock(async () => {
      await migrateDatabase(database);
      migrated = Date.now();
      return seedDatabase(database.db, {
        demoData: config.demoData,
        // The one place the server reaches src/demo, and only for an empty database, so restarts
        // with data present skip the generator. Its pictures go to the media's upload storage.
        loadDemo: async (db) => {
          const demo = await import('../demo/index');
          const catalogue = demo.buildDemoCatalogue({ productCount: config.demoProducts });
          return demo.loadDemoCatalogue(db, app.media.storage, catalogue);
        },
        admin:
          config.adminEmail && config.adminPassword
            ? { email: config.adminEmail, password: config.adminPassword }
            : undefined,
        passwords: app.passwords,
      });
    });
    // Where a start spends its time (docs/decisions/pages-and-performance.md, Pages that feel
    // instant: first answer <= 1.5 s after a restart); bench/startup.mjs reads this line.
    app.log.info(
      {
        engine: database.engine,
        openMs: started - opening,
        migrateMs: migrated - started,
        seedMs: Date.now() - migrated,
        sinceProcessStartMs: Math.round(performance.now()),
      },
      'database ready',
    );
    if (result.seeded)
      app.log.info(
        { products: result.products, ms: Date.now() - started },
        'demo catalogue loaded',
      );
    if (result.adminCreated) app.log.info({ email: config.adminEmail }, 'owner account created');
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database', dependencies: ['media'] },
);
