import { and, eq, sql } from 'drizzle-orm';
import { products, reviews } from '../../db/schema';
import type { ServiceContext } from '../context';

/**
 * Writes the product's published reviews' count and star total onto the product, in the caller's
 * transaction: every review change calls it, so hidden reviews leave the average at once.
 */
export async function refreshProductRating(ctx: ServiceContext, productId: number): Promise<void> {
  const published = ctx.db
    .select({
      n: sql<number>`count(*)::int`.as('n'),
      total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`.as('total'),
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
    .as('published');
  const [row] = await ctx.db.select().from(published);
  await ctx.db
    .update(products)
    .set({ ratingCount: Number(row?.n ?? 0), ratingSum: Number(row?.total ?? 0) })
    .where(eq(products.id, productId));
}
