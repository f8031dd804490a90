import { invoiceFileName } from '@kesariya/shared';
import { invoiceQuery, orderParams } from '@kesariya/shared/commerce-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { loggedInOnly } from '../shopper';
import { requireUser } from '../../../plugins/session';
import { renderInvoicePdf } from '../../../services/invoices/invoice-pdf';
import { getOwnInvoice } from '../../../services/invoices/order-invoice';

/** The GST tax invoice of a paid (or, for cash on delivery, delivered) order: JSON or its PDF. */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/website/order/invoice/:saleId',
    { preValidation: loggedInOnly, schema: { params: orderParams, querystring: invoiceQuery } },
    async (request, reply) => {
      const user = await requireUser(request);
      const store = await app.storeDetails();
      const invoice = unwrap(
        await getOwnInvoice({ db: app.db }, store, user.id, request.params.saleId),
      );
      if (request.query.format === 'json') return ok('Tax invoice', invoice);
      const file = invoiceFileName(store.storeName, invoice.number);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${file}"`)
        .send(await renderInvoicePdf(invoice));
    },
  );
};

export default invoiceRoutes;
