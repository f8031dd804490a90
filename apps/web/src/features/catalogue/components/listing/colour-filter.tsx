import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { isLightSwatch, swatchFor } from '../../lib/colour-swatches';
import { FilterSection } from './filter-section';

interface ColourFilterProps {
  options: { name: string; count: number }[];
  selected: string[];
  onChange: (colours: string[]) => void;
}

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
        {options.map(({ name, count }) => {
          const on = chosen.has(name.toLowerCase());
          return (
            <li key={name}>
              <button
                type="button"
                role="checkbox"
                aria-checked={on}
                onClick={() => toggle(name)}
                data-testid={`filter-colour-${name.toLowerCase()}`}
                className="flex min-h-10 w-full items-center gap-2.5 rounded-md px-1 text-left text-sm hover:bg-ivory-deep"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-6 shrink-0 place-items-center rounded-full',
                    isLightSwatch(name) && 'ring-1 ring-line ring-inset',
                    on && 'outline-2 outline-offset-2 outline-brand',
                  )}
                  style={{ background: swatchFor(name) }}
                >
                  {on && (
                    <Check
                      className={cn('size-3.5', isLightSwatch(name) ? 'text-ink' : 'text-white')}
                      strokeWidth={3}
                    />
                  )}
                </span>
                <span className={cn('flex-1', on && 'font-semibold')}>{name}</span>
                <span className="text-xs text-muted">({count})</span>
              </button>
            </li>
          );
        })}
      </ul>
    </FilterSection>
  );
}
