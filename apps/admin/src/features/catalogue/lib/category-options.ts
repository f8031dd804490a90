import type { AdminCategory } from '@kesariya/shared';
import type { SelectOption } from '@/components/select';

/** Categories as select options in tree order, a sub-category indented under its parent. */
export function categoryOptions(categories: readonly AdminCategory[]): SelectOption[] {
  return categories.map((c) => ({
    value: String(c.id),
    label: `${c.parent_id ? '\u2003' : ''}${c.title}${c.status === 'N' ? ' (hidden)' : ''}`,
  }));
}
