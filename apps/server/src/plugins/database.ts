import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Opens the database, applies migrations, seeds an empty one, and closes it with the app. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteTemplate: config.pgliteTemplate,
    });
    app.addHook('onClose', async () => database.close());
    const started = Date.now();
    const result = await database.withMigrationLock(async () => {
      await migrateDatabase(database);
      return seedDatabase(database.db, {
        demoData: config.demoData,
        // Loaded only for an empty database, so restarts with data present skip the generator.
        catalogue: async () => {
          const { buildDemoCatalogue } = await import('../demo/index');
          return buildDemoCatalogue({ productCount: config.demoProducts });
        },
        admin:
          config.adminEmail && config.adminPassword
            ? { email: config.adminEmail, password: config.adminPassword }
            : undefined,
      });
    });
    if (result.seeded)
      app.log.info(
        { products: result.products, ms: Date.now() - started },
        'demo catalogue loaded',
      );
    if (result.adminCreated) app.log.info({ email: config.adminEmail }, 'admin account created');
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
