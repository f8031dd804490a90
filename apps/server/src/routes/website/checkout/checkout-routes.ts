import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { toRupees, type CheckoutSettings } from '@kesariya/shared';
import { AppError } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { parseInput } from '../../../lib/validate';
import { requireUser } from '../../../plugins/session';
import { getPaymentOptions } from '../../../services/checkout/payment-options';
import { sendOrderConfirmation } from '../../../services/orders/notify-order';
import { findOwnOrder, getOrderDetail } from '../../../services/orders/order-queries';
import { SALE_ID_PATTERN } from '../../../services/orders/sale-id';
import { markOrderPaid, releaseOrder } from '../../../services/orders/settle-order';
import {
  CHECKOUT_BRAND,
  findPaymentByProviderOrder,
} from '../../../services/payments/payment-session';
import { textField } from '../cart/fields';

const saleIdField = () =>
  textField('sale_id', 40)
    .transform((v) => v.toUpperCase())
    .refine((v) => SALE_ID_PATTERN.test(v), { error: 'sale_id is not a valid order number' });

const verifyBody = z.object({
  sale_id: saleIdField(),
  razorpay_order_id: textField('razorpay_order_id', 100),
  razorpay_payment_id: textField('razorpay_payment_id', 100),
  razorpay_signature: textField('razorpay_signature', 200),
});

const testGatewayBody = z.object({
  outcome: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['success', 'failure'], { error: 'outcome must be success or failure' }),
  ),
});

/** Payment details for the client, the payment verification, and the offline test gateway. */
const checkoutRoutes: FastifyPluginAsync = async (app) => {
  const provider = app.paymentProvider;
  const notifiers = () => ({ mailer: app.mailer, sms: app.sms, log: app.log });

  // Public checkout settings; the key id is public by design, secrets never leave.
  app.get('/website/checkout/razorpay-details', async () => {
    const options = await getPaymentOptions({ db: app.db });
    const { commerce } = app.config;
    const settings: CheckoutSettings = {
      provider: provider.name,
      key_id: provider.keyId,
      name: CHECKOUT_BRAND.name,
      description: CHECKOUT_BRAND.description,
      currency: 'INR',
      theme_color: CHECKOUT_BRAND.themeColor,
      cod_enabled: options.codEnabled,
      cod_limit: toRupees(commerce.codLimitPaise),
      online_enabled: options.onlineEnabled,
      free_delivery_above: toRupees(commerce.freeDeliveryAbovePaise),
      delivery_charge: toRupees(commerce.deliveryChargePaise),
      pickup_address: 'Kesariya store, Pune (free pickup)',
      payment_timeout_minutes: commerce.paymentTimeoutMinutes,
    };
    return ok('Payment details', settings);
  });

  app.post('/website/checkout/verify-payment', async (request) => {
    const user = await requireUser(request);
    const body = parseInput(verifyBody, request.body);
    const order = await findOwnOrder({ db: app.db }, user.id, body.sale_id);
    if (!order) throw AppError.notFound('Order not found');

    if (order.status === 'pending_payment' && provider.name === 'razorpay') {
      const proof = {
        providerOrderId: body.razorpay_order_id,
        providerPaymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      };
      const payment = proof.providerOrderId
        ? await findPaymentByProviderOrder({ db: app.db }, 'razorpay', proof.providerOrderId)
        : null;
      // The signature must hold AND be for this very order: a valid proof of another order is no proof.
      if (!payment || payment.orderId !== order.id || !provider.verifyPayment(proof)) {
        throw AppError.invalid('Payment verification failed', 'razorpay_signature');
      }
      const outcome = await markOrderPaid({ db: app.db }, order.id, {
        providerPaymentId: proof.providerPaymentId,
      });
      if (outcome.kind === 'paid')
        await sendOrderConfirmation({ db: app.db }, notifiers(), outcome.order);
    }
    const fresh = (await findOwnOrder({ db: app.db }, user.id, body.sale_id))!;
    if (fresh.status === 'pending_payment')
      throw new AppError('conflict', 'The payment is not complete yet');
    if (fresh.status === 'payment_failed' || fresh.status === 'cancelled') {
      throw new AppError(
        'conflict',
        'The payment failed or was cancelled; your cart is as you left it',
      );
    }
    return ok('Payment successful', await getOrderDetail({ db: app.db }, fresh));
  });

  // The offline gateway exists only when it is the configured provider (docs/decisions.md,
  // Payments).
  if (provider.name === 'test') {
    app.post('/website/checkout/test-gateway/:sale_id', async (request) => {
      const user = await requireUser(request);
      const { sale_id } = parseInput(z.object({ sale_id: saleIdField() }), request.params);
      const { outcome } = parseInput(testGatewayBody, request.body);
      const order = await findOwnOrder({ db: app.db }, user.id, sale_id);
      if (!order) throw AppError.notFound('Order not found');
      if (order.status !== 'pending_payment')
        throw new AppError('conflict', 'This order is not awaiting payment');
      if (outcome === 'success') {
        const paid = await markOrderPaid({ db: app.db }, order.id, {
          providerPaymentId: `test_pay_${randomBytes(9).toString('base64url')}`,
        });
        if (paid.kind === 'paid')
          await sendOrderConfirmation({ db: app.db }, notifiers(), paid.order);
        return ok('Payment successful', { sale_id: order.saleId, status: 'placed' });
      }
      await releaseOrder({ db: app.db }, order.id, {
        status: 'payment_failed',
        note: 'Payment failed at the test gateway',
      });
      throw new AppError(
        'conflict',
        'Payment failed. Your cart is as you left it; please try again.',
      );
    });
  }
};

export default checkoutRoutes;
