import type { FastifyPluginAsync } from 'fastify';
import configurationRoutes from './configuration';
import productImageRoutes from './product-images';
import adminSessionRoutes from './session';

/** The calls under /api/admin: the storefront's module switches and the store owner's own calls. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(configurationRoutes);
  await app.register(adminSessionRoutes);
  await app.register(productImageRoutes);
};

export default adminRoutes;
