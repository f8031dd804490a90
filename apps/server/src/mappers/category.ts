import type { Category } from '@kesariya/shared';
import type { categories } from '../db/schema';
import { CATEGORY_TILE_WIDTH, categoryImageUrl } from '../media/urls';

type CategoryRow = typeof categories.$inferSelect;

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    // The API's parent 0 is top level (stored as NULL for the foreign key).
    parent: row.parentId ?? 0,
    status: row.status,
    image: row.imageStorageKey ? categoryImageUrl(row.id, CATEGORY_TILE_WIDTH) : null,
    sort_order: row.sortOrder,
  };
}
