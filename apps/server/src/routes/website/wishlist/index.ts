import { wishlistProductBody, wishlistQuery } from '@kesariya/shared/commerce-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { assertOwnUserId, bodyFieldsIntoQuery, loggedInOnly } from '../shopper';
import { requireUser } from '../../../plugins/session';
import {
  addToWishlist,
  listWishlist,
  removeFromWishlist,
  wishlistCount,
} from '../../../services/wishlist/wishlist';

/** The wishlist calls: logged-in shoppers only (401 for guests), their own list only (403). */
const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', loggedInOnly);

  app.get(
    '/website/wishlist/wishlist-items',
    { schema: { querystring: wishlistQuery } },
    async (request) => {
      const user = await requireUser(request);
      assertOwnUserId(user, request.query.user_id, 'wishlist');
      const items = await listWishlist({ db: app.db }, user.id);
      return ok(items.length > 0 ? 'Wishlist items' : 'Your wishlist is empty', items, {
        other_data: { wishlist_count: items.length },
      });
    },
  );

  app.post(
    '/website/wishlist/add-to-wishlist',
    { schema: { body: wishlistProductBody } },
    async (request) => {
      const user = await requireUser(request);
      const { body } = request;
      assertOwnUserId(user, body.user_id, 'wishlist');
      if (!(await addToWishlist({ db: app.db }, user.id, body.product_id)))
        throw AppError.notFound('Product not found');
      return ok('Product added to wishlist', null, {
        other_data: { wishlist_count: await wishlistCount({ db: app.db }, user.id) },
      });
    },
  );

  // Body or query: DELETE calls carry their fields as query parameters
  // (docs/decisions/api-and-validation.md, API conventions).
  app.delete(
    '/website/wishlist/remove-from-wishlist',
    { schema: { querystring: wishlistProductBody }, preValidation: bodyFieldsIntoQuery },
    async (request) => {
      const user = await requireUser(request);
      const { query } = request;
      assertOwnUserId(user, query.user_id, 'wishlist');
      if (!(await removeFromWishlist({ db: app.db }, user.id, query.product_id)))
        throw AppError.notFound('This product is not in your wishlist');
      return ok('Product removed from wishlist', null, {
        other_data: { wishlist_count: await wishlistCount({ db: app.db }, user.id) },
      });
    },
  );
};

export default wishlistRoutes;
