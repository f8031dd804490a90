import { eq } from 'drizzle-orm';
import { catalogueChanged } from '../../cache/catalogue-changes';
import { orderItems, productImages, products } from '../../db/schema';
import type { UploadStorage } from '../../storage';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';
import { productSnapshot } from './product-detail';

export type RemovedProduct = { outcome: 'deleted' | 'archived' } | null;

/**
 * Removes a product. One that was ever ordered stays, hidden (status N): its order lines and
 * invoices point at it. One never ordered goes with its sizes and pictures; the pictures' originals
 * leave the upload storage after the commit. Null when there is no such product.
 */
export async function removeProduct(
  ctx: ServiceContext,
  actor: AuditActor,
  storage: UploadStorage,
  id: number,
): Promise<RemovedProduct> {
  const result = await ctx.db.transaction(async (tx) => {
    const before = await productSnapshot({ db: tx }, id);
    if (!before) return null;
    const [ordered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (ordered) {
      await tx
        .update(products)
        .set({ status: 'N', updatedAt: new Date() })
        .where(eq(products.id, id));
      await recordChange({ db: tx }, actor, {
        action: 'product.archive',
        targetType: 'product',
        targetId: id,
        before,
        after: await productSnapshot({ db: tx }, id),
      });
      return { outcome: 'archived' as const, storageKeys: [] };
    }
    const pictures = await tx
      .select({ storageKey: productImages.storageKey })
      .from(productImages)
      .where(eq(productImages.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    await recordChange({ db: tx }, actor, {
      action: 'product.delete',
      targetType: 'product',
      targetId: id,
      before,
      after: null,
    });
    return {
      outcome: 'deleted' as const,
      storageKeys: pictures.flatMap((p) => (p.storageKey ? [p.storageKey] : [])),
    };
  });
  if (!result) return null;
  catalogueChanged(ctx);
  // A picture left behind by a failed delete is unreachable (no row names it), never shown.
  await Promise.all(result.storageKeys.map((key) => storage.delete(key).catch(() => undefined)));
  return { outcome: result.outcome };
}
