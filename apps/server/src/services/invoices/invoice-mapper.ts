import {
  toRupees,
  type Invoice,
  type InvoicePayment,
  type InvoiceRefund,
  type InvoiceBuyer,
  type InvoiceStore,
  type InvoiceTax,
} from '@kesariya/shared';
import type { OrderRow } from '../../db/rows';
import type { refunds } from '../../db/schema';
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

/**
 * The parts the total was paid in: the wallet's, then what the shopper paid online or in cash
 * (none left when the wallet paid it all).
 */
function paymentsOf(order: OrderRow): InvoicePayment[] {
  const parts: InvoicePayment[] = [];
  if (order.walletUsedPaise > 0)
    parts.push({ method: 'Wallet', amount: toRupees(order.walletUsedPaise) });
  const rest = order.totalPaise - order.walletUsedPaise;
  if (rest > 0 && order.paymentMethod !== 'Wallet')
    parts.push({ method: order.paymentMethod, amount: toRupees(rest) });
  return parts;
}

type RefundRow = Pick<typeof refunds.$inferSelect, 'amountPaise' | 'to' | 'status' | 'createdAt'>;

function refundsOf(rows: readonly RefundRow[]): InvoiceRefund[] {
  return rows
    .filter((row) => row.status !== 'failed')
    .map((row) => ({
      date: row.createdAt.toISOString(),
      amount: toRupees(row.amountPaise),
      to: row.to,
    }));
}

const placeName = (place: GstPlace) =>
  place.code ? `${place.state} (${place.code})` : place.state;

/** The invoice as the API answers it: rupees, the place of supply named with its GST code. */
export function toInvoice(parts: {
  invoice: InvoiceRow;
  order: OrderRow;
  /** The order's refunds, oldest first. */
  refunds: readonly RefundRow[];
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
    payments: paymentsOf(parts.order),
    prepaid_saving:
      parts.order.prepaidSavingPaise > 0 ? toRupees(parts.order.prepaidSavingPaise) : null,
    refunds: refundsOf(parts.refunds),
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
