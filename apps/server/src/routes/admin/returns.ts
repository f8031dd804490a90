import {
  adminReturnListQuery,
  adminReturnStatusBody,
  returnParams,
} from '@kesariya/shared/after-sale-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { requireStaff } from '../../plugins/staff-session';
import { moveReturnRequest } from '../../services/returns/move-return';
import { findRequestPhoto } from '../../services/returns/return-photo';
import { listReturns } from '../../services/returns/return-queries';
import { findStaffReturn } from '../../services/returns/staff-return-detail';
import { sendPhoto } from '../send-photo';

/** Staff calls of returns and replacements: the requests, and moving one a step on. */
const returnDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/return', { schema: { querystring: adminReturnListQuery } }, async (request) => {
    const { items, pagination } = await listReturns({ db: app.db }, request.query);
    return ok(items.length > 0 ? 'Return requests' : 'No return requests', items, {
      pagination,
    });
  });

  app.get('/admin/return/:id', { schema: { params: returnParams } }, async (request) =>
    ok('Return request', unwrap(await findStaffReturn({ db: app.db }, request.params.id))),
  );

  app.get('/admin/return/:id/photo', { schema: { params: returnParams } }, async (request, reply) =>
    sendPhoto(reply, await findRequestPhoto({ db: app.db }, app.media.storage, request.params.id)),
  );

  app.post(
    '/admin/return/status/:id',
    { schema: { params: returnParams, body: adminReturnStatusBody } },
    async (request) => {
      const staff = await requireStaff(request);
      const { status, refund_to, note } = request.body;
      const ctx = { db: app.db, messages: app.messages };
      const requestId = request.params.id;
      const moved = unwrap(
        await moveReturnRequest(
          ctx,
          {
            provider: app.paymentProvider,
            log: request.log,
            pickups: app.shipping.courier
              ? { provider: app.shipping.name, steps: app.shipmentSteps }
              : null,
          },
          { requestId, staff, status, refundTo: refund_to, note },
        ),
      );
      return ok(
        `The request is now ${moved.status.replaceAll('_', ' ')}`,
        unwrap(await findStaffReturn(ctx, moved.id)),
      );
    },
  );
};

export default returnDeskRoutes;
