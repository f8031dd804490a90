import { formatMoney, type AdminCoupon } from '@kesariya/shared';

/** What a coupon gives, as the owner reads it in the list: "15% off, up to ₹500" or "₹200 off". */
export function couponOffer(coupon: Pick<AdminCoupon, 'kind' | 'value' | 'max_discount'>): string {
  if (coupon.kind === 'flat') return `${formatMoney(coupon.value)} off`;
  return coupon.max_discount === null
    ? `${coupon.value}% off`
    : `${coupon.value}% off, up to ${formatMoney(coupon.max_discount)}`;
}
