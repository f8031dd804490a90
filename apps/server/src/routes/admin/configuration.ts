import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { listModuleConfigs } from '../../services/content';

/** Spec section 7: the storefront reads the module switches at start-up (status 'Y' is on). */
const configurationRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin/configuration', async () =>
    ok('Module configuration', await listModuleConfigs({ db: app.db })),
  );
};

export default configurationRoutes;
