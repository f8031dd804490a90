import type { FitSummary, Review } from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { isModuleOn } from '../settings/modules';
import { listProductReviews, reviewSummary } from './review-queries';

/** How many reviews the product's structured data carries. */
const STRUCTURED_DATA_REVIEWS = 3;

/**
 * What the product answer says of its reviews, computed once here: the rating, the fit summary
 * and a few reviews for its structured data. Null when the reviews module is off, so the product
 * shows none of it.
 */
export async function productReviewsOf(
  ctx: ServiceContext,
  productId: number,
): Promise<{
  rating: { average: number; count: number } | null;
  fit_summary: FitSummary | null;
  top_reviews: Review[];
} | null> {
  if (!(await isModuleOn(ctx, 'reviews'))) return null;
  const summary = await reviewSummary(ctx, productId);
  if (summary.count === 0) return { rating: null, fit_summary: null, top_reviews: [] };
  const top = await listProductReviews(ctx, productId, {
    page: 1,
    limit: STRUCTURED_DATA_REVIEWS,
    sort: 'helpful',
  });
  return {
    rating: { average: summary.average!, count: summary.count },
    fit_summary: summary.fit_summary,
    top_reviews: top,
  };
}
