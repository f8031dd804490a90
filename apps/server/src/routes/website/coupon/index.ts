import { couponApplyBody } from '@kesariya/shared/commerce-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { resolveCartOwner } from '../shopper';
import { applyCoupon } from '../../../services/checkout/apply-coupon';
import { listActiveCoupons } from '../../../services/checkout/coupons';

/** Coupons: the list for display, and a server-side check against the current cart. */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/website/coupon', async () => ok('Coupons', await listActiveCoupons({ db: app.db })));

  app.post('/website/coupon/apply', { schema: { body: couponApplyBody } }, async (request) => {
    const { code } = request.body;
    const { owner, user } = await resolveCartOwner(request, request.body);
    const applied = unwrap(
      await applyCoupon(
        { db: app.db },
        owner,
        { code, userId: user?.id ?? null },
        await app.commerceRules(),
      ),
    );
    return ok(`Coupon ${applied.coupon.code} applied`, applied);
  });
};

export default couponRoutes;
