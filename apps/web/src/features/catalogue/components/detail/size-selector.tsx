import type { ProductSizeStock } from '@kesariya/shared';
import { useEffect, useEffectEvent, useRef } from 'react';
import { cn } from '@/lib/cn';

/** Below this many pieces the shopper is told how few are left. */
export const LOW_STOCK = 5;

interface SizeSelectorProps {
  sizes: ProductSizeStock[];
  selected: string | null;
  error: string | null;
  onSelect: (size: string) => void;
}

/**
 * Size chips; sold-out sizes are struck through and cannot be chosen. Each is a real radio input
 * in its label, drawn from its own checked state: on a server-rendered product page a tap chooses
 * the size at once, before the app runs, and the app takes that choice over when it starts
 * (docs/decisions/pages-and-performance.md, Pages that feel instant).
 */
export function SizeSelector({ sizes, selected, error, onSelect }: SizeSelectorProps) {
  const chosen = sizes.find((s) => s.size === selected);
  const group = useRef<HTMLDivElement>(null);
  // Once, as the app takes over the server's page; later choices come through onChange.
  const takeOverEarlyTap = useEffectEvent(() => {
    const tapped = group.current?.querySelector<HTMLInputElement>('input:checked');
    if (tapped && tapped.value !== selected) onSelect(tapped.value);
  });
  useEffect(() => takeOverEarlyTap(), []);
  return (
    <div>
      <div
        ref={group}
        role="radiogroup"
        aria-label="Select size"
        aria-invalid={Boolean(error)}
        className="flex flex-wrap gap-2.5"
        data-testid="size-options"
      >
        {sizes.map(({ size, stock }) => {
          const soldOut = stock <= 0;
          return (
            <label
              key={size}
              className={cn(
                'relative grid min-h-12 min-w-12 place-items-center rounded-full border px-3 text-sm font-semibold transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand',
                soldOut
                  ? 'cursor-not-allowed border-line bg-ivory text-muted/60 line-through decoration-1'
                  : 'cursor-pointer border-ink/25 bg-white text-ink hover:border-brand has-checked:border-brand has-checked:bg-brand-soft has-checked:text-brand has-checked:ring-1 has-checked:ring-brand',
              )}
            >
              <input
                type="radio"
                name="size"
                value={size}
                checked={size === selected}
                disabled={soldOut}
                onChange={() => onSelect(size)}
                data-testid={`size-${size}`}
                data-sold-out={soldOut || undefined}
                aria-label={soldOut ? `${size}, sold out` : size}
                // Over the whole chip, unseen: the tap lands on the input itself.
                className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
              />
              {size}
              {!soldOut && stock <= LOW_STOCK && (
                <span className="absolute -bottom-2 left-1/2 -translate-x-1/2 rounded-sm bg-marigold px-1 text-[9px] leading-3.5 font-bold whitespace-nowrap text-ink no-underline">
                  {stock} left
                </span>
              )}
            </label>
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
