import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin/index';
import healthRoutes from './health';
import categoryRoutes from './website/categories';
import contactRoutes from './website/contact';
import contentRoutes from './website/content';
import newsletterRoutes from './website/newsletter';
import productRoutes from './website/products';
import userRoutes from './website/user/index';
import commerceRoutes from './website/checkout/index';
import devOutboxRoutes from './dev/outbox';

/** Everything under /api: one client credential guards it all (DESIGN.md, API conventions). */
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
  await app.register(commerceRoutes);
  // The development outbox does not exist in production (DESIGN.md).
  if (!app.config.isProduction) await app.register(devOutboxRoutes);
};

export default apiRoutes;
