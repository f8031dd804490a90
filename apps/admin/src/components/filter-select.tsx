import type { ListParams } from '@/lib/use-list-params';
import { Select, type SelectOption } from './select';

/**
 * A Select bound to one of the list's URL filters. Its first choice, '' in the URL, lets every
 * row through; choosing sends the list back to its first page.
 */
export function FilterSelect({
  params,
  name,
  label,
  anyLabel = 'Any',
  options,
}: {
  params: ListParams;
  /** The search parameter, as the server's list call names the filter. */
  name: string;
  label: string;
  anyLabel?: string;
  options: readonly SelectOption[];
}) {
  return (
    <Select
      label={label}
      value={params.get(name)}
      onChange={(event) => params.setFilter(name, event.target.value)}
      options={[{ value: '', label: anyLabel }, ...options]}
    />
  );
}

/** A Select's options from a shared list of values and the words staff read for them. */
export function labelledOptions<Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
