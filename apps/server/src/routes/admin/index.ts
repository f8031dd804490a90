import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../../plugins/session';
import configurationRoutes from './configuration';
import orderDeskRoutes from './orders';
import productImageRoutes from './product-images';
import returnDeskRoutes from './returns';
import { adminLoginRoutes, adminSessionRoutes } from './session';
import supportDeskRoutes from './support';

/**
 * The calls under /api/admin. Two are open to any API client: the module switches the storefront
 * reads at start-up, and staff login. Everything else sits in one scope whose hook demands an admin
 * session, so a new admin call is guarded by being registered here, not by remembering an option.
 * The hook runs on request, before the body is read: an upload from someone who is not an admin is
 * refused without parsing megabytes of it.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(configurationRoutes);
  await app.register(adminLoginRoutes);
  await app.register(async (staffOnly) => {
    staffOnly.addHook('onRequest', async (request) => {
      await requireAdmin(request);
    });
    await staffOnly.register(adminSessionRoutes);
    await staffOnly.register(productImageRoutes);
    await staffOnly.register(orderDeskRoutes);
    await staffOnly.register(returnDeskRoutes);
    await staffOnly.register(supportDeskRoutes);
  });
};

export default adminRoutes;
