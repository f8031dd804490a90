import { eq, inArray } from 'drizzle-orm';
import { catalogueChanged } from '../../cache/catalogue-changes';
import { categories } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';

/**
 * Puts sibling categories in the order given (the first gets sort order 1). Every id must exist and
 * all must share one parent, so a reorder never moves a category to another place in the tree.
 */
export async function reorderCategories(
  ctx: ServiceContext,
  actor: AuditActor,
  ids: number[],
): Promise<{ ids: number[] } | Refusal> {
  const result = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: categories.id, parentId: categories.parentId, sortOrder: categories.sortOrder })
      .from(categories)
      .where(inArray(categories.id, ids));
    if (rows.length !== ids.length)
      return refuse('invalid_input', 'ids names a category that does not exist', 'ids');
    if (new Set(rows.map((row) => row.parentId)).size > 1)
      return refuse('invalid_input', 'Reorder categories of one parent at a time', 'ids');
    const before = [...rows]
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map((row) => row.id);
    for (const [index, id] of ids.entries()) {
      await tx
        .update(categories)
        .set({ sortOrder: index + 1 })
        .where(eq(categories.id, id));
    }
    await recordChange({ db: tx }, actor, {
      action: 'category.reorder',
      targetType: 'category',
      targetId: String(rows[0]?.parentId ?? 0),
      before: { order: before },
      after: { order: ids },
    });
    return { ids };
  });
  if ('ids' in result) catalogueChanged(ctx);
  return result;
}
