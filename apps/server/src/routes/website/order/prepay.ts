import { orderParams } from '@kesariya/shared/commerce-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { loggedInOnly } from '../shopper';
import { requireUser } from '../../../plugins/session';
import { prepayOffer, startPrepayment } from '../../../services/orders/prepay-cod';

/**
 * website/order/prepay/{saleId}: the prepaid nudge on a cash-on-delivery order's page. GET answers
 * what paying online would save; POST opens that payment, settled by the checkout's verify call,
 * the test gateway or the provider's webhook. Only the shopper the order belongs to.
 */
const prepayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/website/order/prepay/:saleId',
    { preValidation: loggedInOnly, schema: { params: orderParams } },
    async (request) => {
      const user = await requireUser(request);
      const offer = unwrap(
        await prepayOffer({ db: app.db }, await app.storeRules(), user.id, request.params.saleId),
      );
      return ok('Pay online and save', offer);
    },
  );

  app.post(
    '/website/order/prepay/:saleId',
    { preValidation: loggedInOnly, schema: { params: orderParams } },
    async (request) => {
      const user = await requireUser(request);
      const started = unwrap(
        await startPrepayment(
          { db: app.db },
          { provider: app.paymentProvider, store: await app.storeDetails() },
          await app.storeRules(),
          { userId: user.id, saleId: request.params.saleId },
        ),
      );
      return ok('Please complete the payment', started);
    },
  );
};

export default prepayRoutes;
