import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  PRODUCT_PAGE_LIMIT_DEFAULT,
  PRODUCT_PAGE_LIMIT_MAX,
  PRODUCT_SORTS,
  toPaise,
} from '@kesariya/shared';
import { AppError } from '../../errors';
import { ok } from '../../lib/envelope';
import { flagParam, idParam, listParam, single } from '../../lib/query-params';
import { parseInput } from '../../lib/validate';
import {
  getProductDetailOrThrow,
  getProductFilters,
  listProducts,
  type ProductQuery,
} from '../../services/products';
import { normalizeSearchText } from '../../services/product-search-terms';
import { suggest } from '../../services/search-suggestions';

const rupees = (field: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? null : v.trim()))
    .refine((v) => v === null || /^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(v), {
      error: `${field} must be an amount in rupees`,
    })
    .transform((v) => (v === null ? null : toPaise(Number(v))));

const optionalId = (field: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .pipe(idParam(field).optional())
    .transform((v) => v ?? null);

const positiveInt = (field: string, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? String(fallback) : v.trim()))
    .refine((v) => /^[0-9]{1,6}$/.test(v) && Number(v) >= 1 && Number(v) <= max, {
      error:
        max === Number.MAX_SAFE_INTEGER
          ? `${field} must be a whole number of at least 1`
          : `${field} must be a whole number from 1 to ${max}`,
    })
    .transform(Number);

const listQuery = z.object({
  search: z.preprocess(
    single,
    z.string().max(100, { error: 'search must be at most 100 characters' }).optional(),
  ),
  category: z.preprocess(single, optionalId('category')),
  sub_category: z.preprocess(single, optionalId('sub_category')),
  min_price: z.preprocess(single, rupees('min_price')),
  max_price: z.preprocess(single, rupees('max_price')),
  size: listParam('size must be a size or a comma-separated list of sizes'),
  color: listParam('color must be a colour or a comma-separated list of colours'),
  sort: z.preprocess(
    single,
    z.enum(PRODUCT_SORTS, { error: `sort must be one of: ${PRODUCT_SORTS.join(', ')}` }).optional(),
  ),
  page: z.preprocess(single, positiveInt('page', 100_000, 1)),
  limit: z.preprocess(
    single,
    positiveInt('limit', PRODUCT_PAGE_LIMIT_MAX, PRODUCT_PAGE_LIMIT_DEFAULT),
  ),
  hot_deal: z.preprocess(single, flagParam('hot_deal')),
  best_seller: z.preprocess(single, flagParam('best_seller')),
  new_arrival: z.preprocess(single, flagParam('new_arrival')),
  collection: z.preprocess(single, flagParam('collection')),
});

const filtersQuery = z.object({ category: z.preprocess(single, optionalId('category')) });
const detailParams = z.object({ id: idParam('id') });
const searchParams = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: 'text is required' })
    .max(100, { error: 'text must be at most 100 characters' }),
});

/** Sends an answer serialised once and kept in the catalogue cache. */
function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Equal filter sets give equal keys, whatever order or case the sizes and colours came in. */
function listingKey(query: ProductQuery): string {
  return JSON.stringify({
    ...query,
    search: query.search === null ? null : normalizeSearchText(query.search),
    sizes: [...new Set(query.sizes)].sort(),
    colors: [...new Set(query.colors.map((c) => c.toLowerCase()))].sort(),
  });
}

/**
 * The catalogue: listing with filters, the filter choices, search suggestions and product detail.
 * Listing, suggestions and detail answers are cached until stock or the catalogue changes.
 */
const productRoutes: FastifyPluginAsync = async (app) => {
  const cache = app.catalogueCache;

  app.get('/website/product', async (request, reply) => {
    const q = parseInput(listQuery, request.query);
    if (q.min_price !== null && q.max_price !== null && q.min_price > q.max_price) {
      throw AppError.invalid('min_price must not be more than max_price', 'min_price');
    }
    const query: ProductQuery = {
      search: q.search?.trim() ? q.search.trim() : null,
      category: q.category,
      subCategory: q.sub_category,
      minPrice: q.min_price,
      maxPrice: q.max_price,
      sizes: q.size,
      colors: q.color,
      sort: q.sort ?? null,
      page: q.page,
      limit: q.limit,
      flags: {
        hotDeal: q.hot_deal,
        bestSeller: q.best_seller,
        newArrival: q.new_arrival,
        collection: q.collection,
      },
    };
    const body = await cache.listing.getOrLoad(listingKey(query), async () => {
      const result = await listProducts({ db: app.db }, query);
      return JSON.stringify(
        ok(result.items.length > 0 ? 'Products' : 'No products found', result.items, {
          pagination: result.pagination,
          price_data: result.priceData,
        }),
      );
    });
    return sendJson(reply, body);
  });

  app.get('/website/product/filters', async (request) => {
    const q = parseInput(filtersQuery, request.query);
    return ok('Product filters', await getProductFilters({ db: app.db }, { category: q.category }));
  });

  app.get('/website/product/search/:text', async (request, reply) => {
    const { text } = parseInput(searchParams, request.params);
    const body = await cache.suggestions.getOrLoad(normalizeSearchText(text), async () => {
      const suggestions = await suggest({ db: app.db }, text);
      return JSON.stringify(
        ok(suggestions.length > 0 ? 'Suggestions' : 'No Results Found', suggestions),
      );
    });
    return sendJson(reply, body);
  });

  app.get('/website/product/:id', async (request, reply) => {
    const { id } = parseInput(detailParams, request.params);
    const body = await cache.detail.getOrLoad(String(id), async () =>
      JSON.stringify(ok('Product', await getProductDetailOrThrow({ db: app.db }, id))),
    );
    return sendJson(reply, body);
  });
};

export default productRoutes;
