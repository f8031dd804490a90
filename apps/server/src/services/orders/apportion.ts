/**
 * How an order-wide coupon discount falls on its lines: pro rata to the line totals, each share
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
