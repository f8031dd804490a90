import type { ProductSizeStock } from '@kesariya/shared';
import { cn } from '@/lib/cn';

/** Below this many pieces the shopper is told how few are left. */
export const LOW_STOCK = 5;

interface SizeSelectorProps {
  sizes: ProductSizeStock[];
  selected: string | null;
  error: string | null;
  onSelect: (size: string) => void;
}

/** Size chips; sold-out sizes are struck through and cannot be chosen. */
export function SizeSelector({ sizes, selected, error, onSelect }: SizeSelectorProps) {
  const chosen = sizes.find((s) => s.size === selected);
  return (
    <div>
      <div
        role="radiogroup"
        aria-label="Select size"
        aria-invalid={Boolean(error)}
        className="flex flex-wrap gap-2.5"
        data-testid="size-options"
      >
        {sizes.map(({ size, stock }) => {
          const soldOut = stock <= 0;
          const on = size === selected;
          return (
            <button
              key={size}
              type="button"
              role="radio"
              aria-checked={on}
              disabled={soldOut}
              onClick={() => onSelect(size)}
              data-testid={`size-${size}`}
              data-sold-out={soldOut || undefined}
              aria-label={soldOut ? `${size}, sold out` : size}
              className={cn(
                'relative grid min-h-12 min-w-12 place-items-center rounded-full border px-3 text-sm font-semibold transition-colors',
                soldOut &&
                  'cursor-not-allowed border-line bg-ivory text-muted/60 line-through decoration-1',
                !soldOut && !on && 'border-ink/25 bg-white text-ink hover:border-brand',
                on && 'border-brand bg-brand-soft text-brand ring-1 ring-brand',
              )}
            >
              {size}
              {!soldOut && stock <= LOW_STOCK && (
                <span className="absolute -bottom-2 left-1/2 -translate-x-1/2 rounded-sm bg-marigold px-1 text-[9px] leading-3.5 font-bold whitespace-nowrap text-ink no-underline">
                  {stock} left
                </span>
              )}
            </button>
          );
        })}
      </div>
      <p className="mt-3 min-h-5 text-sm" aria-live="polite" data-testid="stock-status">
        {error ? (
          <span role="alert" className="font-semibold text-danger" data-testid="size-error">
            {error}
          </span>
        ) : chosen ? (
          chosen.stock <= LOW_STOCK ? (
            <span className="font-semibold text-saffron-text">
              Only {chosen.stock} left in {chosen.size}, order soon
            </span>
          ) : (
            <span className="font-semibold text-success">In stock in {chosen.size}</span>
          )
        ) : null}
      </p>
    </div>
  );
}
