import { pageIdParams, pageListQuery, pageSlugParams } from '@kesariya/shared/catalogue-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { toStoreSettings } from '../../mappers/content';
import {
  findActivePromotional,
  getPolicyPageOrThrow,
  listFaqs,
  listPolicyPages,
} from '../../services/content';

/** Banner, policy pages, store details and FAQ: the content around the shop. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/website/promotional', async () => {
    const message = await findActivePromotional({ db: app.db });
    return ok(message ? 'Promotional message' : 'No promotional message', message);
  });

  app.get('/website/page', { schema: { querystring: pageListQuery } }, async (request) => {
    const { sortBy, order } = request.query;
    const pages = await listPolicyPages({ db: app.db }, { by: sortBy, order });
    return ok('Pages', pages);
  });

  app.get('/website/page/slug/:slug', { schema: { params: pageSlugParams } }, async (request) =>
    ok('Page', await getPolicyPageOrThrow({ db: app.db }, { slug: request.params.slug })),
  );

  app.get('/website/page/:id', { schema: { params: pageIdParams } }, async (request) =>
    ok('Page', await getPolicyPageOrThrow({ db: app.db }, { id: request.params.id })),
  );

  // Every page's shell asks for it: answered from the details the server keeps.
  app.get('/website/store', async () =>
    ok('Store details', toStoreSettings(await app.storeDetails())),
  );

  app.get('/website/faq', async () =>
    ok('Frequently asked questions', await listFaqs({ db: app.db })),
  );
};

export default contentRoutes;
