import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { ok } from '../../lib/envelope';
import { single, sortByParam, sortOrderParam } from '../../lib/query-params';
import { parseInput } from '../../lib/validate';
import { listCategories, type CategoryFilter } from '../../services/categories';

const categoryQuery = z.object({
  sortBy: z.preprocess(single, sortByParam(['id', 'title', 'sort_order'] as const, 'sort_order')),
  order: z.preprocess(single, sortOrderParam('ASC')),
  filter_parameter: z.preprocess(
    single,
    z
      .enum(['parent', 'id', 'slug', 'status'], {
        error: 'filter_parameter must be one of: parent, id, slug, status',
      })
      .optional(),
  ),
  filter_value: z.preprocess(
    single,
    z
      .string({ error: 'filter_value must be text' })
      .max(120, { error: 'filter_value is too long' })
      .optional(),
  ),
});

/** Reads filter_value as the type its filter_parameter needs. */
function toFilter(
  parameter: CategoryFilter['parameter'] | undefined,
  value: string | undefined,
): CategoryFilter | null {
  if (!parameter) return null;
  if (value === undefined || value.trim() === '')
    throw AppError.invalid('filter_value is required with filter_parameter', 'filter_value');
  const v = value.trim();
  switch (parameter) {
    case 'parent':
    case 'id':
      if (!/^[0-9]{1,10}$/.test(v) || Number(v) > 2_147_483_647) {
        throw AppError.invalid(
          `filter_value must be a whole number for ${parameter}`,
          'filter_value',
        );
      }
      return { parameter, value: Number(v) };
    case 'slug':
      return { parameter, value: v.toLowerCase() };
    case 'status':
      if (v !== 'Y' && v !== 'N')
        throw AppError.invalid('filter_value must be Y or N for status', 'filter_value');
      return { parameter, value: v };
  }
}

const categoryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/website/category', async (request) => {
    const query = parseInput(categoryQuery, request.query);
    const filter = toFilter(query.filter_parameter, query.filter_value);
    const list = await listCategories(
      { db: app.db },
      { filter, sort: { by: query.sortBy, order: query.order } },
    );
    return ok('Categories', list);
  });
};

export default categoryRoutes;
