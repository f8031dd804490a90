import {
  adminOrderListQuery,
  adminOrderStatusBody,
  adminRefundParams,
  orderParams,
} from '@kesariya/shared/commerce-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { requireStaff } from '../../plugins/staff-session';
import { audited, recordChange } from '../../services/audit/audit-log';
import { orderSnapshot } from '../../services/audit/snapshots';
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
      const staff = await requireStaff(request);
      const { status, carrier, tracking_number: trackingNumber, note } = request.body;
      const ctx = { db: app.db };
      const { saleId } = request.params;
      const order = await audited(
        ctx,
        staff,
        { action: `order.${status}`, targetType: 'order', targetId: saleId },
        () => orderSnapshot(ctx, saleId),
        async () =>
          unwrap(
            await moveOrder(
              ctx,
              {
                provider: app.paymentProvider,
                notifiers: { mailer: app.mailer, sms: app.sms, log: request.log },
              },
              {
                saleId,
                status,
                carrier,
                trackingNumber,
                note,
                staffUserId: staff.id,
              },
            ),
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
      const staff = await requireStaff(request);
      const refund = unwrap(
        await retryRefund(
          { db: app.db },
          app.paymentProvider,
          { refundId: request.params.id, actor: `staff:${staff.id}` },
          request.log,
        ),
      );
      await recordChange({ db: app.db }, staff, {
        action: 'refund.retry',
        targetType: 'refund',
        targetId: refund.id,
        before: null,
        after: { status: refund.status },
      });
      return ok(`The refund is ${refund.status}`, { ...toOrderRefund(refund), id: refund.id });
    },
  );
};

export default orderDeskRoutes;
