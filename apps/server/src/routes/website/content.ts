import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { idParam, single, sortByParam, sortOrderParam } from '../../lib/query-params';
import { parseInput } from '../../lib/validate';
import {
  findActivePromotional,
  getPolicyPageOrThrow,
  getStoreSettings,
  listFaqs,
  listPolicyPages,
} from '../../services/content';

const pageListQuery = z.object({
  sortBy: z.preprocess(single, sortByParam(['id', 'title', 'slug'] as const, 'id')),
  // Policy list order is by id descending (docs/decisions.md, Business constants).
  order: z.preprocess(single, sortOrderParam('DESC')),
});

const pageIdParams = z.object({ id: idParam('id') });
const pageSlugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: 'slug must be lower-case words joined by hyphens',
    })
    .max(120),
});

/** Banner, policy pages, store details and FAQ: the content around the shop. */
const contentRoutes: FastifyPluginAsync = async (app) => {
  app.get('/website/promotional', async () => {
    const message = await findActivePromotional({ db: app.db });
    return ok(message ? 'Promotional message' : 'No promotional message', message);
  });

  app.get('/website/page', async (request) => {
    const query = parseInput(pageListQuery, request.query);
    const pages = await listPolicyPages({ db: app.db }, { by: query.sortBy, order: query.order });
    return ok('Pages', pages);
  });

  app.get('/website/page/slug/:slug', async (request) => {
    const { slug } = parseInput(pageSlugParams, request.params);
    return ok('Page', await getPolicyPageOrThrow({ db: app.db }, { slug }));
  });

  app.get('/website/page/:id', async (request) => {
    const { id } = parseInput(pageIdParams, request.params);
    return ok('Page', await getPolicyPageOrThrow({ db: app.db }, { id }));
  });

  app.get('/website/store', async () =>
    ok('Store details', await getStoreSettings({ db: app.db })),
  );

  app.get('/website/faq', async () =>
    ok('Frequently asked questions', await listFaqs({ db: app.db })),
  );
};

export default contentRoutes;
