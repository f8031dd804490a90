import { and, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { toRupees, type AdminCoupon, type Pagination } from '@kesariya/shared';
import type { CouponInput } from '@kesariya/shared/settings-schemas';
import { couponRedemptions, coupons } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { paginationOf } from '../../lib/pagination';
import { recordChange, type AuditActor } from '../audit/audit-log';
import { isUniqueViolation } from '../catalogue-admin/unique-violation';
import type { ServiceContext } from '../context';
import { istDay } from '../dashboard/ist-periods';

const DAY_MS = 24 * 3600_000;

/** The first instant of an IST day (YYYY-MM-DD). */
const istStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * A coupon works from its first day's start to its last day's end (IST); the table keeps the end
 * as the next day's first instant, which the checkout compares with `>`.
 */
function toWindow(input: CouponInput): { validFrom: Date; validUntil: Date | null } {
  return {
    validFrom: istStart(input.validFrom),
    validUntil:
      input.validUntil === null ? null : new Date(istStart(input.validUntil).getTime() + DAY_MS),
  };
}

const usedCount = sql<number>`(select count(*) from ${couponRedemptions} where ${couponRedemptions.couponId} = ${coupons.id})`;

function toAdminCoupon(row: typeof coupons.$inferSelect, used: number): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.kind === 'percent' ? row.value : toRupees(row.value),
    max_discount: row.maxDiscountPaise === null ? null : toRupees(row.maxDiscountPaise),
    min_order: toRupees(row.minOrderPaise),
    per_user_limit: row.perUserLimit,
    valid_from: istDay(row.validFrom),
    valid_until: row.validUntil === null ? null : istDay(new Date(row.validUntil.getTime() - 1)),
    status: row.status,
    used: Number(used),
    created_at: row.createdAt.toISOString(),
  };
}

export interface CouponListQuery {
  q?: string | undefined;
  status?: 'Y' | 'N' | undefined;
  page: number;
  limit: number;
}

/** Newest first, narrowed by a code's beginning and by status, paged in the database. */
export async function listAdminCoupons(
  ctx: ServiceContext,
  query: CouponListQuery,
): Promise<{ items: AdminCoupon[]; pagination: Pagination }> {
  const filters: (SQL | undefined)[] = [
    query.q
      ? like(sql`upper(${coupons.code})`, `${query.q.replace(/[%_\\]/g, '\\$&')}%`)
      : undefined,
    query.status ? eq(coupons.status, query.status) : undefined,
  ];
  const where = and(...filters);
  const [total] = await ctx.db.select({ n: count() }).from(coupons).where(where);
  const rows = await ctx.db
    .select({ row: coupons, used: usedCount })
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    items: rows.map(({ row, used }) => toAdminCoupon(row, used)),
    pagination: paginationOf(query, Number(total?.n ?? 0)),
  };
}

export async function getAdminCoupon(ctx: ServiceContext, id: number): Promise<AdminCoupon | null> {
  const [found] = await ctx.db
    .select({ row: coupons, used: usedCount })
    .from(coupons)
    .where(eq(coupons.id, id))
    .limit(1);
  return found ? toAdminCoupon(found.row, found.used) : null;
}

const codeTaken = (code: string) =>
  refuse('conflict', `A coupon with the code ${code} already exists`, 'code');

/**
 * Creates (id null) or updates a coupon, logged in the same transaction. Codes are stored
 * upper-cased and unique whatever their case (the index on upper(code) decides between two saves
 * racing each other). Null when the coupon to update does not exist.
 */
export async function saveCoupon(
  ctx: ServiceContext,
  actor: AuditActor,
  input: CouponInput,
  id: number | null,
): Promise<AdminCoupon | null | Refusal> {
  const values = {
    code: input.code,
    description: input.description,
    kind: input.kind,
    value: input.value,
    maxDiscountPaise: input.maxDiscountPaise,
    minOrderPaise: input.minOrderPaise,
    perUserLimit: input.perUserLimit,
    status: input.status,
    ...toWindow(input),
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = id === null ? null : await getAdminCoupon({ db: tx }, id);
      if (id !== null && !before) return null;
      const [clash] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(sql`upper(${coupons.code}) = ${input.code}`)
        .limit(1);
      if (clash && clash.id !== id) return codeTaken(input.code);
      let savedId: number;
      if (id === null) {
        const [row] = await tx.insert(coupons).values(values).returning({ id: coupons.id });
        savedId = row!.id;
      } else {
        await tx.update(coupons).set(values).where(eq(coupons.id, id));
        savedId = id;
      }
      const after = await getAdminCoupon({ db: tx }, savedId);
      await recordChange({ db: tx }, actor, {
        action: id === null ? 'coupon.create' : 'coupon.update',
        targetType: 'coupon',
        targetId: savedId,
        before,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'coupons_code_upper_unique')) return codeTaken(input.code);
    throw error;
  }
}

/** Switches a coupon off: shoppers can no longer apply it; orders that used it keep it. */
export async function deactivateCoupon(
  ctx: ServiceContext,
  actor: AuditActor,
  id: number,
): Promise<AdminCoupon | null> {
  return ctx.db.transaction(async (tx) => {
    const before = await getAdminCoupon({ db: tx }, id);
    if (!before) return null;
    await tx.update(coupons).set({ status: 'N' }).where(eq(coupons.id, id));
    const after = { ...before, status: 'N' as const };
    await recordChange({ db: tx }, actor, {
      action: 'coupon.deactivate',
      targetType: 'coupon',
      targetId: id,
      before,
      after,
    });
    return after;
  });
}
