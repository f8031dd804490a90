import type { FastifyReply } from 'fastify';
import {
  productFiltersQuery,
  productListQuery,
  productParams,
  productSearchParams,
} from '@kesariya/shared/catalogue-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import {
  getProductDetailOrThrow,
  getProductFilters,
  listProducts,
  type ProductQuery,
} from '../../services/products';
import { normalizeSearchText } from '../../catalogue-index/words';
import { suggest } from '../../services/search-suggestions';

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
 * Listing and suggestions are answered from the catalogue index; listing, suggestion and detail
 * answers are cached until stock or the catalogue changes.
 */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.catalogueCache;

  app.get(
    '/website/product',
    { schema: { querystring: productListQuery } },
    async (request, reply) => {
      const q = request.query;
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
        const result = listProducts(await cache.index.get(), query);
        return JSON.stringify(
          ok(result.items.length > 0 ? 'Products' : 'No products found', result.items, {
            pagination: result.pagination,
            price_data: result.priceData,
          }),
        );
      });
      return sendJson(reply, body);
    },
  );

  app.get(
    '/website/product/filters',
    { schema: { querystring: productFiltersQuery } },
    async (request) => {
      const { category } = request.query;
      return ok('Product filters', getProductFilters(await cache.index.get(), { category }));
    },
  );

  app.get(
    '/website/product/search/:text',
    { schema: { params: productSearchParams } },
    async (request, reply) => {
      const { text } = request.params;
      const body = await cache.suggestions.getOrLoad(normalizeSearchText(text), async () => {
        const suggestions = suggest(await cache.index.get(), text);
        return JSON.stringify(
          ok(suggestions.length > 0 ? 'Suggestions' : 'No Results Found', suggestions),
        );
      });
      return sendJson(reply, body);
    },
  );

  app.get('/website/product/:id', { schema: { params: productParams } }, async (request, reply) => {
    const { id } = request.params;
    const body = await cache.detail.getOrLoad(String(id), async () =>
      JSON.stringify(ok('Product', await getProductDetailOrThrow({ db: app.db }, id))),
    );
    return sendJson(reply, body);
  });
};

export default productRoutes;
