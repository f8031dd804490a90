/**
 * The GST tax invoice of an order, as GET website/order/invoice/{saleId} answers it and its screen
 * and PDF show it. Amounts are rupees (docs/decisions/orders-and-payments.md, Money in paise);
 * prices include GST, so each line's total is its taxable value plus its tax.
 */

/** The tax of one line: CGST + SGST within the store's state, IGST across states. */
export interface InvoiceTax {
  /** GST rate of the line in percent (5, 18). */
  rate_percent: number;
  taxable_value: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Taxable value plus tax: what the shopper paid for the line. */
  total: number;
}

export interface InvoiceLine extends InvoiceTax {
  /** The product's name at the time of sale. */
  description: string;
  /** HSN code of the garment (4 digits). */
  hsn: string;
  size: string;
  qty: number;
  /** Price of one piece, tax included, before the coupon. */
  unit_price: number;
  /** The line's share of the order's coupon discount. */
  discount: number;
}

export interface InvoiceStore {
  name: string;
  address: string;
  gstin: string;
  state: string;
  /** GST state code, the GSTIN's first two digits ('27' for Maharashtra). */
  state_code: string;
}

export interface InvoiceBuyer {
  name: string;
  /** One line; empty for an order collected at the store without an address. */
  address: string;
  state: string;
  phone: string;
}

export interface InvoiceTotals {
  taxable_value: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Equals the order's total. */
  total: number;
  /** e.g. 'Rupees One Thousand Two Hundred Forty-Nine and Fifty Paise Only' (lakh and crore). */
  amount_in_words: string;
}

/** One part of how the order's total was paid. */
export interface InvoicePayment {
  /** 'Wallet', 'Online Payment' or 'Cash on Delivery'. */
  method: string;
  amount: number;
}

/** Money given back after the sale (returned pieces, a cancellation), oldest first. */
export interface InvoiceRefund {
  /** When it was made (ISO 8601). */
  date: string;
  amount: number;
  /** The shopper's wallet, or the payment it came from. */
  to: 'wallet' | 'original';
}

export interface Invoice {
  /** e.g. KS/2026-27/000001: a gap-free series per financial year (April to March). */
  number: string;
  /** When the invoice was issued (ISO 8601); shown as an IST date. */
  date: string;
  sale_id: string;
  payment_method: string;
  /** How the total was paid: the wallet's part first, then the online or cash part. */
  payments: InvoicePayment[];
  /**
   * Saved by paying online (the prepaid nudge), in rupees: its own line, and spread over the lines'
   * discounts like a coupon so each line's taxable value is what was charged. Null when none.
   */
  prepaid_saving: number | null;
  /** What was given back since; failed refunds are left out. */
  refunds: InvoiceRefund[];
  store: InvoiceStore;
  buyer: InvoiceBuyer;
  /** State and GST state code, e.g. 'Karnataka (29)'; 'Outside India (96)' for an export. */
  place_of_supply: string;
  /** CGST + SGST when true, IGST when false. */
  intra_state: boolean;
  lines: InvoiceLine[];
  /** The delivery charge, taxed at the highest rate of the goods; null when delivery was free. */
  delivery: InvoiceTax | null;
  totals: InvoiceTotals;
}
