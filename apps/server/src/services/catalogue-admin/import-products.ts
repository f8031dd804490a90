import { isDeepStrictEqual } from 'node:util';
import { inArray } from 'drizzle-orm';
import type { CatalogueImportReport } from '@kesariya/shared';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_OPTIONAL_COLUMNS,
  CATALOGUE_IMPORT_MAX_ROWS,
  PRODUCT_STOCK_MAX,
  stockEntry,
} from '@kesariya/shared';
import { productBody, type ProductInput } from '@kesariya/shared/catalogue-admin-schemas';
import { catalogueChanged } from '../../cache/catalogue-changes';
import { categories, products } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { fieldMessages } from '../../lib/field-errors';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';
import { cellValue, parseCsv, parseSizesCell } from './product-csv';
import { productSnapshot } from './product-detail';
import { writeProduct } from './save-product';

type Column = (typeof CATALOGUE_CSV_COLUMNS)[number];

interface ReadRow {
  row: number;
  sku: string;
  input?: ProductInput;
  /** Each size's stock at the export, from the `stock_seen` cell. */
  seen: Map<string, number>;
  reasons: string[];
}

/** The file's header must name every column (in any order): a missing one would blank a field. */
function columnsOf(header: string[]): Map<Column, number> | Refusal {
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = CATALOGUE_CSV_COLUMNS.filter(
    (column) => !names.includes(column) && !CATALOGUE_CSV_OPTIONAL_COLUMNS.includes(column),
  );
  if (missing.length > 0)
    return refuse(
      'invalid_input',
      `file: the header lacks the columns ${missing.join(', ')}`,
      'file',
    );
  return new Map(CATALOGUE_CSV_COLUMNS.map((column) => [column, names.indexOf(column)]));
}

/** The `stock_seen` cell (`S:4|M:0`) by size, or the reason it cannot be read. */
function seenStock(cell: string): Map<string, number> | string {
  const seen = new Map<string, number>();
  for (const { size, stock } of parseSizesCell(cell)) {
    const count = Number(stock);
    if (!/^[0-9]+$/.test(stock) || count > PRODUCT_STOCK_MAX)
      return `stock_seen: ${size}:${stock} is not a size with its stock, such as M:4`;
    seen.set(size, count);
  }
  return seen;
}

/** One data row through the product form's own rules; `row` counts the header as row 1. */
function readRow(
  cells: string[],
  row: number,
  columns: Map<Column, number>,
  categoryIds: Map<string, number>,
): ReadRow {
  const cell = (column: Column) =>
    columns.get(column)! < 0 ? '' : cellValue((cells[columns.get(column)!] ?? '').trim());
  const sku = cell('sku').toUpperCase();
  const slug = cell('category').toLowerCase();
  const categoryId = categoryIds.get(slug);
  const parsed = productBody.safeParse({
    sku,
    name: cell('name'),
    category_id: categoryId ?? '',
    price: cell('price'),
    mrp: cell('mrp'),
    status: cell('status'),
    sizes: parseSizesCell(cell('sizes')),
    garment_type: cell('garment_type'),
    fabric: cell('fabric'),
    color: cell('color'),
    color_family: cell('color_family'),
    occasion: cell('occasion'),
    care: cell('care'),
    description: cell('description'),
    is_hot_deal: cell('hot_deal').replace(/^y$/i, 'yes').replace(/^n$/i, 'no'),
    is_best_seller: cell('best_seller').replace(/^y$/i, 'yes').replace(/^n$/i, 'no'),
    is_new_arrival: cell('new_arrival').replace(/^y$/i, 'yes').replace(/^n$/i, 'no'),
    is_collection: cell('collection').replace(/^y$/i, 'yes').replace(/^n$/i, 'no'),
  });
  const fields = parsed.success ? {} : fieldMessages(parsed.error);
  if (categoryId === undefined) delete fields.category_id;
  const seen = seenStock(cell('stock_seen'));
  const reasons = [
    ...(categoryId === undefined
      ? [slug ? `No category has the slug ${slug}` : 'category is required']
      : []),
    ...Object.values(fields),
    ...(typeof seen === 'string' ? [seen] : []),
  ];
  return parsed.success && reasons.length === 0 && typeof seen !== 'string'
    ? { row, sku, input: parsed.data, seen, reasons }
    : { row, sku, seen: new Map(), reasons };
}

/**
 * Creates or updates products from a CSV file, by SKU. Every row is held to the product form's
 * rules; good rows are kept, each bad one is reported with its row number and reasons. The good
 * rows are written in one transaction, each in its own savepoint, so a row the database refuses
 * is reported too without undoing the others. Each product the file changed gets its own audit
 * entry with its state before and after, and one more entry records the counts.
 */
export async function importProducts(
  ctx: ServiceContext,
  actor: AuditActor,
  text: string,
): Promise<CatalogueImportReport | Refusal> {
  const [header, ...data] = parseCsv(text);
  if (!header) return refuse('invalid_input', 'file: the file is empty', 'file');
  const columns = columnsOf(header);
  if (!(columns instanceof Map)) return columns;
  if (data.length > CATALOGUE_IMPORT_MAX_ROWS)
    return refuse(
      'invalid_input',
      `file: at most ${CATALOGUE_IMPORT_MAX_ROWS} products per file; split it and import each part`,
      'file',
    );

  const categoryRows = await ctx.db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories);
  const categoryIds = new Map(categoryRows.map((c) => [c.slug.toLowerCase(), c.id]));
  const read = data.map((cells, index) => readRow(cells, index + 2, columns, categoryIds));

  const firstRowOf = new Map<string, number>();
  for (const entry of read) {
    if (!entry.sku) continue;
    const first = firstRowOf.get(entry.sku);
    if (first === undefined) firstRowOf.set(entry.sku, entry.row);
    else {
      entry.reasons.push(`SKU ${entry.sku} is already in row ${first} of this file`);
      delete entry.input;
    }
  }

  const report: CatalogueImportReport = { created: 0, updated: 0, rejected: [] };
  const good = read.filter((entry) => entry.input);
  await ctx.db.transaction(async (tx) => {
    const existing = new Map<string, number>();
    const skus = good.map((entry) => entry.sku);
    for (let i = 0; i < skus.length; i += 1000) {
      const rows = await tx
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(inArray(products.sku, skus.slice(i, i + 1000)));
      for (const row of rows) existing.set(row.sku, row.id);
    }
    for (const entry of good) {
      const id = existing.get(entry.sku) ?? null;
      // A size's stock moves by what the file changed since its export, so sales made in
      // between stand (docs/operations.md, Catalogue CSV).
      const input: ProductInput =
        id === null
          ? entry.input!
          : {
              ...entry.input!,
              sizes: entry.input!.sizes.map((s) =>
                stockEntry(s.size, s.stock!, entry.seen.get(s.size)),
              ),
            };
      try {
        const written = await tx.transaction(async (row) => {
          const before = id === null ? null : await productSnapshot({ db: row }, id);
          const productId = await writeProduct(row, input, id);
          if (typeof productId !== 'number') return productId;
          const after = await productSnapshot({ db: row }, productId);
          if (!isDeepStrictEqual(before, after))
            await recordChange({ db: row }, actor, {
              action: id === null ? 'product.create' : 'product.update',
              targetType: 'product',
              targetId: productId,
              before,
              after,
            });
          return productId;
        });
        if (typeof written === 'number') {
          if (id === null) report.created++;
          else report.updated++;
        } else {
          entry.reasons.push(written ? written.message : 'The product was removed meanwhile');
        }
      } catch {
        entry.reasons.push('The database refused this row; check its values');
      }
    }
    for (const entry of read) {
      if (entry.reasons.length > 0)
        report.rejected.push({ row: entry.row, sku: entry.sku, reasons: entry.reasons });
    }
    await recordChange({ db: tx }, actor, {
      action: 'catalogue.import',
      targetType: 'catalogue',
      targetId: 'products',
      before: null,
      after: {
        rows: read.length,
        created: report.created,
        updated: report.updated,
        rejected: report.rejected.length,
      },
    });
  });
  if (report.created + report.updated > 0) catalogueChanged(ctx);
  return report;
}
