import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  FIT_SUMMARY_MIN_ANSWERS,
  MEDIA_WIDTHS,
  ratingAverage,
  REVIEW_FITS,
  type FitSummary,
  type AdminReview,
  type Pagination,
  type Review,
  type ReviewFit,
  type ReviewSort,
  type ReviewSummary,
} from '@kesariya/shared';
import { orderItems, reviews, users } from '../../db/schema';
import { paginationOf } from '../../lib/pagination';
import { reviewPhotoBase } from '../../media/urls';
import type { ServiceContext } from '../context';

export type ReviewRow = typeof reviews.$inferSelect;

/** "Asha K.": a first name and the initial of the last, never the whole name. */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim() || 'A shopper';
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

export function toReview(row: ReviewRow, author: { firstName: string; lastName: string }): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.body,
    fit: row.fit,
    photos: row.photoKeys.map((_, i) => ({
      url: reviewPhotoBase(row.id, i + 1),
      widths: [...MEDIA_WIDTHS],
    })),
    author: authorName(author.firstName, author.lastName),
    // Only a buyer of a delivered line can write one (review-rules.ts).
    verified_buyer: true,
    store_reply:
      row.storeReply && row.storeReplyAt
        ? { text: row.storeReply, created_at: row.storeReplyAt.toISOString() }
        : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The fit most buyers named, with its share rounded to a whole percent; none until
 * FIT_SUMMARY_MIN_ANSWERS answered, so two buyers do not speak for everyone. A tie goes to `true`
 * first, then the order of REVIEW_FITS.
 */
export function fitSummaryOf(fit: Record<ReviewFit, number>): FitSummary | null {
  const answers = REVIEW_FITS.reduce((sum, f) => sum + fit[f], 0);
  if (answers < FIT_SUMMARY_MIN_ANSWERS) return null;
  const order: ReviewFit[] = ['true', 'small', 'large'];
  const top = order.reduce((best, f) => (fit[f] > fit[best] ? f : best), order[0]!);
  const share = (f: ReviewFit) => Math.round((fit[f] * 100) / answers);
  return {
    fit: top,
    percent: share(top),
    answers,
    shares: { small: share('small'), true: share('true'), large: share('large') },
  };
}

const published = (productId: number) =>
  and(eq(reviews.productId, productId), eq(reviews.status, 'published'));

/** A product's published reviews summed up: hidden ones count nowhere. */
export async function reviewSummary(
  ctx: ServiceContext,
  productId: number,
): Promise<ReviewSummary> {
  const rows = await ctx.db
    .select({ rating: reviews.rating, fit: reviews.fit, n: count() })
    .from(reviews)
    .where(published(productId))
    .groupBy(reviews.rating, reviews.fit);
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  const fit = { small: 0, true: 0, large: 0 };
  let total = 0;
  let stars = 0;
  for (const row of rows) {
    const n = Number(row.n);
    distribution[String(row.rating) as keyof typeof distribution] += n;
    if (row.fit) fit[row.fit] += n;
    total += n;
    stars += row.rating * n;
  }
  return {
    average: ratingAverage(total, stars),
    count: total,
    distribution,
    fit,
    fit_summary: fitSummaryOf(fit),
  };
}

const ORDER_BY: Record<ReviewSort, SQL[]> = {
  recent: [desc(reviews.createdAt), desc(reviews.id)],
  // Nothing is voted yet: the most helpful are those with photos, then the longest, then newest.
  helpful: [
    desc(sql`jsonb_array_length(${reviews.photoKeys})`),
    desc(sql`length(${reviews.body})`),
    desc(reviews.id),
  ],
  rating_high: [desc(reviews.rating), desc(reviews.id)],
  rating_low: [asc(reviews.rating), desc(reviews.id)],
};

/** One page of a product's published reviews in the asked order. */
export async function listProductReviews(
  ctx: ServiceContext,
  productId: number,
  page: { page: number; limit: number; sort: ReviewSort },
): Promise<Review[]> {
  const rows = await ctx.db
    .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(published(productId))
    .orderBy(...ORDER_BY[page.sort])
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return rows.map((row) => toReview(row.review, row));
}

/** One review as its page shows it, whatever its status; null when there is none. */
export async function findReview(ctx: ServiceContext, id: number): Promise<Review | null> {
  const [row] = await ctx.db
    .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row ? toReview(row.review, row) : null;
}

const staffColumns = {
  review: reviews,
  firstName: users.firstName,
  lastName: users.lastName,
  productName: orderItems.productName,
};

function toAdminReview(row: {
  review: ReviewRow;
  firstName: string;
  lastName: string;
  productName: string;
}): AdminReview {
  return {
    ...toReview(row.review, row),
    product_id: row.review.productId,
    product_name: row.productName,
    order_item_id: row.review.orderItemId,
    status: row.review.status,
    hidden_reason: row.review.hiddenReason,
  };
}

/** The back office's reviews, newest first, filtered by product, stars and status. */
export async function listStaffReviews(
  ctx: ServiceContext,
  query: {
    page: number;
    limit: number;
    product_id: number | null;
    rating: number | null;
    status?: 'published' | 'hidden';
  },
): Promise<{ items: AdminReview[]; pagination: Pagination }> {
  const where = and(
    query.product_id === null ? undefined : eq(reviews.productId, query.product_id),
    query.rating === null ? undefined : eq(reviews.rating, query.rating),
    query.status ? eq(reviews.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(staffColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { items: rows.map(toAdminReview), pagination: paginationOf(query, Number(total!.n)) };
}

/** One review as staff see it; null when there is none. */
export async function findStaffReview(
  ctx: ServiceContext,
  id: number,
): Promise<AdminReview | null> {
  const [row] = await ctx.db
    .select(staffColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(orderItems, eq(orderItems.id, reviews.orderItemId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row ? toAdminReview(row) : null;
}
