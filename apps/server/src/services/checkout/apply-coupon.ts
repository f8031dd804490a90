import { toRupees, type CouponApplication } from '@kesariya/shared';
import { refuse, type Refusal } from '../../errors';
import type { ServiceContext } from '../context';
import { findCartId, type CartOwner } from '../cart/cart-owner';
import { lineIssue, loadCartLines } from '../cart/cart-lines';
import { computeTotals, type CommerceRules } from '../cart/pricing';
import { evaluateCoupon, toCouponInfo } from './coupons';

/**
 * Checks a coupon against the cart as it is now: the subtotal of the lines that can be bought,
 * and the shopper's own uses when logged in. Order placement checks it again.
 */
export async function applyCoupon(
  ctx: ServiceContext,
  owner: CartOwner,
  input: { code: string; userId: number | null },
  rules: CommerceRules,
): Promise<CouponApplication | Refusal> {
  const cartId = await findCartId(ctx, owner);
  const lines =
    cartId === null
      ? []
      : (await loadCartLines(ctx, cartId)).filter((line) => lineIssue(line) === null);
  if (lines.length === 0)
    return refuse('invalid_input', 'Add something to your cart before applying a coupon', 'code');
  const { subtotalPaise } = computeTotals(
    lines,
    { couponDiscountPaise: 0, deliveryOption: 'delivery', walletBalancePaise: 0, useWallet: false },
    rules,
  );
  const result = await evaluateCoupon(ctx, { ...input, subtotalPaise });
  if (!result.ok) return result;
  return {
    coupon: toCouponInfo(result.coupon),
    discount: toRupees(result.discountPaise),
    subtotal: toRupees(subtotalPaise),
  };
}
