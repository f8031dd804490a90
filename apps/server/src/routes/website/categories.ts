import { categoryQuery } from '@kesariya/shared/catalogue-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { listCategories } from '../../services/categories';

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/website/category', { schema: { querystring: categoryQuery } }, async (request) => {
    const { filter, sortBy, order } = request.query;
    const list = await listCategories({ db: app.db }, { filter, sort: { by: sortBy, order } });
    return ok('Categories', list);
  });
};

export default categoryRoutes;
