import { REVIEW_PHOTOS_MAX } from '@kesariya/shared';
import { reviewCreateBody, reviewListQuery } from '@kesariya/shared/review-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { paginationOf } from '../../lib/pagination';
import { inspectUpload } from '../../media/inspect-upload';
import { UPLOAD_MAX_BYTES, uploadLimitErrors } from '../../media/upload-limits';
import { requireUser } from '../../plugins/session';
import { createReview, type ReviewPhotoUpload } from '../../services/reviews/create-review';
import {
  findReview,
  listProductReviews,
  reviewSummary,
} from '../../services/reviews/review-queries';
import { isModuleOn } from '../../services/settings/modules';

export const REVIEWS_OFF = 'Reviews are not available in this store.';

/** Each photo must be a picture we could serve, checked like a product upload. */
async function checkedPhotos(files: Uint8Array[]): Promise<ReviewPhotoUpload[]> {
  const photos: ReviewPhotoUpload[] = [];
  for (const file of files) {
    const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    const inspected = await inspectUpload(bytes);
    if (!inspected.ok) throw AppError.invalid(`photos: ${inspected.reason}`, 'photos');
    photos.push({ bytes, extension: inspected.extension, contentType: inspected.contentType });
  }
  return photos;
}

/**
 * A product's reviews and the buyer's review of a delivered line (docs/decisions/reviews.md).
 * With the `reviews` module off, both calls refuse: the storefront shows none of it.
 */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async () => {
    if (!(await isModuleOn({ db: app.db }, 'reviews')))
      throw new AppError('not_found', REVIEWS_OFF);
  });

  app.get('/website/review', { schema: { querystring: reviewListQuery } }, async (request) => {
    const { product_id: productId, page, limit, sort } = request.query;
    const ctx = { db: app.db };
    const summary = await reviewSummary(ctx, productId);
    const list = await listProductReviews(ctx, productId, { page, limit, sort: sort ?? 'recent' });
    return ok(summary.count > 0 ? 'Reviews' : 'No reviews yet', list, {
      other_data: { ...summary },
      pagination: paginationOf({ page, limit }, summary.count),
    });
  });

  app.post(
    '/website/review/create',
    {
      config: {
        multipartOptions: { limits: { fileSize: UPLOAD_MAX_BYTES, files: REVIEW_PHOTOS_MAX } },
        rateLimit: { max: 20, timeWindow: '1 hour' },
      },
      schema: { body: reviewCreateBody },
      errorHandler: uploadLimitErrors('photos'),
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { body } = request;
      const created = unwrap(
        await createReview({ db: app.db }, app.media.storage, {
          userId: user.id,
          orderItemId: body.order_item_id,
          rating: body.rating,
          title: body.title,
          text: body.text,
          fit: body.fit,
          photos: await checkedPhotos(body.photos),
        }),
      );
      const review = await findReview({ db: app.db }, created.id);
      return reply.status(201).send(ok('Thank you! Your review is published.', review));
    },
  );
};

export default reviewRoutes;
