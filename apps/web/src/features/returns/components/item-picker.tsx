import type { ReturnableItem } from '@kesariya/shared';
import { cn } from '@/lib/cn';
import { FieldProblem } from '@/components/field-problem';
import { ItemLine } from '@/components/item-line';

/** The delivered items still returnable, each behind its checkbox. */
export function ItemPicker({
  legend,
  items,
  chosen,
  onChange,
  problem,
}: {
  legend: string;
  items: ReturnableItem[];
  chosen: number[];
  onChange: (chosen: number[]) => void;
  problem?: string;
}) {
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <fieldset id="field-items" aria-describedby={problem ? 'items-problem' : undefined}>
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      <ul className="mt-3 space-y-3">
        {items.map((item) => {
          const checked = chosen.includes(item.order_item_id);
          return (
            <li key={item.order_item_id}>
              <label
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border bg-white p-3 transition-colors',
                  checked ? 'border-brand ring-1 ring-brand' : 'border-line hover:border-muted',
                )}
                data-testid="return-item"
              >
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-brand"
                  checked={checked}
                  onChange={(e) => toggle(item.order_item_id, e.target.checked)}
                  aria-label={`${item.name}, size ${item.size}, quantity ${item.qty}`}
                />
                <ItemLine item={item} />
              </label>
            </li>
          );
        })}
      </ul>
      <FieldProblem id="items-problem" message={problem} />
    </fieldset>
  );
}
