import { cn } from '@/lib/cn';
import { FieldProblem } from '@/components/field-problem';

/** The replacement's size: only sizes every chosen item has in stock now. */
export function SizePicker({
  sizes,
  anyChosen,
  value,
  onChange,
  problem,
}: {
  sizes: string[];
  /** Whether any item is chosen yet: the sizes depend on it. */
  anyChosen: boolean;
  value: string;
  onChange: (size: string) => void;
  problem?: string;
}) {
  return (
    <fieldset id="field-size" aria-describedby={problem ? 'size-problem' : 'size-hint'}>
      <legend className="text-base font-semibold text-ink">Size you want instead</legend>
      <p id="size-hint" className="mt-1 text-sm text-muted">
        {anyChosen
          ? 'Only the sizes in stock now are shown.'
          : 'Pick an item above to see the sizes in stock.'}
      </p>
      {sizes.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2">
          {sizes.map((size) => (
            <label
              key={size}
              className={cn(
                'grid min-h-11 min-w-12 cursor-pointer place-items-center rounded-md border px-3 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
                value === size
                  ? 'border-brand bg-brand text-white'
                  : 'border-line bg-white text-ink hover:border-ink',
              )}
            >
              <input
                type="radio"
                name="replacement-size"
                value={size}
                checked={value === size}
                onChange={() => onChange(size)}
                className="sr-only"
              />
              {size}
            </label>
          ))}
        </div>
      )}
      <FieldProblem id="size-problem" message={problem} />
    </fieldset>
  );
}
