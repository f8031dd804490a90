import { and, eq } from 'drizzle-orm';
import { orderItems, orders, reviews } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import type { ServiceContext } from '../context';

export const REVIEW_NOT_YOURS = 'You can review only items you bought.';
export const REVIEW_NOT_DELIVERED = 'You can review this item once it is delivered.';
export const REVIEW_ALREADY = 'You have already reviewed this item.';
export const REVIEW_FIT_REQUIRED = 'fit is required: say whether the size ran small, true or large';
export const REVIEW_FIT_NOT_ASKED = 'fit is only asked for garments with sizes';

/** Sizes a fit answer means nothing for: one piece fits everyone (sarees, dupattas). */
const UNSIZED = new Set(['Free Size']);

export interface ReviewableLine {
  orderItemId: number;
  productId: number;
  sized: boolean;
}

/**
 * The order line a shopper may review, or why not: only its buyer, only once it is delivered,
 * and only once. Another shopper's line is refused like a missing one, so ids reveal nothing.
 */
export async function reviewableLine(
  ctx: ServiceContext,
  userId: number,
  orderItemId: number,
): Promise<ReviewableLine | Refusal> {
  const [line] = await ctx.db
    .select({
      productId: orderItems.productId,
      size: orderItems.size,
      status: orders.status,
      reviewId: reviews.id,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(reviews, eq(reviews.orderItemId, orderItems.id))
    .where(and(eq(orderItems.id, orderItemId), eq(orders.userId, userId)))
    .limit(1);
  if (!line) return refuse('forbidden', REVIEW_NOT_YOURS, 'order_item_id');
  if (line.status !== 'delivered') return refuse('conflict', REVIEW_NOT_DELIVERED, 'order_item_id');
  if (line.reviewId !== null) return refuse('conflict', REVIEW_ALREADY, 'order_item_id');
  return { orderItemId, productId: line.productId, sized: !UNSIZED.has(line.size) };
}

/** A sized garment's review must say how it fits; a piece without sizes takes no fit answer. */
export function fitRefusal(line: ReviewableLine, fit: string | undefined): Refusal | null {
  if (line.sized && fit === undefined) return refuse('invalid_input', REVIEW_FIT_REQUIRED, 'fit');
  if (!line.sized && fit !== undefined) return refuse('invalid_input', REVIEW_FIT_NOT_ASKED, 'fit');
  return null;
}
