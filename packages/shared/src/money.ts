/** Money is integer paise everywhere inside; the API sends rupees as numbers (DESIGN.md). */
export type Paise = number;

export function toPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function toRupees(paise: Paise): number {
  return paise / 100;
}

const formatters = new Map<number, Intl.NumberFormat>();

/** ₹ with Indian digit grouping (₹1,24,999); paise shown only when there are any. */
export function formatMoney(rupees: number): string {
  const fractionDigits = Number.isInteger(rupees) ? 0 : 2;
  let formatter = formatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(fractionDigits, formatter);
  }
  return formatter.format(rupees);
}

/** Whole-percent discount of price against MRP, never negative. */
export function discountPercent(mrp: number, price: number): number {
  if (mrp <= 0 || price >= mrp) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}
