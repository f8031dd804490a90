import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { dashboardSummary } from '../../services/dashboard/dashboard-summary';

/** The day's figures for anyone who runs the shop, owner or staff. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/dashboard', async () => ok('Dashboard', await dashboardSummary({ db: app.db })));
};

export default dashboardRoutes;
