import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { COUPON_CODE_MAX, formatMoney, toRupees, type CouponInfo } from '@kesariya/shared';
import { refuse, type Refusal } from '../../errors';
import type { ServiceContext } from '../context';
import { couponRedemptions, coupons } from '../../db/schema';
import { percentOf } from '../cart/pricing';

export type CouponRow = typeof coupons.$inferSelect;

/** An expected refusal is a value (docs/architecture.md); the message is what the shopper reads. */
export type CouponResult = { ok: true; coupon: CouponRow; discountPaise: number } | Refusal;

const couponRefusal = (message: string) => refuse('invalid_input', message, 'coupon_code');

export function toCouponInfo(row: CouponRow): CouponInfo {
  return {
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.kind === 'percent' ? row.value : toRupees(row.value),
    max_discount: row.maxDiscountPaise === null ? null : toRupees(row.maxDiscountPaise),
    min_order: toRupees(row.minOrderPaise),
    valid_until: row.validUntil?.toISOString() ?? null,
  };
}

/** Coupons a shopper may use now, for display at checkout. */
export async function listActiveCoupons(
  ctx: ServiceContext,
  now = new Date(),
): Promise<CouponInfo[]> {
  const rows = await ctx.db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.status, 'Y'),
        lte(coupons.validFrom, now),
        or(isNull(coupons.validUntil), gt(coupons.validUntil, now)),
      ),
    )
    .orderBy(asc(coupons.minOrderPaise), asc(coupons.id));
  return rows.map(toCouponInfo);
}

/** The discount of a coupon on a subtotal: a percentage up to its cap, or a flat amount; never above the subtotal. */
export function couponDiscount(coupon: CouponRow, subtotalPaise: number): number {
  const raw = coupon.kind === 'percent' ? percentOf(subtotalPaise, coupon.value) : coupon.value;
  const capped = coupon.maxDiscountPaise === null ? raw : Math.min(raw, coupon.maxDiscountPaise);
  return Math.max(0, Math.min(capped, subtotalPaise));
}

/**
 * Checks a code for a cart subtotal and a shopper: it exists and is active, has started and not
 * expired, the order reaches its minimum, and the shopper has uses left (coupon_redemptions; a
 * cancelled order's redemption is removed, so its use comes back). Guests get every check but the
 * per-user one, which order placement repeats for the logged-in user.
 */
export async function evaluateCoupon(
  ctx: ServiceContext,
  input: { code: string; userId: number | null; subtotalPaise: number; now?: Date },
): Promise<CouponResult> {
  const code = input.code.trim();
  const now = input.now ?? new Date();
  if (code === '') return couponRefusal('Please enter a coupon code');
  if (code.length > COUPON_CODE_MAX) return couponRefusal('Invalid coupon code');
  const [coupon] = await ctx.db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code})`)
    .limit(1);
  if (!coupon || coupon.status !== 'Y') return couponRefusal('Invalid coupon code');
  if (coupon.validFrom.getTime() > now.getTime())
    return couponRefusal(`Coupon ${coupon.code} is not active yet`);
  if (coupon.validUntil && coupon.validUntil.getTime() <= now.getTime())
    return couponRefusal(`Coupon ${coupon.code} has expired`);
  if (input.subtotalPaise < coupon.minOrderPaise) {
    const missing = coupon.minOrderPaise - input.subtotalPaise;
    return couponRefusal(
      `Coupon ${coupon.code} needs a minimum order of ${formatMoney(toRupees(coupon.minOrderPaise))}; add ${formatMoney(toRupees(missing))} more`,
    );
  }
  if (input.userId !== null) {
    const [used] = await ctx.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(
        and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, input.userId)),
      );
    if ((used?.n ?? 0) >= coupon.perUserLimit) {
      return couponRefusal(
        coupon.perUserLimit === 1
          ? `You have already used coupon ${coupon.code}`
          : `You have already used coupon ${coupon.code} ${coupon.perUserLimit} times, its limit`,
      );
    }
  }
  return { ok: true, coupon, discountPaise: couponDiscount(coupon, input.subtotalPaise) };
}
