import { count, eq } from 'drizzle-orm';
import { catalogueChanged } from '../../cache/catalogue-changes';
import { categories, products } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import type { UploadStorage } from '../../storage';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';
import { categorySnapshot } from './category-list';

/**
 * Deletes a category that nothing uses: no product (of any status) and no sub-category. A used one
 * is refused with what holds it; hiding it (status N) is the way to take it off the store.
 */
export async function deleteCategory(
  ctx: ServiceContext,
  actor: AuditActor,
  storage: UploadStorage,
  id: number,
): Promise<{ id: number } | null | Refusal> {
  const result = await ctx.db.transaction(async (tx) => {
    const before = await categorySnapshot({ db: tx }, id);
    if (!before) return null;
    const [[usedBy], [childrenOf]] = await Promise.all([
      tx.select({ n: count() }).from(products).where(eq(products.categoryId, id)),
      tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id)),
    ]);
    const used = Number(usedBy?.n ?? 0);
    const children = Number(childrenOf?.n ?? 0);
    if (used || children) {
      const holds = [
        used ? `${used} product${used === 1 ? '' : 's'}` : null,
        children ? `${children} sub-categor${children === 1 ? 'y' : 'ies'}` : null,
      ].filter(Boolean);
      return refuse(
        'conflict',
        `This category holds ${holds.join(' and ')}: move them first, or hide the category (status N)`,
      );
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordChange({ db: tx }, actor, {
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      before,
      after: null,
    });
    return { id, storageKey: before.image_storage_key };
  });
  if (!result || !('id' in result)) return result;
  catalogueChanged(ctx);
  if (result.storageKey) await storage.delete(result.storageKey).catch(() => undefined);
  return { id: result.id };
}
