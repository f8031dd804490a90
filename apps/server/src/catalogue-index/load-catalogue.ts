import { asc, inArray, sql } from 'drizzle-orm';
import type { ProductSizeStock } from '@kesariya/shared';
import type { Db } from '../db/client';
import { categories, productImages, productSizes, products } from '../db/schema';
import { cardFields } from '../services/products';
import { visibleProducts } from '../services/visible-products';
import { CatalogueIndex, type IndexedCategory, type SourceProduct } from './catalogue-index';

/** Sizes with their stock, in the order the product lists them, per product. */
async function sizesOf(
  db: Db,
  productIds: number[] | null,
): Promise<Map<number, ProductSizeStock[]>> {
  const rows = await db
    .select({
      productId: productSizes.productId,
      size: productSizes.size,
      stock: productSizes.stock,
    })
    .from(productSizes)
    .where(productIds === null ? undefined : inArray(productSizes.productId, productIds))
    .orderBy(asc(productSizes.productId), asc(productSizes.position), asc(productSizes.id));
  const sizes = new Map<number, ProductSizeStock[]>();
  for (const row of rows) {
    let list = sizes.get(row.productId);
    if (!list) sizes.set(row.productId, (list = []));
    list.push({ size: row.size, stock: row.stock });
  }
  return sizes;
}

/** Reads the visible catalogue and indexes it: three reads, joined here rather than per row. */
export async function loadCatalogueIndex(db: Db): Promise<CatalogueIndex> {
  const [categoryRows, productRows, sizes, pictures] = await Promise.all([
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        title: categories.title,
        active: sql<boolean>`${categories.status} = 'Y'`,
        hasImage: sql<boolean>`${categories.imageStorageKey} is not null`,
      })
      .from(categories),
    db
      .select({
        ...cardFields,
        colorFamily: products.colorFamily,
        fabric: products.fabric,
        occasion: products.occasion,
        description: products.description,
        popularity: products.popularity,
        createdAt: sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::float8`,
      })
      .from(products)
      .where(visibleProducts())
      .orderBy(asc(products.id)),
    sizesOf(db, null),
    db
      .select({
        productId: productImages.productId,
        position: sql<number>`min(${productImages.position})`,
      })
      .from(productImages)
      .groupBy(productImages.productId),
  ]);
  const firstPicture = new Map(pictures.map((p) => [p.productId, Number(p.position)]));
  const source: SourceProduct[] = productRows.map((row) => ({
    ...row,
    createdAt: Number(row.createdAt),
    sizes: sizes.get(row.id) ?? [],
    imagePosition: firstPicture.get(row.id) ?? null,
  }));
  const categoryList: IndexedCategory[] = categoryRows.map((row) => ({
    ...row,
    active: Boolean(row.active),
    hasImage: Boolean(row.hasImage),
  }));
  return CatalogueIndex.build(source, categoryList);
}

/** Reads the stock of some products again and puts it into the index. */
export async function refreshStock(
  db: Db,
  index: CatalogueIndex,
  productIds: readonly number[],
): Promise<void> {
  const ids = productIds.filter((id) => index.has(id));
  if (ids.length === 0) return;
  const sizes = await sizesOf(db, ids);
  for (const id of ids) index.updateStock(id, sizes.get(id) ?? []);
}
