import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminProductListQuery } from '@kesariya/shared/catalogue-admin-schemas';
import type {
  AdminProductSummary,
  Pagination,
  ProductFlag,
  ProductSizeStock,
} from '@kesariya/shared';
import { LOW_STOCK_AT, stockStateOf, toRupees } from '@kesariya/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { categories, productImages, productSizes, products } from '../../db/schema';
import { paginationOf } from '../../lib/pagination';
import { parseJsonArray } from '../../mappers/product';
import { productImage } from '../../media/urls';
import type { ServiceContext } from '../context';

/** Qualified, so the correlated sub-queries bind to the outer product (see services/products.ts). */
const PRODUCT_ID = sql.raw('"products"."id"');

export const totalStock = sql<number>`(select coalesce(sum(ps.stock), 0)::int from ${productSizes} ps where ps.product_id = ${PRODUCT_ID})`;

/** LIKE treats % and _ as wildcards: a search for them means the characters themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const FLAG_COLUMNS: Record<ProductFlag, AnyPgColumn> = {
  hot_deal: products.isHotDeal,
  best_seller: products.isBestSeller,
  new_arrival: products.isNewArrival,
  collection: products.isCollection,
};

/** The list's filters; the CSV export reads the same. */
export function productConditions(
  query: Omit<AdminProductListQuery, 'sort' | 'dir' | 'page' | 'limit'>,
): SQL | undefined {
  return and(
    query.search
      ? or(
          ilike(products.name, likeText(query.search)),
          ilike(products.sku, likeText(query.search)),
        )
      : undefined,
    // A top-level category holds its sub-categories' products too, as on the storefront.
    query.category
      ? sql`${products.categoryId} in (select id from ${categories} where id = ${query.category} or parent_id = ${query.category})`
      : undefined,
    query.status ? eq(products.status, query.status) : undefined,
    query.flag ? eq(FLAG_COLUMNS[query.flag], true) : undefined,
    query.stock === 'out' ? sql`${totalStock} = 0` : undefined,
    query.stock === 'low' ? sql`${totalStock} between 1 and ${LOW_STOCK_AT}` : undefined,
    query.stock === 'in' ? sql`${totalStock} > ${LOW_STOCK_AT}` : undefined,
  );
}

function ordering(query: AdminProductListQuery): SQL[] {
  const column = {
    created: sql`${products.createdAt}`,
    name: sql`${products.name}`,
    price: sql`${products.pricePaise}`,
    stock: totalStock,
  }[query.sort];
  const direction = query.dir === 'asc' ? asc : desc;
  return [direction(column), direction(products.id)];
}

/** The back office's product list: searched, filtered, sorted and paged by the database. */
export async function listAdminProducts(
  ctx: ServiceContext,
  query: AdminProductListQuery,
): Promise<{ items: AdminProductSummary[]; pagination: Pagination }> {
  const where = productConditions(query);
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(products).where(where),
    ctx.db
      .select({
        product: products,
        categoryTitle: categories.title,
        totalStock,
        sizes: sql<unknown>`(select coalesce(json_agg(json_build_object('size', ps.size, 'stock', ps.stock) order by ps.position, ps.id), '[]'::json) from ${productSizes} ps where ps.product_id = ${PRODUCT_ID})`,
        imagePosition: sql<
          number | null
        >`(select min(pi.position) from ${productImages} pi where pi.product_id = ${PRODUCT_ID})`,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...ordering(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  return {
    items: rows.map(({ product: p, categoryTitle, totalStock: stock, sizes, imagePosition }) => ({
      id: p.id,
      name: p.name,
      sku: p.sku,
      category_id: p.categoryId,
      category_title: categoryTitle,
      price: toRupees(p.pricePaise),
      mrp: toRupees(p.mrpPaise),
      status: p.status,
      flags: {
        hot_deal: p.isHotDeal,
        best_seller: p.isBestSeller,
        new_arrival: p.isNewArrival,
        collection: p.isCollection,
      },
      sizes: parseJsonArray<ProductSizeStock>(sizes),
      total_stock: Number(stock),
      stock_state: stockStateOf(Number(stock)),
      image: imagePosition === null ? null : productImage(p.id, Number(imagePosition), p.name),
      created_at: p.createdAt.toISOString(),
    })),
    pagination: paginationOf(query, Number(total?.n ?? 0)),
  };
}
