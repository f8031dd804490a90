import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Category } from '@kesariya/shared';
import { categories } from '../db/schema';
import { toCategory } from '../mappers/category';
import type { ServiceContext } from './context';

export type CategorySortField = 'id' | 'title' | 'sort_order';

export type CategoryFilter =
  | { parameter: 'parent'; value: number }
  | { parameter: 'id'; value: number }
  | { parameter: 'slug'; value: string }
  | { parameter: 'status'; value: 'Y' | 'N' };

/** Categories for the navigation: active ones unless the filter asks for a status explicitly. */
export async function listCategories(
  ctx: ServiceContext,
  options: {
    filter: CategoryFilter | null;
    sort: { by: CategorySortField; order: 'ASC' | 'DESC' };
  },
): Promise<Category[]> {
  const conditions: SQL[] = [];
  const f = options.filter;
  if (f?.parameter === 'status') conditions.push(eq(categories.status, f.value));
  else conditions.push(eq(categories.status, 'Y'));
  if (f?.parameter === 'parent')
    conditions.push(f.value === 0 ? isNull(categories.parentId) : eq(categories.parentId, f.value));
  if (f?.parameter === 'id') conditions.push(eq(categories.id, f.value));
  if (f?.parameter === 'slug') conditions.push(eq(categories.slug, f.value));
  const column = { id: categories.id, title: categories.title, sort_order: categories.sortOrder }[
    options.sort.by
  ];
  const rows = await ctx.db
    .select()
    .from(categories)
    .where(and(...conditions))
    .orderBy(options.sort.order === 'ASC' ? asc(column) : desc(column), asc(categories.id));
  return rows.map(toCategory);
}
