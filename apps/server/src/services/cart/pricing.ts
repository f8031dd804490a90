/**
 * Cart and order arithmetic in integer paise (docs/decisions/orders-and-payments.md, Money in
 * paise). Pure functions, so the cart page, the coupon call and order placement compute the very
 * same figures.
 */

export interface CommerceRules {
  freeDeliveryAbovePaise: number;
  deliveryChargePaise: number;
}

export interface PricedLine {
  pricePaise: number;
  mrpPaise: number;
  qty: number;
}

export interface Totals {
  itemCount: number;
  mrpTotalPaise: number;
  subtotalPaise: number;
  discountPaise: number;
  couponDiscountPaise: number;
  deliveryChargePaise: number;
  totalPaise: number;
  walletUsedPaise: number;
  amountPayablePaise: number;
  amountToFreeDeliveryPaise: number;
}

/** The one rounding rule for discounts: down to the paisa, so a shopper never gets more than stated. */
export function percentOf(paise: number, percent: number): number {
  return Math.floor((paise * percent) / 100);
}

/**
 * Demo shipping policy: free delivery on orders of the threshold and above (measured on the
 * selling-price subtotal, before any coupon, so applying a coupon never makes delivery cost more),
 * otherwise a flat charge; pickup at the Pune store is always free.
 */
export function deliveryChargeFor(
  subtotalPaise: number,
  option: 'delivery' | 'pickup',
  rules: CommerceRules,
): number {
  if (option === 'pickup' || subtotalPaise === 0) return 0;
  return subtotalPaise >= rules.freeDeliveryAbovePaise ? 0 : rules.deliveryChargePaise;
}

export function computeTotals(
  lines: readonly PricedLine[],
  options: {
    couponDiscountPaise: number;
    deliveryOption: 'delivery' | 'pickup';
    walletBalancePaise: number;
    useWallet: boolean;
  },
  rules: CommerceRules,
): Totals {
  let mrpTotalPaise = 0;
  let subtotalPaise = 0;
  let itemCount = 0;
  for (const line of lines) {
    mrpTotalPaise += line.mrpPaise * line.qty;
    subtotalPaise += line.pricePaise * line.qty;
    itemCount += line.qty;
  }
  const couponDiscountPaise = Math.min(Math.max(0, options.couponDiscountPaise), subtotalPaise);
  const deliveryChargePaise = deliveryChargeFor(subtotalPaise, options.deliveryOption, rules);
  const totalPaise = subtotalPaise - couponDiscountPaise + deliveryChargePaise;
  const walletUsedPaise = options.useWallet
    ? Math.min(Math.max(0, options.walletBalancePaise), totalPaise)
    : 0;
  return {
    itemCount,
    mrpTotalPaise,
    subtotalPaise,
    discountPaise: mrpTotalPaise - subtotalPaise,
    couponDiscountPaise,
    deliveryChargePaise,
    totalPaise,
    walletUsedPaise,
    amountPayablePaise: totalPaise - walletUsedPaise,
    amountToFreeDeliveryPaise:
      options.deliveryOption === 'pickup' || subtotalPaise === 0
        ? 0
        : Math.max(0, rules.freeDeliveryAbovePaise - subtotalPaise),
  };
}
