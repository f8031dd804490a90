import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  discountPercent,
  toRupees,
  type ProductSizeStock,
  type WishlistEntry,
} from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { productImages, productSizes, products, wishlistItems } from '../../db/schema';
import { parseJsonArray } from '../../mappers/product';
import { productImage } from '../../media/urls';

const OUTER_PRODUCT_ID = sql.raw('"products"."id"');

/** The user's wishlist, newest first, with the sizes and stock the "move to cart" choice needs. */
export async function listWishlist(ctx: ServiceContext, userId: number): Promise<WishlistEntry[]> {
  const rows = await ctx.db
    .select({
      id: wishlistItems.id,
      productId: products.id,
      name: products.name,
      slug: products.slug,
      pricePaise: products.pricePaise,
      mrpPaise: products.mrpPaise,
      status: products.status,
      createdAt: wishlistItems.createdAt,
      sizes: sql<unknown>`(select coalesce(json_agg(json_build_object('size', ps.size, 'stock', ps.stock) order by ps.position, ps.id), '[]'::json) from ${productSizes} ps where ps.product_id = ${OUTER_PRODUCT_ID})`,
      imagePosition: sql<
        number | null
      >`(select min(pi.position) from ${productImages} pi where pi.product_id = ${OUTER_PRODUCT_ID})`,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return rows.map((row) => {
    const sizes = parseJsonArray<ProductSizeStock>(row.sizes);
    const price = toRupees(row.pricePaise);
    const mrp = toRupees(row.mrpPaise);
    return {
      id: row.id,
      product_id: row.productId,
      name: row.name,
      slug: row.slug,
      image:
        row.imagePosition === null
          ? null
          : productImage(row.productId, row.imagePosition, row.name),
      price,
      mrp,
      discount_percent: discountPercent(mrp, price),
      sizes,
      in_stock: row.status === 'Y' && sizes.some((s) => s.stock > 0),
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** Adds a product; adding it again changes nothing (idempotent). False when the product is unknown. */
export async function addToWishlist(
  ctx: ServiceContext,
  userId: number,
  productId: number,
): Promise<boolean> {
  const [product] = await ctx.db
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product || product.status !== 'Y') return false;
  await ctx.db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  return true;
}

/** Removes a product; false when it was not on the list. */
export async function removeFromWishlist(
  ctx: ServiceContext,
  userId: number,
  productId: number,
): Promise<boolean> {
  const removed = await ctx.db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  return removed.length > 0;
}

export async function wishlistCount(ctx: ServiceContext, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return Number(row?.n ?? 0);
}
