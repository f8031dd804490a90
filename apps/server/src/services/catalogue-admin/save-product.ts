import { randomBytes } from 'node:crypto';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { PRODUCT_STOCK_MAX } from '@kesariya/shared';
import type { ProductInput } from '@kesariya/shared/catalogue-admin-schemas';
import { catalogueChanged } from '../../cache/catalogue-changes';
import type { Db } from '../../db/client';
import { categories, productSizes, products } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';
import { productSnapshot } from './product-detail';
import { productValues } from './product-values';
import { isUniqueViolation } from './unique-violation';

export const skuTaken = (sku: string, name: string) =>
  refuse('conflict', `SKU ${sku} is already used by ${name}`, 'sku');

/** The refusals a product's references can meet: its category missing, its SKU another's. */
async function checkReferences(
  tx: Db,
  input: ProductInput,
  id: number | null,
): Promise<Refusal | null> {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.category_id))
    .limit(1);
  if (!category) return refuse('invalid_input', 'Choose a category that exists', 'category_id');
  if (input.sku === undefined) return null;
  const [other] = await tx
    .select({ name: products.name })
    .from(products)
    .where(
      id === null
        ? eq(products.sku, input.sku)
        : and(eq(products.sku, input.sku), ne(products.id, id)),
    )
    .limit(1);
  return other ? skuTaken(input.sku, other.name) : null;
}

/** Letters and digits that cannot be misread for one another on a label (no I, L, O, U, 0, 1). */
const SKU_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** An SKU for a product saved without one: its category's first letters and six random signs. */
async function madeSku(tx: Db, categoryId: number): Promise<string> {
  const [category] = await tx
    .select({ slug: categories.slug })
    .from(categories)
    .where(eq(categories.id, categoryId));
  const prefix = (category?.slug.replace(/[^a-z0-9]/gi, '').slice(0, 3) || 'KS').toUpperCase();
  for (;;) {
    const signs = Array.from(randomBytes(6), (b) => SKU_ALPHABET[b % SKU_ALPHABET.length]);
    const sku = `${prefix}-${signs.join('')}`;
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, sku))
      .limit(1);
    if (!taken) return sku;
  }
}

interface SizeRowValues {
  size: string;
  stock: number;
  position: number;
}

/**
 * Each listed size's stock as it will be written, judged against the stock the database holds
 * now, whose rows stay locked until the commit so a checkout cannot slip in between. A change
 * is added to the stock; a count is taken only with the count the form showed, when that is
 * still the stock (docs/decisions/orders-and-payments.md, Orders and stock).
 */
async function plannedSizes(
  tx: Db,
  productId: number | null,
  sizes: ProductInput['sizes'],
): Promise<SizeRowValues[] | Refusal> {
  const held =
    productId === null
      ? []
      : await tx
          .select({ size: productSizes.size, stock: productSizes.stock })
          .from(productSizes)
          .where(eq(productSizes.productId, productId))
          .orderBy(productSizes.size)
          .for('update');
  const stockOf = new Map(held.map((row) => [row.size, row.stock]));
  const planned: SizeRowValues[] = [];
  for (const [position, entry] of sizes.entries()) {
    const now = stockOf.get(entry.size);
    let stock: number;
    if (entry.stock_change !== undefined) {
      stock = (now ?? 0) + entry.stock_change;
      if (stock < 0)
        return refuse(
          'conflict',
          `Size ${entry.size} has ${now ?? 0} in stock: ${-entry.stock_change} cannot be taken away`,
          'sizes',
        );
      if (stock > PRODUCT_STOCK_MAX)
        return refuse(
          'invalid_input',
          `Size ${entry.size} cannot hold more than ${PRODUCT_STOCK_MAX} pieces`,
          'sizes',
        );
    } else if (entry.stock_seen !== undefined) {
      if ((now ?? 0) !== entry.stock_seen)
        return refuse(
          'conflict',
          `The stock of size ${entry.size} changed from ${entry.stock_seen} to ${now ?? 0} while you were editing; check it and save again`,
          'sizes',
        );
      stock = entry.stock!;
    } else if (now === undefined) {
      stock = entry.stock!;
    } else {
      return refuse(
        'invalid_input',
        `Size ${entry.size}: send the stock you saw (stock_seen) with the new stock, or a stock change, so that a sale made meanwhile is not undone`,
        'sizes',
      );
    }
    planned.push({ size: entry.size, stock, position });
  }
  return planned;
}

/**
 * The sizes as planned, in their order. A size kept keeps its row (carts and checkouts name sizes
 * by product and size); a size no longer listed goes.
 */
async function writeSizes(tx: Db, productId: number, sizes: SizeRowValues[]): Promise<void> {
  await tx.delete(productSizes).where(
    and(
      eq(productSizes.productId, productId),
      notInArray(
        productSizes.size,
        sizes.map((s) => s.size),
      ),
    ),
  );
  await tx
    .insert(productSizes)
    .values(sizes.map((s) => ({ productId, ...s })))
    .onConflictDoUpdate({
      target: [productSizes.productId, productSizes.size],
      set: { stock: sql`excluded.stock`, position: sql`excluded.position` },
    });
}

/**
 * Writes one product inside the caller's transaction: a new one when `id` is null, else the one
 * named (null when it does not exist). Every refusal comes before the first write, so a refused
 * product leaves the transaction as it found it. The form's calls and the CSV import share it.
 */
export async function writeProduct(
  tx: Db,
  input: ProductInput,
  id: number | null,
): Promise<number | null | Refusal> {
  const refusal = await checkReferences(tx, input, id);
  if (refusal) return refusal;
  const sizes = await plannedSizes(tx, id, input.sizes);
  if (!Array.isArray(sizes)) return sizes;
  const { sku, ...values } = productValues(input);
  let productId: number | undefined;
  if (id === null) {
    [{ id: productId } = { id: undefined }] = await tx
      .insert(products)
      .values({ ...values, sku: sku ?? (await madeSku(tx, input.category_id)) })
      .returning({ id: products.id });
  } else {
    [{ id: productId } = { id: undefined }] = await tx
      .update(products)
      .set(sku === undefined ? values : { ...values, sku })
      .where(eq(products.id, id))
      .returning({ id: products.id });
  }
  if (productId === undefined) return null;
  await writeSizes(tx, productId, sizes);
  return productId;
}

/**
 * Creates (id null) or updates a product with its sizes, and logs the change in the same
 * transaction; after the commit the catalogue's caches drop what they kept
 * (docs/decisions/platform-and-security.md, Caching and invalidation).
 */
export async function saveProduct(
  ctx: ServiceContext,
  actor: AuditActor,
  input: ProductInput,
  id: number | null,
): Promise<{ id: number } | null | Refusal> {
  let result: number | null | Refusal;
  try {
    result = await ctx.db.transaction(async (tx) => {
      const before = id === null ? null : await productSnapshot({ db: tx }, id);
      if (id !== null && before === null) return null;
      const written = await writeProduct(tx, input, id);
      if (typeof written !== 'number') return written;
      await recordChange({ db: tx }, actor, {
        action: id === null ? 'product.create' : 'product.update',
        targetType: 'product',
        targetId: written,
        before,
        after: await productSnapshot({ db: tx }, written),
      });
      return written;
    });
  } catch (error) {
    if (input.sku && isUniqueViolation(error, 'products_sku_unique'))
      return skuTaken(input.sku, 'another product');
    throw error;
  }
  if (typeof result !== 'number') return result;
  catalogueChanged(ctx);
  return { id: result };
}
