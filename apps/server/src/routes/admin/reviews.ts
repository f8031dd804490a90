import {
  adminReviewListQuery,
  adminReviewStatusBody,
  reviewParams,
} from '@kesariya/shared/review-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { requireStaff } from '../../plugins/staff-session';
import { moderateReview } from '../../services/reviews/moderate-review';
import { findStaffReview, listStaffReviews } from '../../services/reviews/review-queries';

/** Staff calls of reviews: the list, and hiding, publishing or replying to one. */
const reviewDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/review', { schema: { querystring: adminReviewListQuery } }, async (request) => {
    const { items, pagination } = await listStaffReviews({ db: app.db }, request.query);
    return ok(items.length > 0 ? 'Reviews' : 'No reviews', items, { pagination });
  });

  app.post(
    '/admin/review/status/:id',
    { schema: { params: reviewParams, body: adminReviewStatusBody } },
    async (request) => {
      const staff = await requireStaff(request);
      const { status, reason, reply } = request.body;
      const ctx = { db: app.db, messages: app.messages };
      const { id } = unwrap(
        await moderateReview(ctx, staff, { reviewId: request.params.id, status, reason, reply }),
      );
      const review = (await findStaffReview(ctx, id))!;
      const message =
        status === 'hidden'
          ? 'The review is hidden'
          : status === 'published'
            ? 'The review is published'
            : 'Your reply is published';
      return ok(message, review);
    },
  );
};

export default reviewDeskRoutes;
