import { describe, expect, it } from 'vitest';
import { couponOffer } from './coupon-offer';

describe('couponOffer', () => {
  it('says a percent with its cap, a percent without one, and a flat amount in rupees', () => {
    expect(couponOffer({ kind: 'percent', value: 15, max_discount: 3000 })).toBe(
      '15% off, up to ₹3,000',
    );
    expect(couponOffer({ kind: 'percent', value: 10, max_discount: null })).toBe('10% off');
    expect(couponOffer({ kind: 'flat', value: 1500.5, max_discount: null })).toBe('₹1,500.50 off');
  });
});
