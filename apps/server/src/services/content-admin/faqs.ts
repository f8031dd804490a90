import { asc, eq, sql } from 'drizzle-orm';
import type { AdminFaq } from '@kesariya/shared';
import { SETTINGS_CHANGED, catalogueChanged } from '../../cache/catalogue-changes';
import { faqs } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';

export interface FaqInput {
  question: string;
  answer: string;
  topic: string;
  status: 'Y' | 'N';
}

function toAdminFaq(row: typeof faqs.$inferSelect): AdminFaq {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    topic: row.topic,
    status: row.status,
    sort_order: row.sortOrder,
  };
}

/** Every question, hidden ones too, in the order the storefront shows them. */
export async function listAdminFaqs(ctx: ServiceContext): Promise<AdminFaq[]> {
  const rows = await ctx.db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return rows.map(toAdminFaq);
}

async function findFaq(ctx: ServiceContext, id: number): Promise<AdminFaq | null> {
  const [row] = await ctx.db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
  return row ? toAdminFaq(row) : null;
}

/** Creates (id null, placed last) or updates a question; null when the question does not exist. */
export async function saveFaq(
  ctx: ServiceContext,
  actor: AuditActor,
  input: FaqInput,
  id: number | null,
): Promise<AdminFaq | null> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await findFaq({ db: tx }, id);
    if (id !== null && !before) return null;
    let savedId: number;
    if (id === null) {
      const [{ next } = { next: 1 }] = await tx
        .select({ next: sql<number>`coalesce(max(${faqs.sortOrder}), 0) + 1` })
        .from(faqs);
      const [row] = await tx
        .insert(faqs)
        .values({ ...input, sortOrder: Number(next) })
        .returning({ id: faqs.id });
      savedId = row!.id;
    } else {
      await tx.update(faqs).set(input).where(eq(faqs.id, id));
      savedId = id;
    }
    const after = await findFaq({ db: tx }, savedId);
    await recordChange({ db: tx }, actor, {
      action: id === null ? 'content.faq.create' : 'content.faq.update',
      targetType: 'faq',
      targetId: savedId,
      before,
      after,
    });
    return after;
  });
  if (saved) catalogueChanged(ctx, SETTINGS_CHANGED);
  return saved;
}

export async function deleteFaq(
  ctx: ServiceContext,
  actor: AuditActor,
  id: number,
): Promise<boolean> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const before = await findFaq({ db: tx }, id);
    if (!before) return false;
    await tx.delete(faqs).where(eq(faqs.id, id));
    await recordChange({ db: tx }, actor, {
      action: 'content.faq.delete',
      targetType: 'faq',
      targetId: id,
      before,
      after: null,
    });
    return true;
  });
  if (deleted) catalogueChanged(ctx, SETTINGS_CHANGED);
  return deleted;
}

/** Puts every question in the order given (the first gets 1); the list must name each one once. */
export async function reorderFaqs(
  ctx: ServiceContext,
  actor: AuditActor,
  ids: number[],
): Promise<{ ids: number[] } | Refusal> {
  const result = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: faqs.id, sortOrder: faqs.sortOrder })
      .from(faqs)
      .orderBy(asc(faqs.sortOrder), asc(faqs.id));
    const known = new Set(rows.map((row) => row.id));
    if (ids.length !== rows.length || ids.some((id) => !known.has(id)))
      return refuse('invalid_input', 'ids must name every question once, in the new order', 'ids');
    for (const [index, id] of ids.entries())
      await tx
        .update(faqs)
        .set({ sortOrder: index + 1 })
        .where(eq(faqs.id, id));
    await recordChange({ db: tx }, actor, {
      action: 'content.faq.reorder',
      targetType: 'faq',
      targetId: 'all',
      before: { order: rows.map((row) => row.id) },
      after: { order: ids },
    });
    return { ids };
  });
  if ('ids' in result) catalogueChanged(ctx, SETTINGS_CHANGED);
  return result;
}
