import { trackOrderBody } from '@kesariya/shared/commerce-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { trackOrder } from '../../../services/orders/track-order';

/**
 * POST website/order/track, for guests and shoppers alike. Order numbers are sequential, so the
 * call is limited per IP like the account calls (scaled by AUTH_IP_LIMIT_FACTOR): guessing the
 * contact of someone else's order stays slow (docs/decisions/platform-and-security.md, Rate limits
 * and shared addresses (CGNAT)).
 */
const trackOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/website/order/track',
    {
      config: { rateLimit: { max: 10 * app.config.authIpLimitFactor, timeWindow: 60_000 } },
      schema: { body: trackOrderBody },
    },
    async (request) => {
      const { sale_id: saleId, contact } = request.body;
      return ok('Order status', unwrap(await trackOrder({ db: app.db }, { saleId, contact })));
    },
  );
};

export default trackOrderRoutes;
