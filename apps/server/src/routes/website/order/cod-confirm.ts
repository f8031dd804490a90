import { toRupees, type CodConfirmation } from '@kesariya/shared';
import { codConfirmBody } from '@kesariya/shared/commerce-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { linkOrSessionRateLimit } from './link-rate-limit';
import { requireUser } from '../../../plugins/session';
import { confirmCodOrder } from '../../../services/orders/cod-confirmation';

/**
 * POST website/order/cod-confirm: the shopper confirms a cash-on-delivery order, from the link in
 * its message without logging in (the token is the credential), or by its number when logged in.
 */
const codConfirmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/website/order/cod-confirm',
    {
      config: {
        rateLimit: linkOrSessionRateLimit(app, 'cod-confirm'),
      },
      schema: { body: codConfirmBody },
    },
    async (request) => {
      const { token, sale_id: saleId } = request.body;
      const by = token ? { token } : { saleId, userId: (await requireUser(request)).id };
      const ctx = { db: app.db, messages: app.messages };
      const { order, confirmedNow } = unwrap(await confirmCodOrder(ctx, by));
      const answer: CodConfirmation = {
        sale_id: order.saleId,
        status: order.status,
        pay_on_delivery: toRupees(order.totalPaise - order.walletUsedPaise),
      };
      return ok(
        confirmedNow ? 'Thank you: your order is confirmed' : 'Your order is already confirmed',
        answer,
      );
    },
  );
};

export default codConfirmRoutes;
