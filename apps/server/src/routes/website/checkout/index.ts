import type { FastifyPluginAsync } from 'fastify';
import { createPaymentProvider, type PaymentProvider } from '../../../payments/index';
import { sweepAbandonedOrders } from '../../../services/orders/settle-order';
import addressRoutes from '../address/index';
import cartRoutes from '../cart/index';
import couponRoutes from '../coupon/index';
import orderRoutes from '../order/index';
import wishlistRoutes from '../wishlist/index';
import checkoutRoutes from './checkout-routes';
import razorpayWebhookRoutes from './razorpay-webhook';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment provider (PAYMENT_PROVIDER): Razorpay or the offline test gateway. */
    paymentProvider: PaymentProvider;
  }
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Cart, wishlist, addresses, coupons, orders and payments (issue 5), with the payment provider they
 * share and the sweep that releases abandoned online payments.
 */
const commerceRoutes: FastifyPluginAsync = async (app) => {
  app.decorate('paymentProvider', createPaymentProvider(app.config));

  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(addressRoutes);
  await app.register(couponRoutes);
  await app.register(orderRoutes);
  await app.register(checkoutRoutes);
  await app.register(razorpayWebhookRoutes);

  // Every instance sweeps; each release is conditional, so two instances never release one order twice.
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      const olderThan = new Date(Date.now() - app.config.commerce.paymentTimeoutMinutes * 60_000);
      sweepAbandonedOrders({ db: app.db }, { olderThan }).catch((error: unknown) =>
        app.log.error({ err: error }, 'abandoned-order sweep failed'),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};

export default commerceRoutes;
