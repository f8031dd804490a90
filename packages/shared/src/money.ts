/**
 * Money is integer paise everywhere inside; the API sends rupees as numbers
 * (docs/decisions/orders-and-payments.md, Money in paise).
 */
export type Paise = number;

export function toPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function toRupees(paise: Paise): number {
  return paise / 100;
}

/** Indian digit grouping: the last three digits, then pairs (1,24,999). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * ₹ with Indian digit grouping (₹1,24,999); paise shown only when there are any. Written out
 * rather than through Intl.NumberFormat: a browser's first en-IN currency format loads locale
 * data for tens of milliseconds on a phone, on the main thread of every page that shows a price.
 */
export function formatMoney(rupees: number): string {
  const sign = rupees < 0 ? '-' : '';
  const amount = Math.abs(rupees);
  const [whole = '0', paise] = (
    Number.isInteger(amount) ? String(amount) : amount.toFixed(2)
  ).split('.');
  return `${sign}₹${groupIndian(whole)}${paise ? `.${paise}` : ''}`;
}

/**
 * A whole count with Indian digit grouping (1,24,999 products), written out for the reason above:
 * a browser's first `toLocaleString('en-IN')` costs as much as its first currency format.
 */
export function formatCount(count: number): string {
  return `${count < 0 ? '-' : ''}${groupIndian(String(Math.abs(Math.trunc(count))))}`;
}

/**
 * A tax invoice's figures: Indian grouping and always two decimals, without ₹ (the invoice says
 * its amounts are in rupees), as the invoice PDF prints them: 1,190.48 and 1,250.00.
 */
export function formatAmount(rupees: number): string {
  const [whole = '0', paise = '00'] = Math.abs(rupees).toFixed(2).split('.');
  return `${rupees < 0 ? '-' : ''}${groupIndian(whole)}.${paise}`;
}

/** Whole-percent discount of price against MRP, never negative. */
export function discountPercent(mrp: number, price: number): number {
  if (mrp <= 0 || price >= mrp) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}
