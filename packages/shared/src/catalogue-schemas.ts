// Imported as @kesariya/shared/catalogue-schemas, not from the index: the web bundle must not pull in zod.
/** Requests of the catalogue and content calls: products, categories and policy pages. */
import { z } from 'zod';
import { PRODUCT_PAGE_LIMIT_DEFAULT, PRODUCT_PAGE_LIMIT_MAX, PRODUCT_SORTS } from './constants';
import {
  choiceParam,
  countParam,
  flagParam,
  idParam,
  listParam,
  optionalIdParam,
  rupeesParam,
  sortByParam,
  sortOrderParam,
  textParam,
} from './request-fields';

export const productListQuery = z
  .object({
    search: textParam('search', 100),
    category: optionalIdParam('category'),
    sub_category: optionalIdParam('sub_category'),
    min_price: rupeesParam('min_price'),
    max_price: rupeesParam('max_price'),
    size: listParam('size must be a size or a comma-separated list of sizes'),
    color: listParam('color must be a colour or a comma-separated list of colours'),
    sort: choiceParam(PRODUCT_SORTS, `sort must be one of: ${PRODUCT_SORTS.join(', ')}`),
    page: countParam('page', 100_000, 1),
    limit: countParam('limit', PRODUCT_PAGE_LIMIT_MAX, PRODUCT_PAGE_LIMIT_DEFAULT),
    hot_deal: flagParam('hot_deal'),
    best_seller: flagParam('best_seller'),
    new_arrival: flagParam('new_arrival'),
    collection: flagParam('collection'),
  })
  .refine((q) => q.min_price === null || q.max_price === null || q.min_price <= q.max_price, {
    error: 'min_price must not be more than max_price',
    path: ['min_price'],
  });

export const productFiltersQuery = z.object({ category: optionalIdParam('category') });
export const productParams = z.object({ id: idParam('id') });
export const productSearchParams = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: 'text is required' })
    .max(100, { error: 'text must be at most 100 characters' }),
});

const CATEGORY_FILTERS = ['parent', 'id', 'slug', 'status'] as const;

/** A category filter, its value read as the type its parameter needs. */
type CategoryFilter =
  | { parameter: 'parent' | 'id'; value: number }
  | { parameter: 'slug'; value: string }
  | { parameter: 'status'; value: 'Y' | 'N' };

function toCategoryFilter(
  parameter: (typeof CATEGORY_FILTERS)[number],
  value: string,
): CategoryFilter | string {
  switch (parameter) {
    case 'parent':
    case 'id':
      return /^[0-9]{1,10}$/.test(value) && Number(value) <= 2_147_483_647
        ? { parameter, value: Number(value) }
        : `filter_value must be a whole number for ${parameter}`;
    case 'slug':
      return { parameter, value: value.toLowerCase() };
    case 'status':
      return value === 'Y' || value === 'N'
        ? { parameter, value }
        : 'filter_value must be Y or N for status';
  }
}

export const categoryQuery = z
  .object({
    sortBy: sortByParam(['id', 'title', 'sort_order'] as const, 'sort_order'),
    order: sortOrderParam('ASC'),
    filter_parameter: choiceParam(
      CATEGORY_FILTERS,
      'filter_parameter must be one of: parent, id, slug, status',
    ),
    filter_value: textParam('filter_value', 120),
  })
  .transform(({ filter_parameter, filter_value, ...sort }, ctx) => {
    if (!filter_parameter) return { ...sort, filter: null };
    const value = filter_value?.trim() ?? '';
    const filter =
      value === ''
        ? 'filter_value is required with filter_parameter'
        : toCategoryFilter(filter_parameter, value);
    if (typeof filter === 'string') {
      ctx.addIssue({ code: 'custom', message: filter, path: ['filter_value'] });
      return z.NEVER;
    }
    return { ...sort, filter };
  });

export const pageListQuery = z.object({
  sortBy: sortByParam(['id', 'title', 'slug'] as const, 'id'),
  // Policy list order is by id descending (docs/decisions/api-and-validation.md, Business
  // constants).
  order: sortOrderParam('DESC'),
});

export const pageIdParams = z.object({ id: idParam('id') });
export const pageSlugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: 'slug must be lower-case words joined by hyphens',
    })
    .max(120),
});
