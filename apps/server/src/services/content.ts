import { and, asc, desc, eq } from 'drizzle-orm';
import type {
  FaqEntry,
  ModuleConfig,
  PolicyPage,
  PolicyPageSummary,
  PromotionalMessage,
} from '@kesariya/shared';
import { faqs, moduleConfigs, policyPages, promotionalMessages } from '../db/schema';
import { AppError } from '../errors';
import {
  toFaq,
  toModuleConfig,
  toPolicyPage,
  toPolicySummary,
  toPromotional,
} from '../mappers/content';
import type { ServiceContext } from './context';

/** The newest active banner message, or null (the web app hides the banner when data is empty). */
export async function findActivePromotional(
  ctx: ServiceContext,
): Promise<PromotionalMessage | null> {
  const [row] = await ctx.db
    .select()
    .from(promotionalMessages)
    .where(eq(promotionalMessages.active, true))
    .orderBy(desc(promotionalMessages.createdAt), desc(promotionalMessages.id))
    .limit(1);
  return row ? toPromotional(row) : null;
}

export type PolicySortField = 'id' | 'title' | 'slug';

export async function listPolicyPages(
  ctx: ServiceContext,
  sort: { by: PolicySortField; order: 'ASC' | 'DESC' },
): Promise<PolicyPageSummary[]> {
  const column = { id: policyPages.id, title: policyPages.title, slug: policyPages.slug }[sort.by];
  const rows = await ctx.db
    .select({ id: policyPages.id, slug: policyPages.slug, title: policyPages.title })
    .from(policyPages)
    .where(eq(policyPages.status, 'Y'))
    .orderBy(sort.order === 'ASC' ? asc(column) : desc(column), asc(policyPages.id));
  return rows.map(toPolicySummary);
}

export async function getPolicyPageOrThrow(
  ctx: ServiceContext,
  key: { id: number } | { slug: string },
): Promise<PolicyPage> {
  const condition = 'id' in key ? eq(policyPages.id, key.id) : eq(policyPages.slug, key.slug);
  const [row] = await ctx.db
    .select()
    .from(policyPages)
    .where(and(condition, eq(policyPages.status, 'Y')))
    .limit(1);
  if (!row) throw AppError.notFound('Page not found');
  return toPolicyPage(row);
}

export async function listFaqs(ctx: ServiceContext): Promise<FaqEntry[]> {
  const rows = await ctx.db
    .select()
    .from(faqs)
    .where(eq(faqs.status, 'Y'))
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return rows.map(toFaq);
}

export async function listModuleConfigs(ctx: ServiceContext): Promise<ModuleConfig[]> {
  const rows = await ctx.db.select().from(moduleConfigs).orderBy(asc(moduleConfigs.moduleName));
  return rows.map(toModuleConfig);
}
