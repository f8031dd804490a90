import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { isLightSwatch, swatchFor } from '../../lib/colour-swatches';
import { FilterSection } from './filter-section';

interface ColourFilterProps {
  options: { name: string; count: number }[];
  selected: string[];
  onChange: (colours: string[]) => void;
}

/** Colours as checkboxes of the filter form (`color`): they answer before the app runs. */
export function ColourFilter({ options, selected, onChange }: ColourFilterProps) {
  if (options.length === 0) return null;
  const chosen = new Set(selected.map((c) => c.toLowerCase()));
  function toggle(name: string) {
    onChange(
      chosen.has(name.toLowerCase())
        ? selected.filter((c) => c.toLowerCase() !== name.toLowerCase())
        : [...selected, name],
    );
  }
  return (
    <FilterSection title="Colour" testId="filter-colour">
      <ul className="grid grid-cols-2 gap-x-2 gap-y-1 lg:grid-cols-1">
        {options.map(({ name, count }) => (
          <li key={name}>
            <label className="group relative flex min-h-10 w-full cursor-pointer items-center gap-2.5 rounded-md px-1 text-left text-sm hover:bg-ivory-deep has-focus-visible:outline-2 has-focus-visible:outline-brand">
              <input
                type="checkbox"
                name="color"
                value={name}
                checked={chosen.has(name.toLowerCase())}
                onChange={() => toggle(name)}
                data-testid={`filter-colour-${name.toLowerCase()}`}
                className="absolute inset-0 cursor-pointer appearance-none opacity-0"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-6 shrink-0 place-items-center rounded-full group-has-checked:outline-2 group-has-checked:outline-offset-2 group-has-checked:outline-brand',
                  isLightSwatch(name) && 'ring-1 ring-line ring-inset',
                )}
                style={{ background: swatchFor(name) }}
              >
                <Check
                  className={cn(
                    'hidden size-3.5 group-has-checked:block',
                    isLightSwatch(name) ? 'text-ink' : 'text-white',
                  )}
                  strokeWidth={3}
                />
              </span>
              <span className="flex-1 group-has-checked:font-semibold">{name}</span>
              <span className="text-xs text-muted">({count})</span>
            </label>
          </li>
        ))}
      </ul>
    </FilterSection>
  );
}
