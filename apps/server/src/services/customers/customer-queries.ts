import { and, asc, count, desc, eq, ilike, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  toRupees,
  UNSOLD_ORDER_STATUSES,
  type CustomerAddress,
  type CustomerDetail,
  type CustomerSummary,
  type Pagination,
} from '@kesariya/shared';
import { addresses, orderItems, orders, users } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { paginationOf } from '../../lib/pagination';
import type { ServiceContext } from '../context';
import { likeText } from '../../lib/like-text';
import { fullName, toStaffOrderSummary } from '../orders/staff-order-mapper';
import { walletPage } from '../wallet/ledger';

/** How many of the newest orders and ledger entries a customer's page shows. */
const RECENT = 20;

const counted = alias(orders, 'counted');
// A bare alias renders as its name only; the subqueries need `orders counted`.
const countedFrom = sql`${orders} as ${sql.identifier('counted')}`;
// An order counts towards a customer's orders and spending as it counts on the dashboard: once sold.
const wentThrough = sql`${counted.userId} = ${users.id} and ${notInArray(counted.status, [...UNSOLD_ORDER_STATUSES])}`;
const ordersCount = sql<number>`(select count(*) from ${countedFrom} where ${wentThrough})`;
const totalSpent = sql<number>`(select coalesce(sum(${counted.totalPaise}), 0) from ${countedFrom} where ${wentThrough})`;

type UserRow = typeof users.$inferSelect;

function toCustomerSummary(user: UserRow, counted: number, spentPaise: number): CustomerSummary {
  return {
    id: user.id,
    name: fullName(user),
    email: user.email,
    phone: user.phone,
    orders_count: Number(counted),
    total_spent: toRupees(Number(spentPaise)),
    wallet_balance: toRupees(user.walletBalancePaise),
    created_at: user.createdAt.toISOString(),
  };
}

function searchOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likeText(search);
  const digits = search.replace(/\D/g, '');
  return or(
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ...(digits.length >= 4 ? [ilike(users.phone, likeText(digits))] : []),
  );
}

/** The shoppers (never staff), newest first, searched, counted and paged in the database. */
export async function listCustomers(
  ctx: ServiceContext,
  query: { search?: string | undefined; page: number; limit: number },
): Promise<{ items: CustomerSummary[]; pagination: Pagination }> {
  const where = and(eq(users.role, 'customer'), searchOf(query.search));
  const [total] = await ctx.db.select({ n: count() }).from(users).where(where);
  const rows = await ctx.db
    .select({ user: users, ordersCount, totalSpent })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    items: rows.map((row) => toCustomerSummary(row.user, row.ordersCount, row.totalSpent)),
    pagination: paginationOf(query, Number(total?.n ?? 0)),
  };
}

function toCustomerAddress(row: typeof addresses.$inferSelect): CustomerAddress {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    address_line: row.addressLine,
    landmark: row.landmark,
    city: row.city,
    state: row.region,
    pincode: row.postalCode,
    country: row.country,
    type: row.type,
    is_default: row.isDefault,
  };
}

/** One shopper: the profile, the newest orders and ledger entries, and the address book. */
export async function getCustomer(
  ctx: ServiceContext,
  id: number,
): Promise<CustomerDetail | Refusal> {
  const [row] = await ctx.db
    .select({ user: users, ordersCount, totalSpent })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer')));
  if (!row) return refuse('not_found', 'Customer not found', 'id');
  const { user } = row;
  const recent = await ctx.db
    .select({
      order: orders,
      items: sql<number>`(select coalesce(sum(${orderItems.qty}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .where(eq(orders.userId, id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT);
  const wallet = await walletPage(ctx, id, { page: 1, limit: RECENT });
  const book = await ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, id))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  return {
    ...toCustomerSummary(user, row.ordersCount, row.totalSpent),
    phone_verified: user.phoneVerifiedAt !== null,
    email_verified: user.emailVerifiedAt !== null,
    orders: recent.map((r) => toStaffOrderSummary(r.order, user, Number(r.items))),
    wallet: { balance: wallet.balance, entries: wallet.entries },
    addresses: book.map(toCustomerAddress),
  };
}
