import { toRupees, type CodConfirmation } from '@kesariya/shared';
import { codConfirmBody } from '@kesariya/shared/commerce-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { ipLimitKey } from '../../../lib/ip-limit-key';
import { requireUser } from '../../../plugins/session';
import { confirmCodOrder } from '../../../services/orders/cod-confirmation';

/**
 * POST website/order/cod-confirm: the shopper confirms a cash-on-delivery order, from the link in
 * its message without logging in (the token is the credential), or by its number when logged in.
 * A link's tap is limited per IP like tracking (a token is 256 random bits, but nothing should be
 * guessed at speed); a confirmation in a session, per shopper.
 */
const codConfirmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/website/order/cod-confirm',
    {
      config: {
        rateLimit: {
          max: 10 * app.config.authIpLimitFactor,
          timeWindow: 60_000,
          // After the body is read: a link's tap counts by address, a logged-in confirm by shopper.
          hook: 'preHandler',
          keyGenerator: async (request: FastifyRequest) => {
            const body = request.body as { token?: string };
            return body.token
              ? `cod-confirm|${ipLimitKey(request.ip)}`
              : `cod-confirm-user|${(await requireUser(request)).id}`;
          },
        },
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
