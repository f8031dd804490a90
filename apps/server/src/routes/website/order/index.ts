import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { PAYMENT_METHODS } from '@kesariya/shared';
import { AppError, unwrap } from '../../../errors';
import { failure, ok } from '../../../lib/envelope';
import { single } from '../../../lib/query-params';
import { parseInput } from '../../../lib/validate';
import { requireUser } from '../../../plugins/session';
import { COUPON_CODE_MAX } from '../../../services/checkout/coupons';
import { sendOrderConfirmation } from '../../../services/orders/notify-order';
import { toPlacedOrder } from '../../../services/orders/order-mapper';
import { findOwnOrder, getOrderDetail, listOrders } from '../../../services/orders/order-queries';
import { placeOrder } from '../../../services/orders/place-order';
import { SALE_ID_PATTERN } from '../../../services/orders/sale-id';
import { sweepAbandonedOrders } from '../../../services/orders/settle-order';
import { ensurePaymentSession } from '../../../services/payments/payment-session';
import { PaymentProviderError } from '../../../payments/provider';
import { deliveryOptionField, flagField, idField, intField, textField } from '../cart/fields';

const placeBody = z.object({
  address_id: z.preprocess(
    (v) => (single(v) === '' || single(v) === '0' ? undefined : v),
    idField('address_id').optional(),
  ),
  payment_method: z.preprocess(
    (v) => single(v) ?? 'Online Payment',
    z.enum(PAYMENT_METHODS, {
      error: `payment_method must be ${PAYMENT_METHODS.map((m) => `'${m}'`).join(' or ')}`,
    }),
  ),
  delivery_option: deliveryOptionField(),
  coupon_code: textField('coupon_code', COUPON_CODE_MAX),
  use_wallet: flagField('use_wallet'),
});

const listQuery = z.object({
  page: z.preprocess((v) => single(v) ?? '1', intField('page', 1, 100_000)),
  limit: z.preprocess((v) => single(v) ?? '10', intField('limit', 1, 50)),
});

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * Orders: placing one (one transaction, idempotent: docs/decisions.md, Orders and stock), the list
 * and the detail.
 */
const orderRoutes: FastifyPluginAsync = async (app) => {
  const { commerce } = app.config;
  const timeoutMs = commerce.paymentTimeoutMinutes * 60_000;

  app.post('/website/order/place', async (request, reply) => {
    const user = await requireUser(request);
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
      throw AppError.invalid(
        'The Idempotency-Key header is required (8 to 100 letters, digits or -_.:)',
        'Idempotency-Key',
      );
    }
    const body = parseInput(placeBody, request.body);
    const { order, created } = unwrap(
      await placeOrder(
        { db: app.db, userId: user.id },
        {
          userId: user.id,
          idempotencyKey: key,
          addressId: body.address_id ?? null,
          paymentMethod: body.payment_method,
          deliveryOption: body.delivery_option,
          couponCode: body.coupon_code || null,
          useWallet: body.use_wallet,
        },
        { ...commerce },
      ),
    );

    let payment = null;
    if (order.status === 'pending_payment') {
      try {
        payment = await ensurePaymentSession({ db: app.db }, app.paymentProvider, order);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // The order keeps its reservation until the sweep; the same Idempotency-Key retries the payment.
        request.log.error({ err: error, saleId: order.saleId }, 'payment provider order failed');
        return reply
          .status(503)
          .send(failure('We could not reach the payment service. Please try again in a moment.'));
      }
    } else if (created) {
      await sendOrderConfirmation(
        { db: app.db },
        { mailer: app.mailer, sms: app.sms, log: request.log },
        order,
      );
    }
    const message =
      order.status === 'pending_payment'
        ? 'Order created. Please complete the payment.'
        : 'Order placed successfully';
    return reply.status(created ? 201 : 200).send(ok(message, toPlacedOrder(order, payment)));
  });

  app.get('/website/order', async (request) => {
    const user = await requireUser(request);
    const q = parseInput(listQuery, request.query);
    // Abandoned payments are released when their owner looks (and by the interval sweep).
    await sweepAbandonedOrders(
      { db: app.db },
      { olderThan: new Date(Date.now() - timeoutMs), userId: user.id },
    );
    const { items, pagination } = await listOrders({ db: app.db }, user.id, q.page, q.limit);
    return ok(items.length > 0 ? 'Orders' : 'No orders yet', items, { pagination });
  });

  app.get('/website/order/:saleId', async (request) => {
    const user = await requireUser(request);
    const saleId = String((request.params as { saleId?: string }).saleId ?? '').toUpperCase();
    if (!SALE_ID_PATTERN.test(saleId)) throw AppError.notFound('Order not found');
    await sweepAbandonedOrders(
      { db: app.db },
      { olderThan: new Date(Date.now() - timeoutMs), userId: user.id },
    );
    const order = await findOwnOrder({ db: app.db }, user.id, saleId);
    if (!order) throw AppError.notFound('Order not found');
    return ok('Order details', await getOrderDetail({ db: app.db }, order));
  });
};

export default orderRoutes;
