import type { Category } from '@kesariya/shared';

/** Active sub-categories of a category, in the store's order. */
export function subCategoriesOf(
  categories: Category[] | undefined,
  parentId: number | null,
): Category[] {
  if (parentId === null || !categories) return [];
  return categories
    .filter((c) => c.parent === parentId && c.status === 'Y')
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
}

export function findCategory(
  categories: Category[] | undefined,
  id: number | null,
): Category | undefined {
  if (id === null) return undefined;
  return categories?.find((c) => c.id === id);
}
