import type { Category } from '@kesariya/shared';
import { capitalizeWords, encodeId } from '@kesariya/shared';
import { FilterSection } from './filter-section';

interface SubCategoryFilterProps {
  options: Category[];
  selected: number | null;
  onChange: (id: number | null) => void;
}

/**
 * The sub-categories of the current category; choosing one narrows the listing to it. Radios of
 * the filter form (`sub_category`), so they answer before the app runs; once it does, choosing
 * the chosen one again lets it go.
 */
export function SubCategoryFilter({ options, selected, onChange }: SubCategoryFilterProps) {
  if (options.length === 0) return null;
  return (
    <FilterSection title="Categories" testId="filter-sub-category">
      <ul className="space-y-0.5">
        {options.map((c) => (
          <li key={c.id}>
            <label className="group relative flex min-h-10 w-full cursor-pointer items-center gap-2.5 rounded-md px-1 text-left text-sm hover:bg-ivory-deep has-focus-visible:outline-2 has-focus-visible:outline-brand">
              <input
                type="radio"
                name="sub_category"
                value={encodeId(c.id)}
                checked={selected === c.id}
                onChange={() => onChange(c.id)}
                onClick={() => {
                  if (selected === c.id) onChange(null);
                }}
                className="absolute inset-0 cursor-pointer appearance-none opacity-0"
              />
              <span
                aria-hidden="true"
                className="grid size-4 shrink-0 place-items-center rounded-full border border-muted/60 group-has-checked:border-brand"
              >
                <span className="hidden size-2 rounded-full bg-brand group-has-checked:block" />
              </span>
              <span className="group-has-checked:font-semibold">{capitalizeWords(c.title)}</span>
            </label>
          </li>
        ))}
      </ul>
    </FilterSection>
  );
}
