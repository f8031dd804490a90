import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trackOrderBody } from '@kesariya/shared/commerce-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, TOO_MANY_REQUESTS, unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { contactKey, trackOrder } from '../../../services/orders/track-order';

const HOUR = 60 * 60_000;

/**
 * Order numbers are sequential, so an order's number alone opens nothing: tracking needs the
 * contact too, and one address may try 10 pairs a minute. These two count the same guessing spread
 * over many addresses: one order number tried with many contacts, and one contact tried with many
 * order numbers (someone's phone, walked through the numbers to find their orders). Missing and
 * existing orders count alike, so the limit itself says nothing about which numbers exist.
 */
function spreadGuessingGuard(app: FastifyInstance) {
  const bodyOf = (request: FastifyRequest) => request.body as { sale_id: string; contact: string };
  const perOrder = app.createRateLimit({
    max: 10,
    timeWindow: HOUR,
    keyGenerator: (request) => `track-order|${bodyOf(request).sale_id.toUpperCase()}`,
  });
  const perContact = app.createRateLimit({
    max: 20,
    timeWindow: HOUR,
    keyGenerator: (request) => `track-contact|${contactKey(bodyOf(request).contact)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const counts = await Promise.all([perOrder(request), perContact(request)]);
    // isAllowed is only the allow list; isExceeded says whether this request went over the limit.
    if (counts.some((count) => !count.isAllowed && count.isExceeded))
      throw new AppError('rate_limited', TOO_MANY_REQUESTS);
  };
}

/**
 * POST website/order/track, for guests and shoppers alike: the order's number and the mobile or
 * e-mail on it, limited per IP like the account calls (scaled by AUTH_IP_LIMIT_FACTOR) and per
 * order number and contact whatever the address (docs/decisions/platform-and-security.md, Rate
 * limits and shared addresses (CGNAT)).
 */
const trackOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = spreadGuessingGuard(app);
  app.post(
    '/website/order/track',
    {
      config: { rateLimit: { max: 10 * app.config.authIpLimitFactor, timeWindow: 60_000 } },
      schema: { body: trackOrderBody },
      preHandler: guard,
    },
    async (request) => {
      const { sale_id: saleId, contact } = request.body;
      return ok('Order status', unwrap(await trackOrder({ db: app.db }, { saleId, contact })));
    },
  );
};

export default trackOrderRoutes;
