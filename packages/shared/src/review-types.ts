/** Ratings and reviews of delivered order lines: the answers the storefront and back office read. */

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_HIDE_REASON_MAX = 300;
export const REVIEW_REPLY_MAX = 1000;

/** How a sized garment fits, as its buyer says. */
export const REVIEW_FITS = ['small', 'true', 'large'] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];

export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_SORTS = ['recent', 'helpful', 'rating_high', 'rating_low'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The average of `count` reviews' `sum` of stars to one decimal; null before the first review. */
export function ratingAverage(count: number, sum: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

/** A fit summary is shown only once this many buyers answered. */
export const FIT_SUMMARY_MIN_ANSWERS = 3;

export interface ReviewPhoto {
  /** The picture's base URL; `-{width}.webp` names a render (MEDIA_WIDTHS). */
  url: string;
  widths: number[];
}

export interface StoreReply {
  text: string;
  created_at: string;
}

export interface Review {
  id: number;
  rating: number;
  title: string;
  text: string;
  fit: ReviewFit | null;
  photos: ReviewPhoto[];
  /** First name and initial of the last name ("Asha K."). */
  author: string;
  verified_buyer: boolean;
  store_reply: StoreReply | null;
  created_at: string;
}

/** The share of fit answers the most buyers gave, shown beside the size selector. */
export interface FitSummary {
  fit: ReviewFit;
  percent: number;
  answers: number;
  /** Each answer's share in whole percent, for the three-part bar. */
  shares: Record<ReviewFit, number>;
}

/** How the fit summary names each answer. */
export const FIT_LABELS: Record<ReviewFit, string> = {
  small: 'runs small',
  true: 'true to size',
  large: 'runs large',
};

export interface ReviewSummary {
  average: number | null;
  count: number;
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
  fit: Record<ReviewFit, number>;
  /** null until FIT_SUMMARY_MIN_ANSWERS buyers answered. */
  fit_summary: FitSummary | null;
}

/** A review as staff see it, with its product, status and hide reason. */
export interface AdminReview extends Review {
  product_id: number;
  product_name: string;
  order_item_id: number;
  status: ReviewStatus;
  hidden_reason: string | null;
}
