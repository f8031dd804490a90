import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  OrderStatus,
  Pagination,
  StaffOrderDetail,
  StaffOrderSummary,
} from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { orderItems, orders, users } from '../../db/schema';
import { paginationOf } from '../../lib/pagination';
import { toStaffOrderDetail, toStaffOrderSummary, type OrderRules } from './order-mapper';
import type { OrderRow } from './place-order';
import { loadOrderParts } from './order-queries';

export interface StaffOrderQuery {
  status?: OrderStatus;
  /** Part of a sale id, phone, e-mail or name. */
  search?: string;
  page: number;
  limit: number;
}

/** LIKE treats % and _ as wildcards: a search for them means the characters themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likeText(search);
  const digits = search.replace(/\D/g, '');
  return or(
    ilike(orders.saleId, pattern),
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(sql`${orders.addressSnapshot}->>'name'`, pattern),
    ...(digits.length >= 4
      ? [
          ilike(users.phone, likeText(digits)),
          ilike(
            sql`regexp_replace(${orders.addressSnapshot}->>'phone', '\\D', '', 'g')`,
            likeText(digits),
          ),
        ]
      : []),
  );
}

/** Orders for the back office, newest first, filtered and paginated in the database. */
export async function listStaffOrders(
  ctx: ServiceContext,
  query: StaffOrderQuery,
): Promise<{ items: StaffOrderSummary[]; pagination: Pagination }> {
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    searchOf(query.search),
  );
  const [total] = await ctx.db
    .select({ n: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  const rows = await ctx.db
    .select({
      order: orders,
      user: users,
      items: sql<number>`(select coalesce(sum(${orderItems.qty}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    items: rows.map((row) => toStaffOrderSummary(row.order, row.user, Number(row.items))),
    pagination: paginationOf(query, Number(total?.n ?? 0)),
  };
}

/** One order as staff see it, with who made each change. */
export async function getStaffOrderDetail(
  ctx: ServiceContext,
  order: OrderRow,
  rules: OrderRules,
): Promise<StaffOrderDetail> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, order.userId));
  return toStaffOrderDetail(order, user!, await loadOrderParts(ctx, order), rules);
}
