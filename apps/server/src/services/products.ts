import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  Pagination,
  PriceData,
  ProductCard,
  ProductDetail,
  ProductFilters,
  ProductSort,
} from '@kesariya/shared';
import { SIZES, toRupees } from '@kesariya/shared';
import { categories, productImages, productSizes, products } from '../db/schema';
import { AppError } from '../errors';
import { toProductCard, type ProductCardRow } from '../mappers/product';
import { productImage } from '../media/urls';
import type { ServiceContext } from './context';
import { normalizeSearchText, prefixTsQuery, tsQuery } from './product-search-terms';
import { audienceOf, sizeChartFor } from './size-chart';

export interface ProductQuery {
  search: string | null;
  category: number | null;
  subCategory: number | null;
  /** Paise, inclusive. */
  minPrice: number | null;
  maxPrice: number | null;
  sizes: string[];
  colors: string[];
  sort: ProductSort | null;
  page: number;
  limit: number;
  flags: { hotDeal: boolean; bestSeller: boolean; newArrival: boolean; collection: boolean };
}

export interface ProductPage {
  items: ProductCard[];
  pagination: Pagination;
  priceData: PriceData;
}

/** Trigram word similarity above which a word counts as a (possibly misspelt) match. */
const WORD_MATCH = 0.5;

/**
 * Qualified outer references for correlated sub-queries. Drizzle renders a column in a select list
 * unqualified ("id"), which inside a sub-query would silently bind to the sub-query's own table.
 */
const OUTER = { id: sql.raw('"products"."id"'), categoryId: sql.raw('"products"."category_id"') };

/** The columns of a product card; sizes and the first image come from correlated sub-queries. */
const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  pricePaise: products.pricePaise,
  mrpPaise: products.mrpPaise,
  categoryId: products.categoryId,
  color: products.color,
  isHotDeal: products.isHotDeal,
  isBestSeller: products.isBestSeller,
  isNewArrival: products.isNewArrival,
  isCollection: products.isCollection,
  sizes: sql<unknown>`(select coalesce(json_agg(json_build_object('size', ps.size, 'stock', ps.stock) order by ps.position, ps.id), '[]'::json) from ${productSizes} ps where ps.product_id = ${OUTER.id})`,
  imagePosition: sql<
    number | null
  >`(select min(pi.position) from ${productImages} pi where pi.product_id = ${OUTER.id})`,
};

/**
 * Products a shopper can see: active, in an active category whose parent (if any) is active too.
 * The visible categories are listed once per query (an uncorrelated array), not joined per product:
 * the count and price bounds over a large catalogue read every matching product.
 */
function visible(): SQL {
  return sql`${products.status} = 'Y' and ${products.categoryId} = any(array(
    select c.id from ${categories} c left join ${categories} cp on cp.id = c.parent_id
    where c.status = 'Y' and (cp.id is null or cp.status = 'Y')))`;
}

/** Matches the search text by full text (prefixes) or by trigram similarity (typos). */
function searchCondition(text: string): SQL | null {
  const prefix = prefixTsQuery(text);
  if (!prefix) return null;
  const q = normalizeSearchText(text);
  return sql`(${products.search} @@ ${tsQuery(prefix)}
    or word_similarity(${q}, ${products.name}) >= ${WORD_MATCH}
    or word_similarity(${q}, ${products.color} || ' ' || ${products.colorFamily}) >= ${WORD_MATCH}
    or word_similarity(${q}, ${products.fabric}) >= ${WORD_MATCH}
    or exists (select 1 from ${categories} sc left join ${categories} scp on scp.id = sc.parent_id
      where sc.id = ${OUTER.categoryId}
        and (word_similarity(${q}, sc.title) >= ${WORD_MATCH} or word_similarity(${q}, coalesce(scp.title, '')) >= ${WORD_MATCH})))`;
}

function relevance(text: string): SQL {
  const prefix = prefixTsQuery(text) ?? '';
  const q = normalizeSearchText(text);
  return sql`(ts_rank(${products.search}, ${tsQuery(prefix)}) + word_similarity(${q}, ${products.name}))`;
}

function orderFor(sort: ProductSort, search: string | null): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'popularity':
      return [desc(products.popularity), desc(products.id)];
    case 'price_asc':
      return [asc(products.pricePaise), asc(products.id)];
    case 'price_desc':
      return [desc(products.pricePaise), desc(products.id)];
    case 'discount':
      return [
        sql`(${products.mrpPaise} - ${products.pricePaise})::float8 / nullif(${products.mrpPaise}, 0) desc nulls last`,
        desc(products.id),
      ];
    case 'relevance':
      return search
        ? [sql`${relevance(search)} desc`, desc(products.popularity), desc(products.id)]
        : [desc(products.popularity), desc(products.id)];
  }
}

/** Conditions of the query except the price range (price_data describes the set before it). */
function filterConditions(query: ProductQuery): SQL[] {
  const conditions: SQL[] = [visible()];
  if (query.search) {
    const condition = searchCondition(query.search);
    if (condition) conditions.push(condition);
  }
  // A top-level category includes the products of its sub-categories.
  if (query.category !== null) {
    conditions.push(
      sql`${products.categoryId} in (select id from ${categories} where id = ${query.category} or parent_id = ${query.category})`,
    );
  }
  if (query.subCategory !== null) conditions.push(eq(products.categoryId, query.subCategory));
  // Size filter: products that offer one of the sizes with stock left (a sold-out size is no match).
  if (query.sizes.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${productSizes} fs where fs.product_id = ${OUTER.id} and fs.stock > 0 and fs.size in ${query.sizes})`,
    );
  }
  if (query.colors.length > 0) {
    conditions.push(
      inArray(
        sql`lower(${products.colorFamily})`,
        query.colors.map((c) => c.toLowerCase()),
      ),
    );
  }
  if (query.flags.hotDeal) conditions.push(eq(products.isHotDeal, true));
  if (query.flags.bestSeller) conditions.push(eq(products.isBestSeller, true));
  if (query.flags.newArrival) conditions.push(eq(products.isNewArrival, true));
  if (query.flags.collection) conditions.push(eq(products.isCollection, true));
  return conditions;
}

function priceConditions(query: ProductQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.minPrice !== null) conditions.push(sql`${products.pricePaise} >= ${query.minPrice}`);
  if (query.maxPrice !== null) conditions.push(sql`${products.pricePaise} <= ${query.maxPrice}`);
  return conditions;
}

/** One page of the listing plus its pagination and the price bounds of the matching set. */
export async function listProducts(ctx: ServiceContext, query: ProductQuery): Promise<ProductPage> {
  const base = filterConditions(query);
  const price = priceConditions(query);
  const priceFilter = price.length > 0 ? and(...price)! : sql`true`;
  const sort = query.sort ?? (query.search ? 'relevance' : 'popularity');
  const offset = (query.page - 1) * query.limit;

  // One query for the counts and price bounds, one for the page; they run side by side on PostgreSQL.
  const [summaryRows, rows] = await Promise.all([
    ctx.db
      .select({
        total: sql<number>`(count(*) filter (where ${priceFilter}))::int`,
        minPrice: sql<number | null>`min(${products.pricePaise})`,
        maxPrice: sql<number | null>`max(${products.pricePaise})`,
      })
      .from(products)
      .where(and(...base)),
    ctx.db
      .select(cardColumns)
      .from(products)
      .where(and(...base, ...price))
      .orderBy(...orderFor(sort, query.search))
      .limit(query.limit)
      .offset(offset),
  ]);
  const summary = summaryRows[0];
  const total = Number(summary?.total ?? 0);
  return {
    items: rows.map((row) => toProductCard(row as ProductCardRow)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      total_pages: Math.ceil(total / query.limit),
    },
    priceData: {
      min_price: summary?.minPrice == null ? 0 : toRupees(Number(summary.minPrice)),
      max_price: summary?.maxPrice == null ? 0 : toRupees(Number(summary.maxPrice)),
    },
  };
}

/** The product page: card fields, all images, sizes, size chart, breadcrumbs and related products. */
export async function getProductDetailOrThrow(
  ctx: ServiceContext,
  id: number,
): Promise<ProductDetail> {
  const [row] = await ctx.db
    .select({
      ...cardColumns,
      description: products.description,
      fabric: products.fabric,
      care: products.care,
      occasion: products.occasion,
      garmentType: products.garmentType,
      colorFamily: products.colorFamily,
      sku: products.sku,
      categoryTitle: categories.title,
      categoryParentId: categories.parentId,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), visible()))
    .limit(1);
  if (!row) throw AppError.notFound('Product not found');

  const [images, parent, related] = await Promise.all([
    ctx.db
      .select({
        position: productImages.position,
        alt: productImages.alt,
      })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position)),
    row.categoryParentId === null
      ? Promise.resolve([])
      : ctx.db
          .select({ id: categories.id, title: categories.title })
          .from(categories)
          .where(eq(categories.id, row.categoryParentId))
          .limit(1),
    ctx.db
      .select(cardColumns)
      .from(products)
      .where(and(eq(products.categoryId, row.categoryId), sql`${products.id} <> ${id}`, visible()))
      .orderBy(desc(products.popularity), desc(products.id))
      .limit(8),
  ]);

  const card = toProductCard(row as ProductCardRow);
  const breadcrumbs = [...parent, { id: row.categoryId, title: row.categoryTitle }];
  const audience = audienceOf(
    row.garmentType,
    breadcrumbs.map((b) => b.title),
  );
  return {
    ...card,
    description: row.description,
    fabric: row.fabric,
    care: row.care,
    occasion: row.occasion,
    color_family: row.colorFamily,
    sku: row.sku,
    category_title: row.categoryTitle,
    images: images.map((image) => productImage(id, image.position, image.alt || row.name)),
    size_chart: sizeChartFor(
      row.garmentType,
      card.sizes.map((s) => s.size),
      audience,
    ),
    breadcrumbs,
    related: related.map((r) => toProductCard(r as ProductCardRow)),
  };
}

/** Colour families and sizes on offer (optionally within a category), for the listing filters. */
export async function getProductFilters(
  ctx: ServiceContext,
  options: { category: number | null },
): Promise<ProductFilters> {
  const conditions: SQL[] = [visible()];
  if (options.category !== null) {
    conditions.push(
      sql`${products.categoryId} in (select id from ${categories} where id = ${options.category} or parent_id = ${options.category})`,
    );
  }
  const where = and(...conditions);
  const [colors, sizes, bounds] = await Promise.all([
    ctx.db
      .select({ name: products.colorFamily, count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(where, sql`${products.colorFamily} <> ''`))
      .groupBy(products.colorFamily)
      .orderBy(asc(products.colorFamily)),
    ctx.db
      .select({ size: productSizes.size, count: sql<number>`count(distinct ${products.id})::int` })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(and(where, sql`${productSizes.stock} > 0`))
      .groupBy(productSizes.size),
    ctx.db
      .select({
        min: sql<number | null>`min(${products.pricePaise})`,
        max: sql<number | null>`max(${products.pricePaise})`,
      })
      .from(products)
      .where(where),
  ]);
  const order = (size: string) => {
    const index = (SIZES as readonly string[]).indexOf(size);
    return index < 0 ? SIZES.length : index;
  };
  return {
    colors: colors.map((c) => ({ name: c.name, count: Number(c.count) })),
    sizes: sizes
      .map((s) => ({ size: s.size, count: Number(s.count) }))
      .sort((a, b) => order(a.size) - order(b.size) || a.size.localeCompare(b.size)),
    price: {
      min_price: bounds[0]?.min == null ? 0 : toRupees(Number(bounds[0].min)),
      max_price: bounds[0]?.max == null ? 0 : toRupees(Number(bounds[0].max)),
    },
  };
}
