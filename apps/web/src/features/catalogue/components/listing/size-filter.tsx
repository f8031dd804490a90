import { FilterSection } from './filter-section';

interface SizeFilterProps {
  options: { size: string; count: number }[];
  selected: string[];
  onChange: (sizes: string[]) => void;
}

/**
 * Several sizes at once; a product matches when one of them is in stock. Each chip is a checkbox
 * of the filter form (`size`), drawn from its own checked state, so it answers before the app runs.
 */
export function SizeFilter({ options, selected, onChange }: SizeFilterProps) {
  if (options.length === 0) return null;
  function toggle(size: string) {
    onChange(selected.includes(size) ? selected.filter((s) => s !== size) : [...selected, size]);
  }
  return (
    <FilterSection title="Size" testId="filter-size">
      <div className="flex flex-wrap gap-2">
        {options.map(({ size, count }) => (
          <label
            key={size}
            className="relative grid min-h-10 min-w-12 cursor-pointer place-items-center rounded-full border border-line bg-white px-3 text-sm font-medium text-ink transition-colors hover:border-brand has-checked:border-brand has-checked:bg-brand has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
          >
            <input
              type="checkbox"
              name="size"
              value={size}
              checked={selected.includes(size)}
              onChange={() => toggle(size)}
              aria-label={`${size} (${count} products)`}
              data-testid={`filter-size-${size}`}
              // Over the whole chip, unseen: the tap lands on the input itself.
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            {size}
          </label>
        ))}
      </div>
    </FilterSection>
  );
}
