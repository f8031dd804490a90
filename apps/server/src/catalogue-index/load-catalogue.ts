import { and, asc, between, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductSizeStock } from '@kesariya/shared';
import type { Db } from '../db/client';
import { cardFields } from '../db/product-card';
import { categories, productImages, productSizes, products } from '../db/schema';
import { visibleProducts } from '../db/visible-products';
import { CatalogueIndex } from './catalogue-index';
import type { IndexedCategory, IndexedProduct, SearchedText } from './indexed-catalogue';

/**
 * Products read per query, with their sizes and first pictures: the rows a driver hands over are
 * held only while their page is turned into the index's own objects, not the whole catalogue's at
 * once (bench/README.md, Startup and memory).
 */
const PAGE = 2_000;

/** Sizes with their stock, in the order the product lists them, per product. */
async function sizesOf(db: Db, products: SQL): Promise<Map<number, ProductSizeStock[]>> {
  const rows = await db
    .select({
      productId: productSizes.productId,
      size: productSizes.size,
      stock: productSizes.stock,
    })
    .from(productSizes)
    .where(products)
    .orderBy(asc(productSizes.productId), asc(productSizes.position), asc(productSizes.id));
  const sizes = new Map<number, ProductSizeStock[]>();
  for (const row of rows) {
    let list = sizes.get(row.productId);
    if (!list) sizes.set(row.productId, (list = []));
    list.push({ size: row.size, stock: row.stock });
  }
  return sizes;
}

/** The position of each product's first picture. */
async function firstPicturesOf(db: Db, fromId: number, toId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      productId: productImages.productId,
      position: sql<number>`min(${productImages.position})`,
    })
    .from(productImages)
    .where(between(productImages.productId, fromId, toId))
    .groupBy(productImages.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.position)]));
}

/** The next page of visible products after `afterId`, by id. */
function productsAfter(db: Db, afterId: number) {
  return db
    .select({
      ...cardFields,
      colorFamily: products.colorFamily,
      popularity: products.popularity,
      createdAt: sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::float8`,
      fabric: products.fabric,
      occasion: products.occasion,
      description: products.description,
    })
    .from(products)
    .where(and(visibleProducts(), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(PAGE);
}

async function categoriesOf(db: Db): Promise<IndexedCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      title: categories.title,
      active: sql<boolean>`${categories.status} = 'Y'`,
      hasImage: sql<boolean>`${categories.imageStorageKey} is not null`,
    })
    .from(categories);
  return rows.map((row) => ({
    ...row,
    active: Boolean(row.active),
    hasImage: Boolean(row.hasImage),
  }));
}

/**
 * Reads the visible catalogue and indexes it: categories, then products a page at a time, each
 * page's sizes and first pictures read by the page's range of ids and joined here.
 */
export async function loadCatalogueIndex(db: Db): Promise<CatalogueIndex> {
  const categoryList = await categoriesOf(db);
  const shown: IndexedProduct[] = [];
  const texts: SearchedText[] = [];
  let afterId = 0;
  for (;;) {
    const rows = await productsAfter(db, afterId);
    if (rows.length === 0) break;
    const fromId = rows[0]!.id;
    const toId = rows[rows.length - 1]!.id;
    const [sizes, pictures] = await Promise.all([
      sizesOf(db, between(productSizes.productId, fromId, toId)),
      firstPicturesOf(db, fromId, toId),
    ]);
    for (const { fabric, occasion, description, ...product } of rows) {
      shown.push({
        ...product,
        createdAt: Number(product.createdAt),
        sizes: sizes.get(product.id) ?? [],
        imagePosition: pictures.get(product.id) ?? null,
      });
      texts.push({ fabric, occasion, description });
    }
    if (rows.length < PAGE) break;
    afterId = toId;
  }
  return CatalogueIndex.build(shown, texts, categoryList);
}

/** Reads the stock of some products again and puts it into the index. */
export async function refreshStock(
  db: Db,
  index: CatalogueIndex,
  productIds: readonly number[],
): Promise<void> {
  const ids = productIds.filter((id) => index.has(id));
  if (ids.length === 0) return;
  const sizes = await sizesOf(db, inArray(productSizes.productId, ids));
  for (const id of ids) index.updateStock(id, sizes.get(id) ?? []);
}
