import { describe, expect, it } from 'vitest';
import { couponShares, discountedLineTotals } from '../../src/services/orders/apportion';

describe('coupon shares of an order', () => {
  it('falls on the lines pro rata, the remainder paise on the last line', () => {
    expect(couponShares([100_00, 200_00], 100_00)).toEqual([33_33, 66_67]);
    expect(discountedLineTotals([100_00, 200_00], 100_00)).toEqual([66_67, 133_33]);
  });

  it('is nothing for every line without a coupon', () => {
    expect(couponShares([999_00, 1_00], 0)).toEqual([0, 0]);
  });

  it('always adds up to the discount, to the paisa', () => {
    let seed = 7;
    const random = (max: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % max;
    };
    for (let run = 0; run < 500; run++) {
      const lines = Array.from({ length: 1 + random(6) }, () => 1 + random(50_000_00));
      const subtotal = lines.reduce((a, b) => a + b, 0);
      const discount = random(Math.floor(subtotal / 2));
      const shares = couponShares(lines, discount);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
      expect(shares.every((share) => share >= 0)).toBe(true);
    }
  });

  it('stays exact on orders worth crores', () => {
    expect(couponShares([9_00_00_000_00, 3_00_00_000_00], 1_00_00_000_00)).toEqual([
      75_00_000_00, 25_00_000_00,
    ]);
  });
});
