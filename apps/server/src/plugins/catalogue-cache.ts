import fp from 'fastify-plugin';
import { openCatalogueCache, type CatalogueCache } from '../cache/catalogue-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue answers and server-rendered pages, dropped when the catalogue changes. */
    catalogueCache: CatalogueCache;
  }
}

/** One catalogue cache per instance, shared by the catalogue routes and the page renderer. */
export default fp(
  async (app) => {
    const cache = await openCatalogueCache({
      db: app.db,
      databaseUrl: app.config.databaseUrl,
      redis: app.redis,
      log: app.log,
    });
    app.decorate('catalogueCache', cache);
    // Read the catalogue into memory before the first shopper asks, without holding up start-up.
    // Tests build many apps that never list a product; theirs is read on first use.
    if (app.config.nodeEnv !== 'test') {
      app.addHook('onReady', async () => {
        void cache.index.get().catch(() => undefined);
      });
    }
    app.addHook('onClose', async () => cache.close());
  },
  { name: 'catalogue-cache', dependencies: ['database'] },
);
