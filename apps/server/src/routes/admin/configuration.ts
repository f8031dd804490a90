import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { listModuleConfigs } from '../../services/content';

/**
 * The web app reads the module switches at start-up (docs/decisions/back-office.md, Module
 * configuration).
 */
const configurationRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin/configuration', async () =>
    ok('Module configuration', await listModuleConfigs({ db: app.db })),
  );
};

export default configurationRoutes;
