import { desc, eq, ne } from 'drizzle-orm';
import type { AdminPromotional } from '@kesariya/shared';
import { SETTINGS_CHANGED, catalogueChanged } from '../../cache/catalogue-changes';
import { promotionalMessages } from '../../db/schema';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';

/** The banner the owner edits: the newest message, shown or not (the storefront shows the newest active one). */
export async function getPromotional(ctx: ServiceContext): Promise<AdminPromotional> {
  const [row] = await ctx.db
    .select()
    .from(promotionalMessages)
    .orderBy(desc(promotionalMessages.createdAt), desc(promotionalMessages.id))
    .limit(1);
  return row
    ? { id: row.id, message: row.message, active: row.active }
    : { id: null, message: '', active: false };
}

/**
 * Saves the banner's text and whether it shows. Older messages are switched off, so switching the
 * banner off hides it rather than bringing an older one back.
 */
export async function savePromotional(
  ctx: ServiceContext,
  actor: AuditActor,
  input: { message: string; active: boolean },
): Promise<AdminPromotional> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await getPromotional({ db: tx });
    let id = before.id;
    if (id === null) {
      const [row] = await tx
        .insert(promotionalMessages)
        .values(input)
        .returning({ id: promotionalMessages.id });
      id = row!.id;
    } else {
      await tx.update(promotionalMessages).set(input).where(eq(promotionalMessages.id, id));
    }
    await tx
      .update(promotionalMessages)
      .set({ active: false })
      .where(ne(promotionalMessages.id, id));
    const after: AdminPromotional = { id, ...input };
    await recordChange({ db: tx }, actor, {
      action: 'content.promotional',
      targetType: 'promotional_message',
      targetId: id,
      before: before.id === null ? null : before,
      after,
    });
    return after;
  });
  catalogueChanged(ctx, SETTINGS_CHANGED);
  return saved;
}
