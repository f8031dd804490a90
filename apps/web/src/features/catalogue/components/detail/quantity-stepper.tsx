import { Minus, Plus } from 'lucide-react';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (qty: number) => void;
}

/** 1 up to min(10, stock of the chosen size). */
export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  const button =
    'grid size-11 place-items-center text-ink hover:bg-ivory-deep disabled:text-muted/40 disabled:hover:bg-transparent';
  return (
    <div
      className="inline-flex items-center rounded-md border border-line bg-white"
      role="group"
      aria-label="Quantity"
      data-testid="quantity"
    >
      <button
        type="button"
        className={button}
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label="Decrease quantity"
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output
        className="w-10 text-center text-sm font-semibold"
        aria-live="polite"
        data-testid="quantity-value"
      >
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label="Increase quantity"
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
