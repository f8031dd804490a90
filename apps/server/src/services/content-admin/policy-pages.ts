import { asc, eq } from 'drizzle-orm';
import type { AdminPolicyPage, AdminPolicySummary } from '@kesariya/shared';
import { SETTINGS_CHANGED, catalogueChanged } from '../../cache/catalogue-changes';
import { policyPages } from '../../db/schema';
import { sanitizePolicyHtml } from '../../lib/sanitize-html';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';

type PolicyRow = typeof policyPages.$inferSelect;

function toSummary(row: PolicyRow): AdminPolicySummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every policy page, hidden ones too, by id (terms is 1, privacy 2). */
export async function listAdminPolicies(ctx: ServiceContext): Promise<AdminPolicySummary[]> {
  const rows = await ctx.db.select().from(policyPages).orderBy(asc(policyPages.id));
  return rows.map(toSummary);
}

export async function getAdminPolicy(
  ctx: ServiceContext,
  id: number,
): Promise<AdminPolicyPage | null> {
  const [row] = await ctx.db.select().from(policyPages).where(eq(policyPages.id, id)).limit(1);
  return row ? { ...toSummary(row), content: row.contentHtml } : null;
}

/**
 * Saves a page's title and text. The HTML is sanitised before it is stored
 * (docs/decisions/platform-and-security.md, Security hardening): a script, an event handler or a
 * javascript: link never reaches the table, whatever the editor sent. The slug stays, so links to
 * the page keep working.
 */
export async function savePolicy(
  ctx: ServiceContext,
  actor: AuditActor,
  id: number,
  input: { title: string; content: string },
): Promise<AdminPolicyPage | null> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await getAdminPolicy({ db: tx }, id);
    if (!before) return null;
    await tx
      .update(policyPages)
      .set({
        title: input.title,
        contentHtml: sanitizePolicyHtml(input.content),
        updatedAt: new Date(),
      })
      .where(eq(policyPages.id, id));
    const after = await getAdminPolicy({ db: tx }, id);
    await recordChange({ db: tx }, actor, {
      action: 'content.page.update',
      targetType: 'policy_page',
      targetId: id,
      before: { title: before.title, content: before.content },
      after: { title: after!.title, content: after!.content },
    });
    return after;
  });
  if (saved) catalogueChanged(ctx, SETTINGS_CHANGED);
  return saved;
}
