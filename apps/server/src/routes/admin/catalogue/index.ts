import type { FastifyPluginAsync } from 'fastify';
import categoryRoutes from './categories';
import catalogueCsvRoutes from './csv';
import productRoutes from './products';

/** The back office's catalogue calls, open to staff and owner alike. */
const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await app.register(productRoutes);
  await app.register(categoryRoutes);
  await app.register(catalogueCsvRoutes);
};

export default catalogueRoutes;
