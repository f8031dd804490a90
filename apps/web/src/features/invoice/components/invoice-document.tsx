import type { ReactNode } from 'react';
import {
  formatAmount,
  paidLabel,
  PREPAID_SAVING_LABEL,
  paymentSummary,
  refundLabel,
  type Invoice,
  type InvoiceTax,
} from '@kesariya/shared';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

/**
 * On paper the invoice is the whole page: A4, black on white, without the site's header, footer
 * or buttons (docs/decisions/orders-and-payments.md, Tax invoice). React hoists this into the head
 * once.
 */
const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  html, body { background: #fff !important; }
  #root > :not(main) { display: none !important; }
  main { min-height: 0 !important; }
}`;

const cell = 'border-b border-neutral-300 px-1.5 py-1.5 align-top';
const figure = cn(cell, 'text-right tabular-nums whitespace-nowrap');

function taxCells(tax: Pick<InvoiceTax, 'cgst' | 'sgst' | 'igst'>, intraState: boolean) {
  return intraState ? (
    <>
      <td className={figure}>{formatAmount(tax.cgst)}</td>
      <td className={figure}>{formatAmount(tax.sgst)}</td>
    </>
  ) : (
    <td className={figure}>{formatAmount(tax.igst)}</td>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 sm:justify-end print:justify-end">
      <dt className="text-neutral-600">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function LinesTable({ invoice }: { invoice: Invoice }) {
  const { intra_state: intraState, delivery, totals } = invoice;
  const discount = invoice.lines.reduce((sum, line) => sum + line.discount, 0);
  const pieces = invoice.lines.reduce((sum, line) => sum + line.qty, 0);
  const head = cn(cell, 'bg-neutral-100 font-semibold border-neutral-400');
  return (
    <table className="w-full min-w-[44rem] border-collapse text-[12px] leading-4 print:min-w-0 print:text-[10px]">
      <thead>
        <tr>
          <th scope="col" className={cn(head, 'text-left')}>
            #
          </th>
          <th scope="col" className={cn(head, 'text-left')}>
            Description
          </th>
          <th scope="col" className={cn(head, 'text-left')}>
            HSN
          </th>
          {['Qty', 'Unit price', 'Discount', 'Taxable value', 'GST rate'].map((title) => (
            <th key={title} scope="col" className={cn(head, 'text-right')}>
              {title}
            </th>
          ))}
          {(intraState ? ['CGST', 'SGST'] : ['IGST']).map((title) => (
            <th key={title} scope="col" className={cn(head, 'text-right')}>
              {title}
            </th>
          ))}
          <th scope="col" className={cn(head, 'text-right')}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line, i) => (
          <tr key={i} data-testid="invoice-line">
            <td className={cell}>{i + 1}</td>
            <td className={cell}>
              {line.description}
              {line.size && <span className="block text-neutral-600">Size: {line.size}</span>}
            </td>
            <td className={cell}>{line.hsn}</td>
            <td className={figure}>{line.qty}</td>
            <td className={figure}>{formatAmount(line.unit_price)}</td>
            <td className={figure}>{line.discount > 0 ? formatAmount(line.discount) : '–'}</td>
            <td className={figure}>{formatAmount(line.taxable_value)}</td>
            <td className={figure}>{line.rate_percent}%</td>
            {taxCells(line, intraState)}
            <td className={figure}>{formatAmount(line.total)}</td>
          </tr>
        ))}
        {delivery && (
          <tr>
            <td className={cell}>{invoice.lines.length + 1}</td>
            <td className={cell}>Delivery charge</td>
            <td className={cell} colSpan={4} />
            <td className={figure}>{formatAmount(delivery.taxable_value)}</td>
            <td className={figure}>{delivery.rate_percent}%</td>
            {taxCells(delivery, intraState)}
            <td className={figure}>{formatAmount(delivery.total)}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr className="bg-neutral-100 font-semibold">
          <th scope="row" className={cn(cell, 'text-left')} colSpan={3}>
            Total
          </th>
          <td className={figure}>{pieces}</td>
          <td className={cell} />
          <td className={figure}>{discount > 0 ? formatAmount(discount) : '–'}</td>
          <td className={figure}>{formatAmount(totals.taxable_value)}</td>
          <td className={cell} />
          {taxCells(totals, intraState)}
          <td className={figure}>{formatAmount(totals.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The GST tax invoice as one sheet: what the PDF prints, for the screen and for paper. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { store, buyer, totals } = invoice;
  return (
    <article
      className="mx-auto w-full max-w-[210mm] border border-neutral-300 bg-white p-5 text-[13px] leading-5 text-black shadow-sm sm:p-[12mm] print:max-w-none print:border-0 print:p-0 print:text-[11px] print:shadow-none"
      aria-label={`Tax invoice ${invoice.number}`}
      data-testid="invoice-document"
    >
      <style href="kesariya-invoice-print" precedence="default">
        {PRINT_CSS}
      </style>
      <header className="flex flex-col gap-4 border-b-2 border-black pb-4 sm:flex-row sm:justify-between print:flex-row print:justify-between">
        <div className="max-w-sm">
          <p className="font-display text-2xl font-semibold">{store.name}</p>
          <p className="mt-1">{store.address}</p>
          <p>GSTIN: {store.gstin}</p>
          <p>
            State: {store.state} ({store.state_code})
          </p>
        </div>
        <div className="sm:text-right print:text-right">
          <h1 className="font-sans text-xl font-bold tracking-[0.2em]">TAX INVOICE</h1>
          <dl className="mt-2 space-y-0.5">
            <Fact label="Invoice No.">
              <span data-testid="invoice-number">{invoice.number}</span>
            </Fact>
            <Fact label="Invoice date">{formatDate(invoice.date)}</Fact>
            <Fact label="Order">{invoice.sale_id}</Fact>
            <Fact label="Payment">{paymentSummary(invoice)}</Fact>
          </dl>
        </div>
      </header>
      <section className="grid gap-4 border-b border-neutral-300 py-4 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 className="font-sans text-[11px] font-semibold tracking-wider text-neutral-600 uppercase">
            Bill to / Ship to
          </h2>
          <p className="mt-1 font-semibold">{buyer.name}</p>
          {buyer.address && <p>{buyer.address}</p>}
          {buyer.phone && <p>Phone: {buyer.phone}</p>}
        </div>
        <div className="sm:text-right print:text-right">
          <h2 className="font-sans text-[11px] font-semibold tracking-wider text-neutral-600 uppercase">
            Place of supply
          </h2>
          <p className="mt-1 font-semibold">{invoice.place_of_supply}</p>
          <p>
            {invoice.intra_state ? 'Intra-state supply: CGST + SGST' : 'Inter-state supply: IGST'}
          </p>
          <p>Tax payable on reverse charge: No</p>
        </div>
      </section>
      <p className="mt-4 text-right text-[11px] text-neutral-600">
        Amounts in ₹; prices include GST
      </p>
      <div
        className="mt-1 overflow-x-auto print:overflow-visible"
        role="region"
        aria-label="Invoice lines"
        tabIndex={0}
      >
        <LinesTable invoice={invoice} />
      </div>
      <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:justify-between print:flex-row print:justify-between">
        <div className="max-w-sm">
          <p className="text-[11px] font-semibold tracking-wider text-neutral-600 uppercase">
            Amount in words
          </p>
          <p className="mt-1 font-medium" data-testid="amount-in-words">
            {totals.amount_in_words}
          </p>
        </div>
        <dl className="w-full space-y-1 sm:w-64 print:w-64" data-testid="invoice-totals">
          {invoice.prepaid_saving !== null && (
            <div className="flex justify-between gap-3 text-neutral-700">
              <dt>{PREPAID_SAVING_LABEL}</dt>
              <dd className="tabular-nums">−₹{formatAmount(invoice.prepaid_saving)}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt>Taxable value</dt>
            <dd className="tabular-nums">{formatAmount(totals.taxable_value)}</dd>
          </div>
          {invoice.intra_state ? (
            <>
              <div className="flex justify-between">
                <dt>CGST</dt>
                <dd className="tabular-nums">{formatAmount(totals.cgst)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>SGST</dt>
                <dd className="tabular-nums">{formatAmount(totals.sgst)}</dd>
              </div>
            </>
          ) : (
            <div className="flex justify-between">
              <dt>IGST</dt>
              <dd className="tabular-nums">{formatAmount(totals.igst)}</dd>
            </div>
          )}
          <div className="flex justify-between border-t-2 border-black pt-1.5 text-[15px] font-bold">
            <dt>Invoice total</dt>
            <dd className="tabular-nums" data-testid="invoice-total">
              ₹{formatAmount(totals.total)}
            </dd>
          </div>
          {/* How it was paid, when in parts, and what was given back since. */}
          {invoice.payments.length > 1 &&
            invoice.payments.map((part) => (
              <div key={part.method} className="flex justify-between text-neutral-700">
                <dt>{paidLabel(part)}</dt>
                <dd className="tabular-nums">₹{formatAmount(part.amount)}</dd>
              </div>
            ))}
          {invoice.refunds.map((refund, i) => (
            <div key={i} className="flex justify-between gap-3 text-neutral-700">
              <dt>
                {refundLabel(refund)}, {formatDate(refund.date)}
              </dt>
              <dd className="tabular-nums">₹{formatAmount(refund.amount)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <footer className="mt-8 text-[11px]">
        <div className="flex justify-between gap-4">
          <p className="text-neutral-600">
            Goods may be returned or replaced as the store’s return policy allows.
          </p>
          <div className="text-right">
            <p className="text-[13px] font-semibold">For {store.name}</p>
            <p className="mt-5 text-neutral-600">Authorised signatory</p>
          </div>
        </div>
        <p className="mt-3 border-t border-neutral-300 pt-2 text-center text-neutral-600">
          This is a computer-generated invoice.
        </p>
      </footer>
    </article>
  );
}
