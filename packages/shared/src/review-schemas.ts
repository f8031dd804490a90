// Imported as @kesariya/shared/review-schemas, not from the index: the web bundle must not pull in zod.
/** Requests of the review calls, the shopper's and the staff's; each refusal names its field. */
import { z } from 'zod';
import {
  REVIEW_FITS,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
} from './review-types';
import {
  choiceField,
  choiceParam,
  countParam,
  idField,
  idParam,
  intField,
  optionalIdParam,
  requiredText,
  textField,
} from './request-fields';

/** Up to REVIEW_PHOTOS_MAX files under one field name; an empty file field counts as none. */
const photoFiles = z.preprocess(
  (v) =>
    (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]).filter(
      (file) => !(file instanceof Uint8Array && file.length === 0),
    ),
  z
    .array(
      z.custom<Uint8Array>((v) => v instanceof Uint8Array, {
        error: 'photos must be pictures sent as files',
      }),
    )
    .max(REVIEW_PHOTOS_MAX, { error: `photos: at most ${REVIEW_PHOTOS_MAX} pictures` }),
);

export const reviewCreateBody = z.object({
  order_item_id: idField('order_item_id'),
  rating: intField('rating', 1, 5, 'rating must be 1 to 5 stars'),
  title: requiredText('title', REVIEW_TITLE_MAX),
  text: requiredText('text', REVIEW_TEXT_MAX).refine((v) => v.length >= REVIEW_TEXT_MIN, {
    error: `text must be at least ${REVIEW_TEXT_MIN} characters`,
  }),
  // Empty for a piece without sizes; whether a fit is asked is the order line's to say.
  fit: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v),
    choiceField('fit', REVIEW_FITS).optional(),
  ),
  photos: photoFiles,
});

export const reviewListQuery = z.object({
  product_id: idParam('product_id'),
  page: countParam('page', 10_000, 1),
  limit: countParam('limit', 50, 10),
  sort: z.preprocess(
    (v) => (v === undefined || v === '' ? 'recent' : v),
    choiceParam(REVIEW_SORTS, `sort must be one of: ${REVIEW_SORTS.join(', ')}`),
  ),
});

export const adminReviewListQuery = z.object({
  page: countParam('page', 10_000, 1),
  limit: countParam('limit', 100, 20),
  product_id: optionalIdParam('product_id'),
  rating: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v),
    choiceParam(['1', '2', '3', '4', '5'], 'rating must be 1 to 5').transform((v) =>
      v === undefined ? null : Number(v),
    ),
  ),
  status: choiceParam(REVIEW_STATUSES, `status must be one of: ${REVIEW_STATUSES.join(', ')}`),
});

export const reviewParams = z.object({ id: idParam('id') });

export const adminReviewStatusBody = z
  .object({
    status: z.preprocess(
      (v) => (v === undefined || v === '' ? undefined : v),
      choiceField('status', REVIEW_STATUSES).optional(),
    ),
    reason: textField('reason', REVIEW_HIDE_REASON_MAX),
    reply: textField('reply', REVIEW_REPLY_MAX),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'hidden' && body.reason === '')
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'reason is required to hide a review',
      });
    if (body.status === undefined && body.reply === '')
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'send a status or a reply' });
  });
