import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin/index';
import devOutboxRoutes from './dev/outbox';
import healthRoutes from './health';
import addressRoutes from './website/address/index';
import cartRoutes from './website/cart/index';
import categoryRoutes from './website/categories';
import checkoutRoutes from './website/checkout/checkout-routes';
import razorpayWebhookRoutes from './website/checkout/razorpay-webhook';
import shippingRoutes from './website/shipping/index';
import shiprocketWebhookRoutes from './website/shipping/shiprocket-webhook';
import contactRoutes from './website/contact';
import contentRoutes from './website/content';
import couponRoutes from './website/coupon/index';
import newsletterRoutes from './website/newsletter';
import invoiceRoutes from './website/order/invoice';
import orderRoutes from './website/order/index';
import trackOrderRoutes from './website/order/track';
import codConfirmRoutes from './website/order/cod-confirm';
import prepayRoutes from './website/order/prepay';
import deliveryRetryRoutes from './website/order/delivery-retry';
import productRoutes from './website/products';
import returnRoutes from './website/return/index';
import reviewRoutes from './website/review';
import supportRoutes from './website/support/index';
import userRoutes from './website/user/index';
import walletRoutes from './website/wallet';
import wishlistRoutes from './website/wishlist/index';

/**
 * Everything under /api: one client credential guards it (docs/decisions/api-and-validation.md, API
 * conventions).
 */
const apiRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.basicAuthGuard);
  // API answers are per-request data; shared caches must not keep them.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  await app.register(healthRoutes);
  await app.register(contentRoutes);
  await app.register(categoryRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(productRoutes);
  await app.register(adminRoutes);
  await app.register(userRoutes, { config: app.config });
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(addressRoutes);
  await app.register(couponRoutes);
  await app.register(orderRoutes);
  await app.register(trackOrderRoutes);
  await app.register(codConfirmRoutes);
  await app.register(prepayRoutes);
  await app.register(deliveryRetryRoutes);
  await app.register(walletRoutes);
  await app.register(invoiceRoutes);
  await app.register(returnRoutes);
  await app.register(reviewRoutes);
  await app.register(supportRoutes);
  await app.register(checkoutRoutes);
  await app.register(razorpayWebhookRoutes);
  await app.register(shippingRoutes);
  await app.register(shiprocketWebhookRoutes);
  // The development outbox does not exist in production (docs/decisions/auth-and-sessions.md, OTP
  // rules).
  if (!app.config.isProduction) await app.register(devOutboxRoutes);
};

export default apiRoutes;
