import { discountPercent, formatMoney } from '@kesariya/shared';
import { cn } from '@/lib/cn';

interface PriceProps {
  price: number;
  mrp?: number;
  /** Taken from the server when it sends one; otherwise computed from price and MRP. */
  discount?: number;
  size?: 'sm' | 'md' | 'lg';
  /**
   * The bare amount as a span, for a sentence, a button or a summary row: no MRP, no discount,
   * the surrounding text's size.
   */
  inline?: boolean;
  className?: string;
}

const sizes = { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' } as const;

/**
 * The store's one price line, "₹1,499 ~~₹2,999~~ (50% OFF)" (docs/decisions/storefront-screens.md,
 * Look and feel).
 */
export function Price({ price, mrp, discount, size = 'sm', inline, className }: PriceProps) {
  if (inline) return <span className={className}>{formatMoney(price)}</span>;
  const off = discount ?? (mrp ? discountPercent(mrp, price) : 0);
  const showMrp = mrp !== undefined && mrp > price;
  return (
    <p
      className={cn('flex flex-wrap items-baseline gap-x-1.5', sizes[size], className)}
      data-testid="price"
    >
      <span className="font-semibold text-ink">{formatMoney(price)}</span>
      {showMrp && (
        <>
          {/* Screen readers say nothing of a strike-through: the word MRP is said instead. */}
          <s className="text-[0.85em] text-muted">
            <span className="sr-only">MRP </span>
            {formatMoney(mrp)}
          </s>
          {off > 0 && (
            <span className="text-[0.85em] font-semibold text-saffron-text">({off}% OFF)</span>
          )}
        </>
      )}
    </p>
  );
}
