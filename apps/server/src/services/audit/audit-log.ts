import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditFacets, Pagination } from '@kesariya/shared';
import { auditLog } from '../../db/schema';
import { paginationOf } from '../../lib/pagination';
import type { ServiceContext } from '../context';

/** Who made a back-office change, as the log keeps them. */
export interface AuditActor {
  id: number;
  name: string;
}

/** One change: `action` names it (`order.status`, `product.update`, …), the target says on what. */
export interface AuditChange {
  action: string;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
}

/** Writes one entry; pass a transaction as `ctx.db` to make the entry part of the change. */
export async function recordChange(
  ctx: ServiceContext,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  await ctx.db.insert(auditLog).values({
    staffUserId: actor.id,
    staffName: actor.name,
    action: change.action,
    targetType: change.targetType,
    targetId: String(change.targetId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** What a change is logged as; its before and after are read by the service that makes it. */
export type AuditTarget = Omit<AuditChange, 'before' | 'after'>;

/**
 * Starts an entry inside the change's own transaction: `snapshot` is read now (the target locked
 * first) and again when the returned function writes the entry, in the same transaction. So a change
 * that rolls back leaves no entry, and one that commits always has its entry. Without an actor (a
 * shopper's own change, which the staff log does not keep) nothing is written.
 */
export async function beginAudit(
  tx: ServiceContext,
  actor: AuditActor | null,
  target: AuditTarget,
  snapshot: () => Promise<unknown>,
): Promise<() => Promise<void>> {
  if (!actor) return async () => {};
  const before = await snapshot();
  return async () => recordChange(tx, actor, { ...target, before, after: await snapshot() });
}

export interface AuditQuery {
  page: number;
  limit: number;
  action?: string | undefined;
  target_type?: string | undefined;
  target_id?: string | undefined;
  staff_user_id?: number | null | undefined;
}

/** The log newest first, filtered and paged in the database. */
export async function listAudit(
  ctx: ServiceContext,
  query: AuditQuery,
): Promise<{ items: AuditEntry[]; pagination: Pagination }> {
  const filters: (SQL | undefined)[] = [
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.target_type ? eq(auditLog.targetType, query.target_type) : undefined,
    query.target_id ? eq(auditLog.targetId, query.target_id) : undefined,
    query.staff_user_id ? eq(auditLog.staffUserId, query.staff_user_id) : undefined,
  ];
  const where = and(...filters);
  const [total] = await ctx.db.select({ n: count() }).from(auditLog).where(where);
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    items: rows.map((row) => ({
      id: row.id,
      who: row.staffName,
      staff_user_id: row.staffUserId,
      action: row.action,
      target: { type: row.targetType, id: row.targetId },
      before: row.before,
      after: row.after,
      at: row.at.toISOString(),
    })),
    pagination: paginationOf(query, Number(total?.n ?? 0)),
  };
}

/**
 * The actions and target types the log holds, for the screen's filters. Each is read from its own
 * index (`audit_log_action_idx`, `audit_log_target_idx`), not from the rows.
 */
export async function auditFacets(ctx: ServiceContext): Promise<AuditFacets> {
  const [actions, targetTypes] = await Promise.all([
    ctx.db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
    ctx.db
      .selectDistinct({ v: auditLog.targetType })
      .from(auditLog)
      .orderBy(asc(auditLog.targetType)),
  ]);
  return { actions: actions.map((r) => r.v), target_types: targetTypes.map((r) => r.v) };
}
