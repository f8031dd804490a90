import type { Category } from '@kesariya/shared';
import { capitalizeWords } from '@kesariya/shared';
import { cn } from '@/lib/cn';
import { FilterSection } from './filter-section';

interface SubCategoryFilterProps {
  options: Category[];
  selected: number | null;
  onChange: (id: number | null) => void;
}

/** The sub-categories of the current category; choosing one narrows the listing to it. */
export function SubCategoryFilter({ options, selected, onChange }: SubCategoryFilterProps) {
  if (options.length === 0) return null;
  return (
    <FilterSection title="Categories" testId="filter-sub-category">
      <ul className="space-y-0.5">
        {options.map((c) => {
          const on = selected === c.id;
          return (
            <li key={c.id}>
              <button
                type="button"
                role="radio"
                aria-checked={on}
                onClick={() => onChange(on ? null : c.id)}
                className="flex min-h-10 w-full items-center gap-2.5 rounded-md px-1 text-left text-sm hover:bg-ivory-deep"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-4 shrink-0 place-items-center rounded-full border',
                    on ? 'border-brand' : 'border-muted/60',
                  )}
                >
                  {on && <span className="size-2 rounded-full bg-brand" />}
                </span>
                <span className={cn(on && 'font-semibold')}>{capitalizeWords(c.title)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </FilterSection>
  );
}
