import {
  toRupees,
  type Invoice,
  type InvoiceBuyer,
  type InvoiceStore,
  type InvoiceTax,
} from '@kesariya/shared';
import type { OrderRow } from '../../db/rows';
import { amountInWords } from './amount-in-words';
import type { GstPlace } from './gst-state-codes';
import type { InvoiceAmounts, TaxSplit } from './invoice-amounts';
import type { InvoiceRow } from './invoice-number';

/** What an invoice line says about the goods; its amounts come from `InvoiceAmounts`. */
export interface InvoiceGoods {
  description: string;
  hsn: string;
  size: string;
  qty: number;
  pricePaise: number;
}

function toTax(split: TaxSplit): InvoiceTax {
  return {
    rate_percent: split.rateBp / 100,
    taxable_value: toRupees(split.taxablePaise),
    cgst: toRupees(split.cgstPaise),
    sgst: toRupees(split.sgstPaise),
    igst: toRupees(split.igstPaise),
    total: toRupees(split.totalPaise),
  };
}

const placeName = (place: GstPlace) =>
  place.code ? `${place.state} (${place.code})` : place.state;

/** The invoice as the API answers it: rupees, the place of supply named with its GST code. */
export function toInvoice(parts: {
  invoice: InvoiceRow;
  order: OrderRow;
  goods: readonly InvoiceGoods[];
  amounts: InvoiceAmounts;
  store: InvoiceStore;
  buyer: InvoiceBuyer;
  placeOfSupply: GstPlace;
  intraState: boolean;
}): Invoice {
  const { amounts } = parts;
  return {
    number: parts.invoice.number,
    date: parts.invoice.issuedAt.toISOString(),
    sale_id: parts.order.saleId,
    payment_method: parts.order.paymentMethod,
    store: parts.store,
    buyer: parts.buyer,
    place_of_supply: placeName(parts.placeOfSupply),
    intra_state: parts.intraState,
    lines: parts.goods.map((goods, i) => {
      const line = amounts.lines[i]!;
      return {
        description: goods.description,
        hsn: goods.hsn,
        size: goods.size,
        qty: goods.qty,
        unit_price: toRupees(goods.pricePaise),
        discount: toRupees(line.discountPaise),
        ...toTax(line),
      };
    }),
    delivery: amounts.delivery ? toTax(amounts.delivery) : null,
    totals: {
      taxable_value: toRupees(amounts.totals.taxablePaise),
      cgst: toRupees(amounts.totals.cgstPaise),
      sgst: toRupees(amounts.totals.sgstPaise),
      igst: toRupees(amounts.totals.igstPaise),
      total: toRupees(amounts.totals.totalPaise),
      amount_in_words: amountInWords(amounts.totals.totalPaise),
    },
  };
}
