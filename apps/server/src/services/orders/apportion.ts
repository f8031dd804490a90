/**
 * An order's discounts that fall on its lines: the coupon and the prepaid saving (paying online
 * instead of cash on delivery). Both lower what the goods were sold for, so both lower the lines'
 * taxable values and what a returned piece is worth.
 */
export function orderWideDiscount(order: {
  couponDiscountPaise: number;
  prepaidSavingPaise: number;
}): number {
  return order.couponDiscountPaise + order.prepaidSavingPaise;
}

/**
 * How an order-wide discount (orderWideDiscount) falls on its lines: pro rata to the line totals, each share
 * rounded down to the paisa, the remainder paise on the last line. The invoice's taxable values and
 * a return's refund both take a line's value from here, so the two always agree.
 */
export function couponShares(
  lineTotalsPaise: readonly number[],
  couponDiscountPaise: number,
): number[] {
  const subtotal = lineTotalsPaise.reduce((sum, total) => sum + total, 0);
  if (subtotal === 0 || couponDiscountPaise === 0) return lineTotalsPaise.map(() => 0);
  // BigInt: discount × line total can pass 2^53 paise on a large order.
  const shares = lineTotalsPaise.map((total) =>
    Number((BigInt(couponDiscountPaise) * BigInt(total)) / BigInt(subtotal)),
  );
  const given = shares.slice(0, -1).reduce((sum, share) => sum + share, 0);
  shares[shares.length - 1] = couponDiscountPaise - given;
  return shares;
}

/** Each line's value after its share of the coupon discount; they add up to subtotal minus discount. */
export function discountedLineTotals(
  lineTotalsPaise: readonly number[],
  couponDiscountPaise: number,
): number[] {
  const shares = couponShares(lineTotalsPaise, couponDiscountPaise);
  return lineTotalsPaise.map((total, i) => total - shares[i]!);
}

export interface OrderLineQty {
  /** order_items.id */
  id: number;
  qty: number;
  lineTotalPaise: number;
}

/** Units of order lines, by order item id. */
export type UnitsByLine = ReadonlyMap<number, number>;

/**
 * What returned items are worth (docs/decisions/orders-and-payments.md, Money in paise): each
 * line's value after its share of the coupon discount, for the units returned now. Counted from the
 * units returned before, so the parts of one line returned in several requests add up to the line's
 * value exactly. The delivery charge is added only by the return that leaves nothing of the order
 * unreturned.
 */
export function returnedItemsValue(
  order: { couponDiscountPaise: number; prepaidSavingPaise: number; deliveryChargePaise: number },
  lines: readonly OrderLineQty[],
  returning: UnitsByLine,
  returnedBefore: UnitsByLine = new Map(),
): number {
  const values = discountedLineTotals(
    lines.map((line) => line.lineTotalPaise),
    orderWideDiscount(order),
  );
  const valueOfUnits = (i: number, units: number) =>
    Math.floor((values[i]! * units) / lines[i]!.qty);
  let amount = 0;
  let everythingReturned = true;
  lines.forEach((line, i) => {
    const before = returnedBefore.get(line.id) ?? 0;
    const after = Math.min(line.qty, before + (returning.get(line.id) ?? 0));
    amount += valueOfUnits(i, after) - valueOfUnits(i, before);
    if (after < line.qty) everythingReturned = false;
  });
  return everythingReturned ? amount + order.deliveryChargePaise : amount;
}

/** How an order was paid: from the wallet, and otherwise (online, or cash once delivered). */
export interface PaidParts {
  walletPaise: number;
  otherPaise: number;
}

/**
 * Splits a refund between the wallet and the other payment in proportion to how the order was paid.
 * Counted from what was refunded before, so the refunds of one order add up to each part exactly
 * and never give back more of a part than it paid.
 */
export function splitByPayment(
  paid: PaidParts,
  refundedBeforePaise: number,
  amountPaise: number,
): PaidParts {
  const total = paid.walletPaise + paid.otherPaise;
  if (total === 0) return { walletPaise: 0, otherPaise: 0 };
  const walletUpTo = (refunded: number) => Math.floor((paid.walletPaise * refunded) / total);
  const walletPaise =
    walletUpTo(refundedBeforePaise + amountPaise) - walletUpTo(refundedBeforePaise);
  return { walletPaise, otherPaise: amountPaise - walletPaise };
}
