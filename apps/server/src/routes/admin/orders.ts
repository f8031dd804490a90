import {
  adminOrderListQuery,
  adminOrderStatusBody,
  adminRefundParams,
  orderParams,
} from '@kesariya/shared/commerce-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { requireAdmin } from '../../plugins/session';
import { moveOrder } from '../../services/orders/move-order';
import { toOrderRefund } from '../../services/orders/order-mapper';
import { retryRefund } from '../../services/orders/refund';
import { getStaffOrderDetail, listStaffOrders } from '../../services/orders/staff-orders';

/** Staff calls of orders: the list, moving an order on (or cancelling it), retrying a refund. */
const orderDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/order', { schema: { querystring: adminOrderListQuery } }, async (request) => {
    const { items, pagination } = await listStaffOrders({ db: app.db }, request.query);
    return ok(items.length > 0 ? 'Orders' : 'No orders', items, { pagination });
  });

  app.post(
    '/admin/order/status/:saleId',
    { schema: { params: orderParams, body: adminOrderStatusBody } },
    async (request) => {
      const staff = await requireAdmin(request);
      const { status, carrier, tracking_number: trackingNumber, note } = request.body;
      const ctx = { db: app.db };
      const order = unwrap(
        await moveOrder(
          ctx,
          {
            provider: app.paymentProvider,
            notifiers: { mailer: app.mailer, sms: app.sms, log: request.log },
          },
          {
            saleId: request.params.saleId,
            status,
            carrier,
            trackingNumber,
            note,
            staffUserId: staff.id,
          },
        ),
      );
      return ok(
        `The order is now ${order.status.replaceAll('_', ' ')}`,
        await getStaffOrderDetail(ctx, order, app.config.commerce),
      );
    },
  );

  app.post(
    '/admin/refund/retry/:id',
    { schema: { params: adminRefundParams } },
    async (request) => {
      const staff = await requireAdmin(request);
      const refund = unwrap(
        await retryRefund(
          { db: app.db },
          app.paymentProvider,
          { refundId: request.params.id, actor: `staff:${staff.id}` },
          request.log,
        ),
      );
      return ok(`The refund is ${refund.status}`, { ...toOrderRefund(refund), id: refund.id });
    },
  );
};

export default orderDeskRoutes;
