import { invoiceFileName } from '@kesariya/shared';
import {
  adminCollectCodBody,
  adminOrderListQuery,
  adminOrderStatusBody,
  adminRefundParams,
  invoiceQuery,
  orderParams,
} from '@kesariya/shared/commerce-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../errors';
import { publicOrigin } from '../../lib/public-origin';
import { ok } from '../../lib/envelope';
import { requireStaff } from '../../plugins/staff-session';
import { moveOrder } from '../../services/orders/move-order';
import { toOrderRefund } from '../../services/orders/order-mapper';
import { retryRefund } from '../../services/orders/refund';
import { collectCod } from '../../services/orders/staff-collect-cod';
import {
  findStaffOrderDetail,
  getPackingSlip,
  getStaffInvoice,
  getStaffOrderDetail,
  listStaffOrders,
} from '../../services/orders/staff-orders';
import { renderInvoicePdf } from '../../services/invoices/invoice-pdf';

/**
 * Staff calls of orders: the list and one order, moving it on (or cancelling it), recording its cash
 * on delivery, its packing slip and invoice, retrying a refund.
 */
const orderDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/order', { schema: { querystring: adminOrderListQuery } }, async (request) => {
    const { items, pagination } = await listStaffOrders({ db: app.db }, request.query);
    return ok(items.length > 0 ? 'Orders' : 'No orders', items, { pagination });
  });

  app.get('/admin/order/:saleId', { schema: { params: orderParams } }, async (request) =>
    ok(
      'Order',
      unwrap(
        await findStaffOrderDetail({ db: app.db }, request.params.saleId, app.config.commerce),
      ),
    ),
  );

  app.get(
    '/admin/order/:saleId/packing-slip',
    { schema: { params: orderParams } },
    async (request) =>
      ok(
        'Packing slip',
        unwrap(
          await getPackingSlip({ db: app.db }, await app.storeDetails(), request.params.saleId),
        ),
      ),
  );

  app.get(
    '/admin/order/:saleId/invoice',
    { schema: { params: orderParams, querystring: invoiceQuery } },
    async (request, reply) => {
      const store = await app.storeDetails();
      const invoice = unwrap(await getStaffInvoice({ db: app.db }, store, request.params.saleId));
      if (request.query.format === 'json') return ok('Tax invoice', invoice);
      const file = invoiceFileName(store.storeName, invoice.number);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${file}"`)
        .send(await renderInvoicePdf(invoice));
    },
  );

  app.post(
    '/admin/order/collect-cod/:saleId',
    { schema: { params: orderParams, body: adminCollectCodBody } },
    async (request) => {
      const staff = await requireStaff(request);
      const ctx = { db: app.db };
      const { saleId } = request.params;
      const order = unwrap(
        await collectCod(ctx, { saleId, amountPaise: request.body.amount, staff }),
      );
      return ok(
        'The cash is recorded as collected',
        await getStaffOrderDetail(ctx, order, app.config.commerce),
      );
    },
  );

  app.post(
    '/admin/order/status/:saleId',
    { schema: { params: orderParams, body: adminOrderStatusBody } },
    async (request) => {
      const staff = await requireStaff(request);
      const { status, carrier, tracking_number: trackingNumber, note } = request.body;
      const ctx = { db: app.db, messages: app.messages };
      const { saleId } = request.params;
      const order = unwrap(
        await moveOrder(
          ctx,
          { provider: app.paymentProvider, notifiers: { log: request.log } },
          {
            saleId,
            status,
            carrier,
            trackingNumber,
            note,
            staff,
            linkOrigin: publicOrigin(app.config, request),
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
      const staff = await requireStaff(request);
      const refund = unwrap(
        await retryRefund(
          { db: app.db },
          app.paymentProvider,
          { refundId: request.params.id, staff },
          request.log,
        ),
      );
      return ok(`The refund is ${refund.status}`, { ...toOrderRefund(refund), id: refund.id });
    },
  );
};

export default orderDeskRoutes;
