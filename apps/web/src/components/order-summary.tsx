import type { ReactNode } from 'react';
import type { CartSummary } from '@kesariya/shared';
import { cn } from '@/lib/cn';
import { Price } from './price';

/** A priced line of a cart or an order, as the summaries list it. */
export interface SummaryLine {
  id: number;
  name: string;
  size: string;
  qty: number;
  line_total: number;
  /** Why a cart line cannot be bought as it is; orders have none. */
  issue?: string | null;
}

/** What was bought, "Name · M × 2 … ₹5,000", for checkout's review and the placed order. */
export function OrderLines({
  lines,
  className,
  lineClassName,
  children,
}: {
  lines: SummaryLine[];
  className?: string;
  lineClassName?: string;
  /** Rows after the lines, such as the order's total. */
  children?: ReactNode;
}) {
  return (
    <ul className={cn('divide-y divide-line text-sm', className)}>
      {lines.map((line) => (
        <li key={line.id} className={cn('flex justify-between gap-3', lineClassName)}>
          <span>
            {line.name}{' '}
            <span className="text-muted">
              · {line.size} × {line.qty}
            </span>
            {line.issue && <span className="block text-red-700">{line.issue}</span>}
          </span>
          <Price price={line.line_total} inline className="font-medium" />
        </li>
      ))}
      {children}
    </ul>
  );
}

function SummaryRow({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-between py-1.5 text-sm" data-testid={testId}>
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

/** The figures a breakdown shows: a cart's summary or a placed order's totals. */
export type SummaryFigures = Pick<
  CartSummary,
  | 'mrp_total'
  | 'discount'
  | 'coupon_code'
  | 'coupon_discount'
  | 'delivery_charge'
  | 'wallet_used'
  | 'amount_payable'
> & {
  coupon_error?: string | null;
  /** Saved by paying online instead of cash on delivery (the prepaid nudge). */
  prepaid_saving?: number;
};

/**
 * The price breakdown of the cart, of checkout and of a placed order, every figure as the server
 * computed it (docs/decisions/orders-and-payments.md, Prices come from the server): MRP, discounts,
 * delivery, wallet and the amount payable.
 */
export function OrderSummary({
  summary,
  label,
  payableLabel = 'Amount payable',
  className,
  payableTestId,
  children,
}: {
  summary: SummaryFigures;
  /** Names the breakdown where no heading does. */
  label?: string;
  /** The last row's name: a placed order may be paid already. */
  payableLabel?: string;
  className?: string;
  /** Marks the amount payable itself (the row as a whole is `amount-payable`). */
  payableTestId?: string;
  /** Shown below the amount payable, inside the breakdown (checkout's order button). */
  children?: ReactNode;
}) {
  return (
    <dl className={className} aria-label={label}>
      <SummaryRow label="Total MRP">
        <Price price={summary.mrp_total} inline />
      </SummaryRow>
      <SummaryRow label="Discount on MRP">
        − <Price price={summary.discount} inline />
      </SummaryRow>
      {summary.coupon_code && (
        <SummaryRow label={`Coupon (${summary.coupon_code})`} testId="coupon-row">
          − <Price price={summary.coupon_discount} inline />
        </SummaryRow>
      )}
      {summary.coupon_error && <p className="py-1 text-sm text-red-700">{summary.coupon_error}</p>}
      <SummaryRow label="Delivery charge" testId="delivery-row">
        {summary.delivery_charge === 0 ? 'Free' : <Price price={summary.delivery_charge} inline />}
      </SummaryRow>
      {(summary.prepaid_saving ?? 0) > 0 && (
        <SummaryRow label="Paying online saves" testId="prepaid-saving-row">
          − <Price price={summary.prepaid_saving!} inline />
        </SummaryRow>
      )}
      {summary.wallet_used > 0 && (
        <SummaryRow label="Wallet">
          − <Price price={summary.wallet_used} inline />
        </SummaryRow>
      )}
      <div
        className="mt-2 flex justify-between border-t border-line pt-3 text-base font-semibold"
        data-testid="amount-payable"
      >
        <dt>{payableLabel}</dt>
        <dd data-testid={payableTestId}>
          <Price price={summary.amount_payable} inline />
        </dd>
      </div>
      {children}
    </dl>
  );
}
