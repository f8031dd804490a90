import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  Pagination,
  PriceData,
  ProductCard,
  ProductDetail,
  ProductFilters,
  ProductSort,
} from '@kesariya/shared';
import { SIZES, toRupees } from '@kesariya/shared';
import type { CatalogueIndex, ListingFlag } from '../catalogue-index/catalogue-index';
import { cardFields, type ProductCardRow } from '../db/product-card';
import { categories, productImages, productSizes, products } from '../db/schema';
import { visibleProducts } from '../db/visible-products';
import { AppError } from '../errors';
import { toProductCard } from '../mappers/product';
import { productImage } from '../media/urls';
import type { ServiceContext } from './context';
import { productReviewsOf } from './reviews/product-reviews';
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

/**
 * Qualified outer references for correlated sub-queries. Drizzle renders a column in a select list
 * unqualified ("id"), which inside a sub-query would silently bind to the sub-query's own table.
 */
const OUTER = { id: sql.raw('"products"."id"'), categoryId: sql.raw('"products"."category_id"') };

/** The columns of a product card; sizes and the first image come from correlated sub-queries. */
const cardColumns = {
  ...cardFields,
  sizes: sql<unknown>`(select coalesce(json_agg(json_build_object('size', ps.size, 'stock', ps.stock) order by ps.position, ps.id), '[]'::json) from ${productSizes} ps where ps.product_id = ${OUTER.id})`,
  imagePosition: sql<
    number | null
  >`(select min(pi.position) from ${productImages} pi where pi.product_id = ${OUTER.id})`,
};

/** One page of the listing plus its pagination and the price bounds of the matching set. */
export function listProducts(index: CatalogueIndex, query: ProductQuery): ProductPage {
  const flags = (Object.keys(FLAG_FIELDS) as (keyof ProductQuery['flags'])[])
    .filter((flag) => query.flags[flag])
    .map((flag) => FLAG_FIELDS[flag]);
  const page = index.list({
    search: query.search,
    category: query.category,
    subCategory: query.subCategory,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    sizes: query.sizes,
    colors: query.colors,
    flags,
    sort: query.sort ?? (query.search ? 'relevance' : 'popularity'),
    page: query.page,
    limit: query.limit,
  });
  return {
    items: page.items.map(toProductCard),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: page.total,
      total_pages: Math.ceil(page.total / query.limit),
    },
    priceData: {
      min_price: page.minPricePaise === null ? 0 : toRupees(page.minPricePaise),
      max_price: page.maxPricePaise === null ? 0 : toRupees(page.maxPricePaise),
    },
  };
}

const FLAG_FIELDS = {
  hotDeal: 'isHotDeal',
  bestSeller: 'isBestSeller',
  newArrival: 'isNewArrival',
  collection: 'isCollection',
} as const satisfies Record<keyof ProductQuery['flags'], ListingFlag>;

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
    .where(and(eq(products.id, id), visibleProducts()))
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
      .where(
        and(
          eq(products.categoryId, row.categoryId),
          sql`${products.id} <> ${id}`,
          visibleProducts(),
        ),
      )
      .orderBy(desc(products.popularity), desc(products.id))
      .limit(8),
  ]);

  const card = toProductCard(row as ProductCardRow);
  const reviewed = await productReviewsOf(ctx, id);
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
    ...(reviewed ?? { rating: null, fit_summary: null, top_reviews: [] }),
  };
}

/** Colour families and sizes on offer (optionally within a category), for the listing filters. */
export function getProductFilters(
  index: CatalogueIndex,
  options: { category: number | null },
): ProductFilters {
  const choices = index.filterChoices(options.category);
  const order = (size: string) => {
    const index = (SIZES as readonly string[]).indexOf(size);
    return index < 0 ? SIZES.length : index;
  };
  return {
    colors: choices.colors,
    sizes: [...choices.sizes].sort(
      (a, b) => order(a.size) - order(b.size) || a.size.localeCompare(b.size),
    ),
    price: {
      min_price: choices.minPricePaise === null ? 0 : toRupees(choices.minPricePaise),
      max_price: choices.maxPricePaise === null ? 0 : toRupees(choices.maxPricePaise),
    },
  };
}
