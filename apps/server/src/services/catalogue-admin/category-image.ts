import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { catalogueChanged } from '../../cache/catalogue-changes';
import { categories } from '../../db/schema';
import type { UploadStorage } from '../../storage';
import { originalKey } from '../../storage/upload-storage';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';

/**
 * Gives a category a new tile picture (or none, with `upload` null). The new original is stored
 * before the row names it; the replaced one leaves the storage after the commit. Renders are keyed
 * by the original's storage key (services/media.ts), so the new picture is rendered afresh. False
 * when there is no such category.
 */
export async function setCategoryImage(
  ctx: ServiceContext,
  actor: AuditActor,
  storage: UploadStorage,
  id: number,
  upload: { bytes: Buffer; extension: string; contentType: string } | null,
): Promise<boolean> {
  const [exists] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  if (!exists) return false;
  const newKey = upload ? originalKey('categories', id, randomUUID(), upload.extension) : null;
  if (upload && newKey) await storage.put(newKey, upload.bytes, upload.contentType);
  let oldKey: string | null | undefined;
  try {
    oldKey = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ key: categories.imageStorageKey })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      if (!row) return undefined;
      await tx.update(categories).set({ imageStorageKey: newKey }).where(eq(categories.id, id));
      await recordChange({ db: tx }, actor, {
        action: newKey ? 'category.image.set' : 'category.image.remove',
        targetType: 'category',
        targetId: id,
        before: { image_storage_key: row.key },
        after: { image_storage_key: newKey },
      });
      return row.key;
    });
  } catch (error) {
    if (newKey) await storage.delete(newKey).catch(() => undefined);
    throw error;
  }
  if (oldKey === undefined) {
    if (newKey) await storage.delete(newKey).catch(() => undefined);
    return false;
  }
  catalogueChanged(ctx);
  if (oldKey) await storage.delete(oldKey).catch(() => undefined);
  return true;
}
