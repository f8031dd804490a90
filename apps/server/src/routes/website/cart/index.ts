import {
  cartItemParams,
  cartItemsQuery,
  cartLineBody,
  cartOwnerQuery,
} from '@kesariya/shared/commerce-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { bodyFieldsIntoQuery, resolveCartOwner } from '../shopper';
import { addToCart } from '../../../services/cart/add-to-cart';
import {
  badgeCounts,
  clearCart,
  getCartView,
  removeCartItem,
  updateQuantity,
} from '../../../services/cart/cart';

/** The cart calls, for guests by session_id and for logged-in users by their session. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/website/cart/cart-items',
    { schema: { querystring: cartItemsQuery } },
    async (request) => {
      const q = request.query;
      const { owner, user } = await resolveCartOwner(request, q);
      const view = await getCartView({ db: app.db }, owner, {
        rules: await app.commerceRules(),
        couponCode: q.coupon_code || null,
        deliveryOption: q.delivery_option,
        useWallet: q.use_wallet,
        user: user ? { id: user.id, walletBalancePaise: user.walletBalancePaise } : null,
      });
      // data is the list of lines, as the web app reads it; the server-computed summary rides along.
      return ok(view.items.length > 0 ? 'Cart items' : 'Your cart is empty', view.items, {
        other_data: { cart_count: view.items.length, summary: view.summary },
      });
    },
  );

  app.post('/website/cart/add', { schema: { body: cartLineBody } }, async (request) => {
    const { body } = request;
    const { owner } = await resolveCartOwner(request, body);
    const added = unwrap(
      await addToCart({ db: app.db }, owner, {
        productId: body.product_id,
        size: body.size,
        qty: body.qty,
      }),
    );
    // The add answers the badge counts itself: one statement in all
    // (docs/decisions/pages-and-performance.md, Pages that feel instant: the add-to-cart budget).
    return ok('Product added to cart', null, { other_data: added.counts });
  });

  app.put('/website/cart/update-quantity', { schema: { body: cartLineBody } }, async (request) => {
    const { body } = request;
    const { owner } = await resolveCartOwner(request, body);
    unwrap(
      await updateQuantity({ db: app.db }, owner, {
        productId: body.product_id,
        size: body.size,
        qty: body.qty,
      }),
    );
    return ok('Cart updated', null, { other_data: await badgeCounts({ db: app.db }, owner) });
  });

  // Guests send session_id as a query parameter on DELETE calls
  // (docs/decisions/api-and-validation.md, API conventions).
  app.delete(
    '/website/cart/delete-item/:cartId',
    {
      schema: { params: cartItemParams, querystring: cartOwnerQuery },
      preValidation: bodyFieldsIntoQuery,
    },
    async (request) => {
      const { owner } = await resolveCartOwner(request, request.query);
      // Someone else's line and a missing line answer alike: ids reveal nothing about other carts.
      if (!(await removeCartItem({ db: app.db }, owner, request.params.cartId)))
        throw AppError.notFound('This item is not in your cart');
      return ok('Item removed from cart', null, {
        other_data: await badgeCounts({ db: app.db }, owner),
      });
    },
  );

  app.delete(
    '/website/cart/delete-all',
    { schema: { querystring: cartOwnerQuery }, preValidation: bodyFieldsIntoQuery },
    async (request) => {
      const { owner } = await resolveCartOwner(request, request.query);
      await clearCart({ db: app.db }, owner);
      return ok('Cart cleared', null, { other_data: await badgeCounts({ db: app.db }, owner) });
    },
  );
};

export default cartRoutes;
