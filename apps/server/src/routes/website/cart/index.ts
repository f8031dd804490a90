import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError, unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { idParam } from '../../../lib/query-params';
import { parseInput } from '../../../lib/validate';
import { addToCart } from '../../../services/cart/add-to-cart';
import {
  badgeCounts,
  clearCart,
  getCartView,
  MAX_QTY_PER_LINE,
  removeCartItem,
  updateQuantity,
} from '../../../services/cart/cart';
import { COUPON_CODE_MAX } from '../../../services/checkout/coupons';
import {
  deliveryOptionField,
  flagField,
  idField,
  intField,
  requiredText,
  sessionIdField,
  textField,
  userIdField,
} from './fields';
import { resolveCartOwner } from './shopper';

const ownerFields = { user_id: userIdField(), session_id: sessionIdField() };

const cartItemsQuery = z.object({
  ...ownerFields,
  // Optional previews for the checkout page; the order is priced again when it is placed.
  coupon_code: textField('coupon_code', COUPON_CODE_MAX),
  delivery_option: deliveryOptionField(),
  use_wallet: flagField('use_wallet'),
});

// mrp and price are read by nobody (docs/decisions.md, Prices come from the server).
const lineBody = z.object({
  ...ownerFields,
  product_id: idField('product_id'),
  size: requiredText('size', 20),
  qty: intField('qty', 1, MAX_QTY_PER_LINE),
});

const deleteItemParams = z.object({ cartId: idParam('cartId') });

/** The cart calls, for guests by session_id and for logged-in users by their session. */
const cartRoutes: FastifyPluginAsync = async (app) => {
  const rules = app.config.commerce;

  app.get('/website/cart/cart-items', async (request) => {
    const q = parseInput(cartItemsQuery, request.query);
    const { owner, user } = await resolveCartOwner(request, {
      userId: q.user_id,
      sessionId: q.session_id,
    });
    const view = await getCartView({ db: app.db }, owner, {
      rules,
      couponCode: q.coupon_code || null,
      deliveryOption: q.delivery_option,
      useWallet: q.use_wallet,
      user: user ? { id: user.id, walletBalancePaise: user.walletBalancePaise } : null,
    });
    // data is the list of lines, as the web app reads it; the server-computed summary rides along.
    return ok(view.items.length > 0 ? 'Cart items' : 'Your cart is empty', view.items, {
      other_data: { cart_count: view.items.length, summary: view.summary },
    });
  });

  app.post('/website/cart/add', async (request) => {
    const body = parseInput(lineBody, request.body);
    const { owner } = await resolveCartOwner(request, {
      userId: body.user_id,
      sessionId: body.session_id,
    });
    const added = unwrap(
      await addToCart({ db: app.db }, owner, {
        productId: body.product_id,
        size: body.size,
        qty: body.qty,
      }),
    );
    // The add answers the badge counts itself: one statement in all (docs/decisions.md, Pages
    // that feel instant: the add-to-cart budget).
    return ok('Product added to cart', null, { other_data: added.counts });
  });

  app.put('/website/cart/update-quantity', async (request) => {
    const body = parseInput(lineBody, request.body);
    const { owner } = await resolveCartOwner(request, {
      userId: body.user_id,
      sessionId: body.session_id,
    });
    unwrap(
      await updateQuantity({ db: app.db }, owner, {
        productId: body.product_id,
        size: body.size,
        qty: body.qty,
      }),
    );
    return ok('Cart updated', null, { other_data: await badgeCounts({ db: app.db }, owner) });
  });

  // Guests send session_id as a query parameter on DELETE calls (docs/decisions.md, API
  // conventions).
  app.delete('/website/cart/delete-item/:cartId', async (request) => {
    const { cartId } = parseInput(deleteItemParams, request.params);
    const q = parseInput(z.object(ownerFields), {
      ...(request.query as object),
      ...((request.body as object | undefined) ?? {}),
    });
    const { owner } = await resolveCartOwner(request, {
      userId: q.user_id,
      sessionId: q.session_id,
    });
    // Someone else's line and a missing line answer alike: ids reveal nothing about other carts.
    if (!(await removeCartItem({ db: app.db }, owner, cartId)))
      throw AppError.notFound('This item is not in your cart');
    return ok('Item removed from cart', null, {
      other_data: await badgeCounts({ db: app.db }, owner),
    });
  });

  app.delete('/website/cart/delete-all', async (request) => {
    const q = parseInput(z.object(ownerFields), {
      ...(request.query as object),
      ...((request.body as object | undefined) ?? {}),
    });
    const { owner } = await resolveCartOwner(request, {
      userId: q.user_id,
      sessionId: q.session_id,
    });
    await clearCart({ db: app.db }, owner);
    return ok('Cart cleared', null, { other_data: await badgeCounts({ db: app.db }, owner) });
  });
};

export default cartRoutes;
