import { cn } from '@/lib/cn';
import { FilterSection } from './filter-section';

interface SizeFilterProps {
  options: { size: string; count: number }[];
  selected: string[];
  onChange: (sizes: string[]) => void;
}

/** Several sizes at once; a product matches when one of them is in stock. */
export function SizeFilter({ options, selected, onChange }: SizeFilterProps) {
  if (options.length === 0) return null;
  function toggle(size: string) {
    onChange(selected.includes(size) ? selected.filter((s) => s !== size) : [...selected, size]);
  }
  return (
    <FilterSection title="Size" testId="filter-size">
      <div className="flex flex-wrap gap-2">
        {options.map(({ size, count }) => {
          const on = selected.includes(size);
          return (
            <button
              key={size}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(size)}
              data-testid={`filter-size-${size}`}
              className={cn(
                'min-h-10 min-w-12 rounded-full border px-3 text-sm font-medium transition-colors',
                on
                  ? 'border-brand bg-brand text-white'
                  : 'border-line bg-white text-ink hover:border-brand',
              )}
            >
              {size}
              <span className="sr-only"> ({count} products)</span>
            </button>
          );
        })}
      </div>
    </FilterSection>
  );
}
