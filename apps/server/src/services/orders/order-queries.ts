import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderDetail, OrderSummary, Pagination } from '@kesariya/shared';
import { nextOrderMoves, ON_THE_WAY_ORDER_STATUSES, toRupees } from '@kesariya/shared';
import type { ServiceContext } from '../context';
import {
  orderItems,
  orders,
  orderStatusHistory,
  payments,
  productImages,
  products,
  refunds,
} from '../../db/schema';
import { productImage } from '../../media/urls';
import { latestFailure } from '../shipping/failed-delivery';
import { orderFacts, toOrderDetail, type OrderParts, type OrderRules } from './order-mapper';
import type { OrderRow } from '../../db/rows';

const OUTER_ITEM_PRODUCT = sql.raw('"order_items"."product_id"');
/** The first picture of an order line's product, for a query that selects from order_items. */
export const imagePosition = sql<
  number | null
>`(select min(pi.position) from ${productImages} pi where pi.product_id = ${OUTER_ITEM_PRODUCT})`;

/** Which of the user's orders a list shows: all, or those on their way (with the courier). */
export type OrderListFilter = 'on_the_way' | undefined;

/** The user's orders, newest first, one page at a time. */
export async function listOrders(
  ctx: ServiceContext,
  userId: number,
  page: number,
  limit: number,
  filter?: OrderListFilter,
): Promise<{ items: OrderSummary[]; pagination: Pagination }> {
  const whose: SQL | undefined = and(
    eq(orders.userId, userId),
    filter === 'on_the_way' ? inArray(orders.status, [...ON_THE_WAY_ORDER_STATUSES]) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(orders).where(whose);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(whose)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const ids = rows.map((row) => row.id);
  const items =
    ids.length === 0
      ? []
      : await ctx.db
          .select({
            orderId: orderItems.orderId,
            productId: orderItems.productId,
            name: orderItems.productName,
            size: orderItems.size,
            qty: orderItems.qty,
            imagePosition,
          })
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.id));
  const n = Number(total?.n ?? 0);
  return {
    items: rows.map((order) => {
      const own = items.filter((item) => item.orderId === order.id).map(withPicture);
      const first = own[0];
      return {
        sale_id: order.saleId,
        status: order.status,
        payment_method: order.paymentMethod,
        total: toRupees(order.totalPaise),
        item_count: own.reduce((sum, item) => sum + item.qty, 0),
        first_item: first ? { name: first.name, image: first.image } : null,
        items: own.map(({ name, image, size, qty }) => ({ name, image, size, qty })),
        next_moves: nextOrderMoves(orderFacts(order), 'shopper'),
        created_at: order.createdAt.toISOString(),
      };
    }),
    pagination: { page, limit, total: n, total_pages: Math.ceil(n / limit) },
  };
}

function withPicture<T extends { productId: number; name: string; imagePosition: number | null }>(
  item: T,
) {
  return {
    ...item,
    image:
      item.imagePosition === null
        ? null
        : productImage(item.productId, item.imagePosition, item.name),
  };
}

/** An order of this user by its sale id, or null: another user's order is indistinguishable from none. */
export async function findOwnOrder(
  ctx: ServiceContext,
  userId: number,
  saleId: string,
): Promise<OrderRow | null> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.saleId, saleId), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Everything an order's detail shows besides the order row: lines, timeline, payment, refunds. */
export async function loadOrderParts(ctx: ServiceContext, order: OrderRow): Promise<OrderParts> {
  const items = await ctx.db
    .select({ item: orderItems, slug: products.slug, imagePosition })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const history = await ctx.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.id))
    .limit(1);
  const given = await ctx.db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, order.id))
    .orderBy(asc(refunds.id));
  return {
    items: items.map((row) => ({ ...row.item, slug: row.slug, imagePosition: row.imagePosition })),
    history,
    payment: payment ?? null,
    refunds: given,
    failure: order.status === 'delivery_failed' ? await latestFailure(ctx, order.id) : null,
  };
}

export async function getOrderDetail(
  ctx: ServiceContext,
  order: OrderRow,
  rules: OrderRules,
): Promise<OrderDetail> {
  return toOrderDetail(order, await loadOrderParts(ctx, order), rules);
}
