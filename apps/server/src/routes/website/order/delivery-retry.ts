import { retryDayLabel, type DeliveryRetryAnswer } from '@kesariya/shared';
import { orderParams } from '@kesariya/shared/commerce-schemas';
import { deliveryRetryBody } from '@kesariya/shared/shipping-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { linkOrSessionRateLimit } from './link-rate-limit';
import { requireUser } from '../../../plugins/session';
import { requestDeliveryRetry } from '../../../services/orders/delivery-retry';

/**
 * POST website/order/delivery-retry/{saleId}: after a failed delivery the shopper asks for another
 * attempt on a day, or for the parcel to come back, from the link in its message without logging
 * in (the token is the credential) or from their order page.
 */
const deliveryRetryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/website/order/delivery-retry/:saleId',
    {
      config: {
        rateLimit: linkOrSessionRateLimit(app, 'delivery-retry'),
      },
      schema: { params: orderParams, body: deliveryRetryBody },
    },
    async (request) => {
      const { action, date, token } = request.body;
      const by = token ? { token } : { userId: (await requireUser(request)).id };
      const { order, failure } = unwrap(
        await requestDeliveryRetry({ db: app.db, messages: app.messages }, by, {
          saleId: request.params.saleId,
          action,
          date,
        }),
      );
      const answer: DeliveryRetryAnswer = {
        sale_id: order.saleId,
        status: order.status,
        action,
        date: failure.shopperDate,
      };
      return ok(
        failure.shopperDate
          ? `Thank you: we will ask the courier to deliver on ${retryDayLabel(failure.shopperDate)}`
          : 'Thank you: we will ask the courier to bring the parcel back to us',
        answer,
      );
    },
  );
};

export default deliveryRetryRoutes;
