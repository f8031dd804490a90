import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  Invoice,
  OrderStatus,
  PackingSlip,
  Pagination,
  StaffOrderDetail,
  StaffOrderSort,
  StaffOrderSummary,
} from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { orderItems, orders, users } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { likeText } from '../../lib/like-text';
import { paginationOf } from '../../lib/pagination';
import { findInvoice } from '../invoices/invoice-number';
import { getOwnInvoice } from '../invoices/order-invoice';
import type { StoreDetails } from '../settings/store-details';
import type { OrderRules } from './order-mapper';
import { loadOrderParts } from './order-queries';
import type { OrderRow } from '../../db/rows';
import { toPackingSlip, toStaffOrderDetail, toStaffOrderSummary } from './staff-order-mapper';

export interface StaffOrderQuery {
  status?: OrderStatus | undefined;
  payment_method?: OrderRow['paymentMethod'] | undefined;
  /** Days (YYYY-MM-DD) in IST, both included. */
  from?: string | undefined;
  to?: string | undefined;
  sort: StaffOrderSort;
  /** Part of a sale id, phone, e-mail or name. */
  search?: string | undefined;
  page: number;
  limit: number;
}

/** The first moment of a day in IST (the shop's days), as an instant. */
const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextIstDayStart = (day: string) => new Date(istDayStart(day).getTime() + 24 * 60 * 60 * 1000);

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

const ORDERINGS: Record<StaffOrderSort, SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  total: [desc(orders.totalPaise), desc(orders.id)],
};

/** Orders for the back office, filtered, sorted and paginated in the database. */
export async function listStaffOrders(
  ctx: ServiceContext,
  query: StaffOrderQuery,
): Promise<{ items: StaffOrderSummary[]; pagination: Pagination }> {
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.payment_method ? eq(orders.paymentMethod, query.payment_method) : undefined,
    query.from ? gte(orders.createdAt, istDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, nextIstDayStart(query.to)) : undefined,
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
    .orderBy(...ORDERINGS[query.sort])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    items: rows.map((row) => toStaffOrderSummary(row.order, row.user, Number(row.items))),
    pagination: paginationOf(query, Number(total?.n ?? 0)),
  };
}

/** Names of the members of staff among these `staff:<id>` actors and user ids. */
export async function staffNamesOf(
  ctx: ServiceContext,
  ids: Iterable<number>,
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, `${r.first} ${r.last}`.trim() || (r.email ?? '')]));
}

const staffIdOf = (actor: string) =>
  actor.startsWith('staff:') ? Number(actor.slice('staff:'.length)) : 0;

/** One order as staff see it, with who made each change. */
export async function getStaffOrderDetail(
  ctx: ServiceContext,
  order: OrderRow,
  rules: OrderRules,
): Promise<StaffOrderDetail> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, order.userId));
  const parts = await loadOrderParts(ctx, order);
  const staffNames = await staffNamesOf(ctx, [
    ...parts.history.map((row) => staffIdOf(row.actor)),
    parts.payment?.collectedBy ?? 0,
  ]);
  const invoice = await findInvoice(ctx, order.id);
  return toStaffOrderDetail(order, user!, parts, rules, {
    staffNames,
    invoiceNumber: invoice?.number ?? null,
  });
}

export async function findOrderBySaleId(
  ctx: ServiceContext,
  saleId: string,
): Promise<OrderRow | Refusal> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.saleId, saleId)).limit(1);
  return order ?? refuse('not_found', 'Order not found', 'saleId');
}

/** GET admin/order/{saleId}: the order, or a refusal naming a sale id that does not exist. */
export async function findStaffOrderDetail(
  ctx: ServiceContext,
  saleId: string,
  rules: OrderRules,
): Promise<StaffOrderDetail | Refusal> {
  const order = await findOrderBySaleId(ctx, saleId);
  if ('ok' in order) return order;
  return getStaffOrderDetail(ctx, order, rules);
}

/** The packing slip of an order: its lines by SKU, where it goes, and what the store is. */
export async function getPackingSlip(
  ctx: ServiceContext,
  store: StoreDetails,
  saleId: string,
): Promise<PackingSlip | Refusal> {
  const order = await findOrderBySaleId(ctx, saleId);
  if ('ok' in order) return order;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, order.userId));
  const lines = await ctx.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  return toPackingSlip(order, user!, lines, {
    name: store.storeName,
    address: [store.addressLine, `${store.city} ${store.pincode}`.trim(), store.state]
      .filter(Boolean)
      .join(', '),
    phone: store.phone,
  });
}

/**
 * Any order's tax invoice, for staff: the shopper's own invoice call on the order's owner, so it is
 * numbered on its first request under the same rules, whoever asks first.
 */
export async function getStaffInvoice(
  ctx: ServiceContext,
  store: StoreDetails,
  saleId: string,
): Promise<Invoice | Refusal> {
  const order = await findOrderBySaleId(ctx, saleId);
  if ('ok' in order) return order;
  return getOwnInvoice(ctx, store, order.userId, order.saleId);
}
