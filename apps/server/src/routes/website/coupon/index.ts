import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { toRupees } from '@kesariya/shared';
import { AppError, unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { parseInput } from '../../../lib/validate';
import { findCartId } from '../../../services/cart/cart-owner';
import { lineIssue, loadCartLines } from '../../../services/cart/cart-lines';
import { computeTotals } from '../../../services/cart/pricing';
import {
  COUPON_CODE_MAX,
  evaluateCoupon,
  listActiveCoupons,
  toCouponInfo,
} from '../../../services/checkout/coupons';
import { sessionIdField, textField, userIdField } from '../cart/fields';
import { resolveCartOwner } from '../cart/shopper';

const applyBody = z.object({
  code: textField('code', 200).refine((v) => v.length > 0, { error: 'code is required' }),
  user_id: userIdField(),
  session_id: sessionIdField(),
});

/** Coupons: the list for display, and a server-side check against the current cart. */
const couponRoutes: FastifyPluginAsync = async (app) => {
  app.get('/website/coupon', async () => ok('Coupons', await listActiveCoupons({ db: app.db })));

  app.post('/website/coupon/apply', async (request) => {
    const body = parseInput(applyBody, request.body);
    if (body.code.length > COUPON_CODE_MAX) throw AppError.invalid('Invalid coupon code', 'code');
    const { owner, user } = await resolveCartOwner(request, {
      userId: body.user_id,
      sessionId: body.session_id,
    });
    const cartId = await findCartId({ db: app.db }, owner);
    const lines =
      cartId === null
        ? []
        : (await loadCartLines({ db: app.db }, cartId)).filter((line) => lineIssue(line) === null);
    if (lines.length === 0)
      throw AppError.invalid('Add something to your cart before applying a coupon', 'code');
    const { subtotalPaise } = computeTotals(
      lines,
      {
        couponDiscountPaise: 0,
        deliveryOption: 'delivery',
        walletBalancePaise: 0,
        useWallet: false,
      },
      app.config.commerce,
    );
    const result = unwrap(
      await evaluateCoupon(
        { db: app.db },
        { code: body.code, userId: user?.id ?? null, subtotalPaise },
      ),
    );
    return ok(`Coupon ${result.coupon.code} applied`, {
      coupon: toCouponInfo(result.coupon),
      discount: toRupees(result.discountPaise),
      subtotal: toRupees(subtotalPaise),
    });
  });
};

export default couponRoutes;
