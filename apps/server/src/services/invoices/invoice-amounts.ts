import { discountedLineTotals } from '../orders/apportion';

/** One line's value split into its taxable value and its tax, all in paise. */
export interface TaxSplit {
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * Prices include GST: the taxable value is the price without it, rounded to the paisa, and the tax
 * is the rest, so the two always add up to what was paid. Within the store's state the tax is half
 * CGST (rounded down) and half SGST (the rest); across states it is all IGST.
 */
export function splitTax(grossPaise: number, rateBp: number, intraState: boolean): TaxSplit {
  const taxablePaise = Math.round((grossPaise * 100_00) / (100_00 + rateBp));
  const tax = grossPaise - taxablePaise;
  const cgstPaise = intraState ? Math.floor(tax / 2) : 0;
  return {
    rateBp,
    taxablePaise,
    cgstPaise,
    sgstPaise: intraState ? tax - cgstPaise : 0,
    igstPaise: intraState ? 0 : tax,
    totalPaise: grossPaise,
  };
}

export interface InvoiceAmountsInput {
  /** Each order line's total (price × qty) and its GST rate of the day of the sale. */
  items: readonly { lineTotalPaise: number; rateBp: number }[];
  /** The coupon and the prepaid saving (orders/apportion.ts, orderWideDiscount). */
  orderDiscountPaise: number;
  deliveryChargePaise: number;
  intraState: boolean;
}

export interface InvoiceAmounts {
  lines: (TaxSplit & { discountPaise: number })[];
  delivery: TaxSplit | null;
  totals: Omit<TaxSplit, 'rateBp'>;
}

/**
 * The invoice's figures from the order's: each line after its share of the coupon and the prepaid
 * saving (wallet money is a way of paying, not a discount, so it changes nothing here), and the
 * delivery charge taxed at the highest rate of the goods it carries (a composite supply takes the
 * rate of its principal supply).
 * The totals are the lines' sums, so they equal the order's total to the paisa.
 */
export function invoiceAmounts(input: InvoiceAmountsInput): InvoiceAmounts {
  const lineTotals = input.items.map((item) => item.lineTotalPaise);
  const discounted = discountedLineTotals(lineTotals, input.orderDiscountPaise);
  const lines = input.items.map((item, i) => ({
    ...splitTax(discounted[i]!, item.rateBp, input.intraState),
    discountPaise: item.lineTotalPaise - discounted[i]!,
  }));
  const highestRateBp = Math.max(0, ...input.items.map((item) => item.rateBp));
  const delivery =
    input.deliveryChargePaise > 0
      ? splitTax(input.deliveryChargePaise, highestRateBp, input.intraState)
      : null;
  const all = delivery ? [...lines, delivery] : lines;
  const sum = (pick: (split: TaxSplit) => number) => all.reduce((acc, s) => acc + pick(s), 0);
  return {
    lines,
    delivery,
    totals: {
      taxablePaise: sum((s) => s.taxablePaise),
      cgstPaise: sum((s) => s.cgstPaise),
      sgstPaise: sum((s) => s.sgstPaise),
      igstPaise: sum((s) => s.igstPaise),
      totalPaise: sum((s) => s.totalPaise),
    },
  };
}
