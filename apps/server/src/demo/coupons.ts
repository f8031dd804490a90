import type { DemoCoupon } from './types';

/** Demo coupons; money in paise. The promotional bar advertises FESTIVE500. */
export const COUPONS: readonly DemoCoupon[] = [
  {
    code: 'WELCOME10',
    description: '10% off your first order, up to ₹300, on orders above ₹999.',
    kind: 'percent',
    value: 10,
    maxDiscount: 300_00,
    minOrder: 999_00,
    perUserLimit: 1,
    validDays: 365,
  },
  {
    code: 'FESTIVE500',
    description: 'Flat ₹500 off on orders above ₹2,999 during the festive season.',
    kind: 'flat',
    value: 500_00,
    maxDiscount: null,
    minOrder: 2_999_00,
    perUserLimit: 2,
    validDays: 45,
  },
  {
    code: 'FREESHIP',
    description: 'Takes ₹99 off to cover shipping on orders below the ₹1,499 free-shipping mark.',
    kind: 'flat',
    value: 99_00,
    maxDiscount: null,
    minOrder: 499_00,
    perUserLimit: 3,
    validDays: 90,
  },
  {
    code: 'SHAADI15',
    description: '15% off wedding shopping above ₹9,999, up to ₹3,000.',
    kind: 'percent',
    value: 15,
    maxDiscount: 3_000_00,
    minOrder: 9_999_00,
    perUserLimit: 1,
    validDays: 120,
  },
];

export const PROMOTIONAL_MESSAGE =
  'Festive Edit is live: flat ₹500 off on orders above ₹2,999 with code FESTIVE500';
