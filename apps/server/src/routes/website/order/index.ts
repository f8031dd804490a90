import {
  cancelOrderBody,
  orderListQuery,
  orderParams,
  placeOrderBody,
  placeOrderHeaders,
} from '@kesariya/shared/commerce-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { publicOrigin } from '../../../lib/public-origin';
import { loggedInOnly } from '../shopper';
import { requireUser } from '../../../plugins/session';
import { cancelOrder } from '../../../services/orders/cancel-order';
import { toPlacedOrder } from '../../../services/orders/order-mapper';
import { getOrderDetail } from '../../../services/orders/order-queries';
import { getOwnOrderDetail, listOwnOrders } from '../../../services/orders/own-orders';
import { submitOrder } from '../../../services/orders/submit-order';

/**
 * Placing is limited per shopper, after the login check: more than a shopper retrying a failed
 * payment needs, too few to hold much stock with orders that are never paid
 * (docs/decisions/platform-and-security.md, Rate limits and shared addresses (CGNAT)).
 */
const placeLimit = {
  max: 10,
  timeWindow: 10 * 60_000,
  hook: 'preHandler' as const,
  keyGenerator: async (request: FastifyRequest) => `order-place|${(await requireUser(request)).id}`,
  errorResponseBuilder: () =>
    new AppError(
      'rate_limited',
      'You have placed too many orders in a short time. Please wait a few minutes and try again.',
    ),
};

/**
 * Orders: placing one (one transaction, idempotent: docs/decisions/orders-and-payments.md, Orders
 * and stock), the list, the detail and cancelling one.
 */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { commerce } = app.config;
  app.addHook('preValidation', loggedInOnly);

  app.post(
    '/website/order/place',
    {
      config: { rateLimit: placeLimit },
      schema: { body: placeOrderBody, headers: placeOrderHeaders },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { body } = request;
      const { order, created, payment } = unwrap(
        await submitOrder(
          { db: app.db, userId: user.id, messages: app.messages },
          {
            provider: app.paymentProvider,
            notifiers: { log: request.log },
            store: await app.storeDetails(),
          },
          {
            userId: user.id,
            idempotencyKey: request.headers['idempotency-key'],
            addressId: body.address_id ?? null,
            paymentMethod: body.payment_method,
            deliveryOption: body.delivery_option,
            couponCode: body.coupon_code || null,
            useWallet: body.use_wallet,
            linkOrigin: publicOrigin(app.config, request),
          },
          await app.commerceRules(),
        ),
      );
      const message =
        order.status === 'pending_payment'
          ? 'Order created. Please complete the payment.'
          : 'Order placed successfully';
      return reply.status(created ? 201 : 200).send(ok(message, toPlacedOrder(order, payment)));
    },
  );

  app.get('/website/order', { schema: { querystring: orderListQuery } }, async (request) => {
    const user = await requireUser(request);
    const { items, pagination } = await listOwnOrders(
      { db: app.db },
      user.id,
      request.query,
      commerce,
    );
    return ok(items.length > 0 ? 'Orders' : 'No orders yet', items, { pagination });
  });

  app.get('/website/order/:saleId', { schema: { params: orderParams } }, async (request) => {
    const user = await requireUser(request);
    const detail = unwrap(
      await getOwnOrderDetail({ db: app.db }, user.id, request.params.saleId, commerce),
    );
    return ok('Order details', detail);
  });

  app.post(
    '/website/order/cancel/:saleId',
    { schema: { params: orderParams, body: cancelOrderBody } },
    async (request) => {
      const user = await requireUser(request);
      const ctx = { db: app.db, messages: app.messages };
      const { order, refund } = unwrap(
        await cancelOrder(
          ctx,
          {
            provider: app.paymentProvider,
            notifiers: { log: request.log },
          },
          {
            saleId: request.params.saleId,
            ownerId: user.id,
            reason: request.body.reason,
            actor: 'shopper',
            audit: null,
          },
        ),
      );
      // A repeated cancel answers the same: the order as it is and where its money went.
      return ok('Order cancelled', { order: await getOrderDetail(ctx, order, commerce), refund });
    },
  );
};

export default orderRoutes;
