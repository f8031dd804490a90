import {
  adminReturnListQuery,
  adminReturnStatusBody,
  returnParams,
} from '@kesariya/shared/after-sale-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { requireAdmin } from '../../plugins/session';
import { moveReturnRequest } from '../../services/returns/move-return';
import { listReturns } from '../../services/returns/return-queries';

/** Staff calls of returns and replacements: the requests, and moving one a step on. */
const returnDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/return', { schema: { querystring: adminReturnListQuery } }, async (request) => {
    const { items, pagination } = await listReturns({ db: app.db }, request.query);
    return ok(items.length > 0 ? 'Return requests' : 'No return requests', items, {
      pagination,
    });
  });

  app.post(
    '/admin/return/status/:id',
    { schema: { params: returnParams, body: adminReturnStatusBody } },
    async (request) => {
      const staff = await requireAdmin(request);
      const { status, refund_to, note } = request.body;
      const moved = unwrap(
        await moveReturnRequest(
          { db: app.db },
          {
            provider: app.paymentProvider,
            notifiers: { mailer: app.mailer, log: request.log },
          },
          {
            requestId: request.params.id,
            staffUserId: staff.id,
            status,
            refundTo: refund_to,
            note,
          },
        ),
      );
      return ok(`The request is now ${moved.status.replaceAll('_', ' ')}`, moved);
    },
  );
};

export default returnDeskRoutes;
