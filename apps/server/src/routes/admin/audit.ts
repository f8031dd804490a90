import { auditQuery } from '@kesariya/shared/admin-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { auditFacets, listAudit } from '../../services/audit/audit-log';

/** The audit log, for the owner: every back-office change, newest first. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/audit', { schema: { querystring: auditQuery } }, async (request) => {
    const { items, pagination } = await listAudit({ db: app.db }, request.query);
    return ok(items.length > 0 ? 'Changes' : 'No changes yet', items, { pagination });
  });

  app.get('/admin/audit/facets', async () =>
    ok('Audit filters', await auditFacets({ db: app.db })),
  );
};

export default auditRoutes;
