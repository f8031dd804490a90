import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openCatalogueCache, type CatalogueCache } from '../cache/catalogue-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue answers and server-rendered pages, dropped when the catalogue changes. */
    catalogueCache: CatalogueCache;
  }
}

/** Without a first request, how long after start-up the catalogue is read anyway. */
const WARM_UP_WITHOUT_REQUEST_MS = 200;

/**
 * Reads the catalogue into memory before shoppers ask, once the server has sent its first answer
 * (a load balancer's readiness check comes first), or a moment after start-up if nobody asks.
 * Not before: on the embedded database the read holds the single connection and the main thread,
 * and the first readiness check would wait for it (docs/decisions/pages-and-performance.md, Pages
 * that feel instant). A search arriving first reads it itself, as any call does while the index is
 * missing.
 */
function warmIndexAfterFirstAnswer(app: FastifyInstance, cache: CatalogueCache): void {
  let timer: NodeJS.Timeout | undefined;
  const warm = () => {
    clearTimeout(timer);
    app.server.off('request', onFirstRequest);
    void cache.index.get().catch(() => undefined);
  };
  const onFirstRequest = (_request: IncomingMessage, response: ServerResponse) => {
    response.once('finish', warm);
  };
  app.server.once('request', onFirstRequest);
  app.addHook('onReady', async () => {
    timer = setTimeout(warm, WARM_UP_WITHOUT_REQUEST_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    app.server.off('request', onFirstRequest);
  });
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
    // Tests build many apps that never list a product; theirs is read on first use.
    if (app.config.nodeEnv !== 'test') warmIndexAfterFirstAnswer(app, cache);
    app.addHook('onClose', async () => cache.close());
  },
  { name: 'catalogue-cache', dependencies: ['database'] },
);
