import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { parseInput } from '../../../lib/validate';
import { requireUser } from '../../../plugins/session';
import {
  addToWishlist,
  listWishlist,
  removeFromWishlist,
  wishlistCount,
} from '../../../services/wishlist/wishlist';
import { idField, userIdField } from '../cart/fields';
import { assertOwnUserId } from '../cart/shopper';

const listQuery = z.object({ user_id: userIdField() });
const productBody = z.object({ user_id: userIdField(), product_id: idField('product_id') });

/** The wishlist calls: logged-in shoppers only (401 for guests), their own list only (403). */
const wishlistRoutes: FastifyPluginAsync = async (app) => {
  app.get('/website/wishlist/wishlist-items', async (request) => {
    const user = await requireUser(request);
    const q = parseInput(listQuery, request.query);
    assertOwnUserId(user, q.user_id, 'wishlist');
    const items = await listWishlist({ db: app.db }, user.id);
    return ok(items.length > 0 ? 'Wishlist items' : 'Your wishlist is empty', items, {
      other_data: { wishlist_count: items.length },
    });
  });

  app.post('/website/wishlist/add-to-wishlist', async (request) => {
    const user = await requireUser(request);
    const body = parseInput(productBody, request.body);
    assertOwnUserId(user, body.user_id, 'wishlist');
    if (!(await addToWishlist({ db: app.db }, user.id, body.product_id)))
      throw AppError.notFound('Product not found');
    return ok('Product added to wishlist', null, {
      other_data: { wishlist_count: await wishlistCount({ db: app.db }, user.id) },
    });
  });

  // Body or query: DELETE calls carry their fields as query parameters (docs/decisions.md, API
  // conventions).
  app.delete('/website/wishlist/remove-from-wishlist', async (request) => {
    const user = await requireUser(request);
    const body = parseInput(productBody, {
      ...(request.query as object),
      ...((request.body as object | undefined) ?? {}),
    });
    assertOwnUserId(user, body.user_id, 'wishlist');
    if (!(await removeFromWishlist({ db: app.db }, user.id, body.product_id)))
      throw AppError.notFound('This product is not in your wishlist');
    return ok('Product removed from wishlist', null, {
      other_data: { wishlist_count: await wishlistCount({ db: app.db }, user.id) },
    });
  });
};

export default wishlistRoutes;
