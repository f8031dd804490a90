import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
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

/**
 * The sizes as listed, in their order. A size kept keeps its row (carts and checkouts name sizes
 * by product and size); a size no longer listed goes.
 */
async function writeSizes(tx: Db, productId: number, sizes: ProductInput['sizes']): Promise<void> {
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
    .values(sizes.map((s, position) => ({ productId, size: s.size, stock: s.stock, position })))
    .onConflictDoUpdate({
      target: [productSizes.productId, productSizes.size],
      set: { stock: sql`excluded.stock`, position: sql`excluded.position` },
    });
}

/**
 * Writes one product inside the caller's transaction: a new one when `id` is null, else the one
 * named (null when it does not exist). The form's calls and the CSV import share it.
 */
export async function writeProduct(
  tx: Db,
  input: ProductInput,
  id: number | null,
): Promise<number | null | Refusal> {
  const refusal = await checkReferences(tx, input, id);
  if (refusal) return refusal;
  const values = productValues(input);
  let productId: number | undefined;
  if (id === null) {
    [{ id: productId } = { id: undefined }] = await tx
      .insert(products)
      .values(values)
      .returning({ id: products.id });
  } else {
    [{ id: productId } = { id: undefined }] = await tx
      .update(products)
      .set(values)
      .where(eq(products.id, id))
      .returning({ id: products.id });
  }
  if (productId === undefined) return null;
  await writeSizes(tx, productId, input.sizes);
  return productId;
}

/**
 * Creates (id null) or updates a product with its sizes, and logs the change in the same
 * transaction; after the commit the catalogue's caches drop what they kept
 * (docs/decisions.md, Caching and invalidation).
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
    if (isUniqueViolation(error, 'products_sku_unique'))
      return skuTaken(input.sku, 'another product');
    throw error;
  }
  if (typeof result !== 'number') return result;
  catalogueChanged(ctx);
  return { id: result };
}
