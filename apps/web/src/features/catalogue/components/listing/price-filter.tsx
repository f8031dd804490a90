import { useState } from 'react';
import { formatMoney } from '@kesariya/shared';
import { Price } from '@/components/price';
import { priceStep } from '../../lib/price-bounds';
import { FilterSection } from './filter-section';

interface PriceFilterProps {
  /** Bounds of the matching set (price_data). */
  bounds: [number, number];
  /** The two values shown; parents remount this component (key) when they change. */
  min: number;
  max: number;
  /** null for an end that is back at its bound: no filter on that side. */
  onApply: (min: number | null, max: number | null) => void;
}

const rangeClass =
  'pointer-events-none absolute inset-x-0 top-1/2 h-0 w-full -translate-y-1/2 appearance-none bg-transparent ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-brand [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-brand [&::-moz-range-thumb]:bg-white';

const numberClass =
  'mt-1 h-10 w-full min-w-0 [appearance:textfield] rounded-md border border-line bg-white px-2 text-sm text-ink focus:border-brand focus:outline-none [&::-webkit-inner-spin-button]:appearance-none';

interface EndProps {
  label: string;
  value: number;
  bounds: [number, number];
  onChange: (value: number) => void;
}

/** One thumb of the range; the range applies when it is let go. */
function RangeThumb({
  label,
  value,
  bounds,
  onChange,
  onRelease,
}: EndProps & { onRelease: () => void }) {
  return (
    <input
      type="range"
      min={bounds[0]}
      max={bounds[1]}
      step={1}
      value={value}
      aria-label={label}
      // An attribute takes a plain string, so the amount is formatted here, not by <Price>.
      aria-valuetext={formatMoney(value)}
      onChange={(e) => onChange(Number(e.target.value))}
      onPointerUp={onRelease}
      onKeyUp={onRelease}
      className={rangeClass}
    />
  );
}

/** A number of the filter form (`min_price`, `max_price`); Enter applies the range. */
function PriceInput({
  label,
  name,
  value,
  bounds,
  onChange,
  onEnter,
  step,
  testId,
}: EndProps & { name: string; onEnter: () => void; step: number; testId: string }) {
  return (
    <label className="text-xs text-muted">
      {label}
      <input
        type="number"
        name={name}
        inputMode="numeric"
        min={bounds[0]}
        max={bounds[1]}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Not the whole filter form's submit: the app applies the range where it is.
          event.preventDefault();
          onEnter();
        }}
        data-testid={testId}
        className={numberClass}
      />
    </label>
  );
}

/**
 * Two-thumb price range with two number inputs; it applies when a thumb is let go, on Enter or on
 * Apply.
 */
export function PriceFilter({ bounds, min, max, onApply }: PriceFilterProps) {
  const [low, setLow] = useState(min);
  const [high, setHigh] = useState(max);
  const [lo, hi] = bounds;
  const span = Math.max(hi - lo, 1);
  const step = priceStep(hi);

  function apply(nextLow = low, nextHigh = high) {
    const a = Math.max(lo, Math.min(nextLow, nextHigh));
    const b = Math.min(hi, Math.max(nextLow, nextHigh));
    onApply(a <= lo ? null : a, b >= hi ? null : b);
  }

  if (hi <= 0 || hi <= lo) return null;
  const left = ((Math.max(low, lo) - lo) / span) * 100;
  const right = 100 - ((Math.min(high, hi) - lo) / span) * 100;

  return (
    <FilterSection title="Price" testId="filter-price">
      <div>
        <div className="relative mx-2.5 h-6">
          <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-line" />
          <div
            className="absolute top-1/2 h-1 -translate-y-1/2 rounded-full bg-brand"
            style={{ left: `${left}%`, right: `${right}%` }}
          />
          <RangeThumb
            label="Minimum price"
            value={Math.max(low, lo)}
            bounds={bounds}
            onChange={(value) => setLow(Math.min(value, high))}
            onRelease={() => apply()}
          />
          <RangeThumb
            label="Maximum price"
            value={Math.min(high, hi)}
            bounds={bounds}
            onChange={(value) => setHigh(Math.max(value, low))}
            onRelease={() => apply()}
          />
        </div>
        <div className="mt-3 grid grid-cols-[1fr_auto_1fr] items-end gap-2">
          <PriceInput
            label="Min (₹)"
            name="min_price"
            value={low}
            bounds={bounds}
            step={step}
            onChange={setLow}
            onEnter={() => apply()}
            testId="filter-price-min"
          />
          <span className="pb-2.5 text-muted" aria-hidden="true">
            –
          </span>
          <PriceInput
            label="Max (₹)"
            name="max_price"
            value={high}
            bounds={bounds}
            step={step}
            onChange={setHigh}
            onEnter={() => apply()}
            testId="filter-price-max"
          />
        </div>
        <div className="mt-3 flex items-center justify-between gap-3">
          <p className="text-xs text-muted">
            <Price price={lo} inline /> – <Price price={hi} inline />
          </p>
          <button
            type="button"
            onClick={() => apply()}
            data-testid="filter-price-apply"
            className="min-h-9 rounded-md border border-brand px-4 text-sm font-semibold text-brand hover:bg-brand-soft"
          >
            Apply
          </button>
        </div>
      </div>
    </FilterSection>
  );
}
