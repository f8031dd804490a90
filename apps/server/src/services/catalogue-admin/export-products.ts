import { Readable } from 'node:stream';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ProductSizeStock } from '@kesariya/shared';
import type { AdminProductListQuery } from '@kesariya/shared/catalogue-admin-schemas';
import { CATALOGUE_CSV_COLUMNS, toRupees } from '@kesariya/shared';
import { categories, productSizes, products } from '../../db/schema';
import { parseJsonArray } from '../../mappers/product';
import type { ServiceContext } from '../context';
import { csvLine, sizesCell } from './product-csv';
import { productConditions } from './product-list';

/** Rows read per query: the export holds one batch in memory, whatever the catalogue's size. */
const BATCH = 500;
const PRODUCT_ID = sql.raw('"products"."id"');
const yn = (flag: boolean) => (flag ? 'Y' : 'N');

/**
 * The products matching the list's filters as CSV, one row per product in id order, read in
 * batches by id so a catalogue of any size streams in constant memory.
 */
export function exportProductsCsv(
  ctx: ServiceContext,
  filters: Omit<AdminProductListQuery, 'sort' | 'dir' | 'page' | 'limit'>,
): Readable {
  async function* lines() {
    // A byte-order mark, so spreadsheets read the file as UTF-8.
    yield `\uFEFF${csvLine([...CATALOGUE_CSV_COLUMNS])}`;
    let after = 0;
    for (;;) {
      const rows = await ctx.db
        .select({
          product: products,
          category: categories.slug,
          sizes: sql<unknown>`(select coalesce(json_agg(json_build_object('size', ps.size, 'stock', ps.stock) order by ps.position, ps.id), '[]'::json) from ${productSizes} ps where ps.product_id = ${PRODUCT_ID})`,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(productConditions(filters), gt(products.id, after)))
        .orderBy(asc(products.id))
        .limit(BATCH);
      if (rows.length === 0) return;
      let chunk = '';
      for (const { product: p, category, sizes } of rows) {
        const stock = sizesCell(parseJsonArray<ProductSizeStock>(sizes));
        const cells: Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string | number> = {
          sku: p.sku,
          name: p.name,
          category,
          price: toRupees(p.pricePaise),
          mrp: toRupees(p.mrpPaise),
          status: p.status,
          sizes: stock,
          // What the import measures the file's changes against (docs/operations.md, Catalogue CSV).
          stock_seen: stock,
          garment_type: p.garmentType ?? '',
          fabric: p.fabric,
          color: p.color,
          color_family: p.colorFamily,
          occasion: p.occasion,
          care: p.care,
          description: p.description,
          hot_deal: yn(p.isHotDeal),
          best_seller: yn(p.isBestSeller),
          new_arrival: yn(p.isNewArrival),
          collection: yn(p.isCollection),
        };
        chunk += csvLine(CATALOGUE_CSV_COLUMNS.map((column) => cells[column]));
      }
      yield chunk;
      after = rows[rows.length - 1]!.product.id;
      if (rows.length < BATCH) return;
    }
  }
  return Readable.from(lines());
}
