import { and, asc, count, desc, eq, gt, gte, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  Pagination,
  ReturnableOrder,
  ReturnRequest,
  ReturnStatus,
  ReturnType,
} from '@kesariya/shared';
import { paginationOf } from '../../lib/pagination';
import type { ServiceContext } from '../context';
import {
  orderItems,
  orders,
  productSizes,
  refunds,
  returnRequestHistory,
  returnRequestItems,
  returnRequests,
} from '../../db/schema';
import { imagePosition } from '../orders/order-queries';
import { CLAIMING_RETURN_STATUSES } from './return-moves';
import { returnPickups } from './return-pickup';
import { toReturnItem, toReturnRequest, type ReturnItemRow, type ReturnRow } from './return-mapper';
import { earliestOpenDelivery, returnDeadline } from './return-window';

const replacementOrders = alias(orders, 'replacement_orders');

/** Order lines with their product's first picture. */
export async function loadOrderLines(ctx: ServiceContext, where: SQL): Promise<ReturnItemRow[]> {
  const rows = await ctx.db
    .select({ item: orderItems, imagePosition })
    .from(orderItems)
    .where(where)
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({ ...row.item, imagePosition: row.imagePosition }));
}

/** The order lines a request holds. */
export function loadRequestLines(ctx: ServiceContext, requestId: number): Promise<ReturnItemRow[]> {
  return loadOrderLines(
    ctx,
    inArray(
      orderItems.id,
      ctx.db
        .select({ id: returnRequestItems.orderItemId })
        .from(returnRequestItems)
        .where(eq(returnRequestItems.returnRequestId, requestId)),
    ),
  );
}

/** Which of these order lines are already in a request that was not rejected. */
export async function claimedItemIds(ctx: ServiceContext, itemIds: number[]): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: returnRequestItems.orderItemId })
    .from(returnRequestItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestItems.returnRequestId))
    .where(
      and(
        inArray(returnRequestItems.orderItemId, itemIds),
        inArray(returnRequests.status, [...CLAIMING_RETURN_STATUSES]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

interface Page {
  page: number;
  limit: number;
}

/** Requests as the API shows them: their order, lines, dated history and refund. */
async function hydrate(ctx: ServiceContext, where: SQL | undefined, page?: Page) {
  let query = ctx.db
    .select({
      request: returnRequests,
      saleId: orders.saleId,
      replacementSaleId: replacementOrders.saleId,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .leftJoin(replacementOrders, eq(replacementOrders.id, returnRequests.replacementOrderId))
    .where(where)
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .$dynamic();
  if (page) query = query.limit(page.limit).offset((page.page - 1) * page.limit);
  const rows = await query;
  const ids = rows.map((row) => row.request.id);
  if (ids.length === 0) return [];
  const lines = await ctx.db
    .select({ requestId: returnRequestItems.returnRequestId, item: orderItems, imagePosition })
    .from(returnRequestItems)
    .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
    .where(inArray(returnRequestItems.returnRequestId, ids))
    .orderBy(asc(orderItems.id));
  const history = await ctx.db
    .select()
    .from(returnRequestHistory)
    .where(inArray(returnRequestHistory.returnRequestId, ids))
    .orderBy(asc(returnRequestHistory.createdAt), asc(returnRequestHistory.id));
  const refundRows = await ctx.db
    .select()
    .from(refunds)
    .where(inArray(refunds.returnRequestId, ids))
    .orderBy(asc(refunds.id));
  const pickups = await returnPickups(ctx, ids);
  return rows.map(({ request, saleId, replacementSaleId }) =>
    toReturnRequest(request, {
      saleId,
      replacementSaleId,
      items: lines
        .filter((line) => line.requestId === request.id)
        .map((line) => ({ ...line.item, imagePosition: line.imagePosition })),
      history: history.filter((h) => h.returnRequestId === request.id),
      refunds: refundRows.filter((r) => r.returnRequestId === request.id),
      pickup: pickups.get(request.id) ?? null,
    }),
  );
}

/** The shopper's requests, newest first, of one type or both. */
export function listOwnReturns(
  ctx: ServiceContext,
  userId: number,
  type: ReturnType | undefined,
): Promise<ReturnRequest[]> {
  return hydrate(
    ctx,
    and(eq(returnRequests.userId, userId), type ? eq(returnRequests.type, type) : undefined),
  );
}

/** A request by its id; with `userId`, only that shopper's (anyone else's answers null). */
export async function findReturn(
  ctx: ServiceContext,
  id: number,
  userId?: number,
): Promise<ReturnRequest | null> {
  const [found] = await hydrate(
    ctx,
    and(
      eq(returnRequests.id, id),
      userId === undefined ? undefined : eq(returnRequests.userId, userId),
    ),
  );
  return found ?? null;
}

/** The request row itself, for the photo: the shopper's own, or any for staff (no userId). */
export async function findReturnRow(
  ctx: ServiceContext,
  id: number,
  userId?: number,
): Promise<ReturnRow | null> {
  const [row] = await ctx.db
    .select()
    .from(returnRequests)
    .where(
      and(
        eq(returnRequests.id, id),
        userId === undefined ? undefined : eq(returnRequests.userId, userId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The back office's list: every shopper's requests, newest first, filtered by status and type. */
export async function listReturns(
  ctx: ServiceContext,
  filter: { status?: ReturnStatus; type?: ReturnType } & Page,
): Promise<{ items: ReturnRequest[]; pagination: Pagination }> {
  const where = and(
    filter.status ? eq(returnRequests.status, filter.status) : undefined,
    filter.type ? eq(returnRequests.type, filter.type) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(returnRequests).where(where);
  const n = Number(total?.n ?? 0);
  return {
    items: await hydrate(ctx, where, filter),
    pagination: paginationOf(filter, n),
  };
}

/**
 * The shopper's delivered orders whose return window is open, with the lines not yet asked back
 * and, for a replacement, the sizes of each product in stock now.
 */
export async function listReturnableOrders(
  ctx: ServiceContext,
  userId: number,
  rules: { returnWindowDays: number },
  now = new Date(),
): Promise<ReturnableOrder[]> {
  const delivered = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'delivered'),
        gte(orders.deliveredAt, earliestOpenDelivery(rules.returnWindowDays, now)),
      ),
    )
    .orderBy(desc(orders.deliveredAt), desc(orders.id));
  if (delivered.length === 0) return [];
  const lines = await loadOrderLines(
    ctx,
    inArray(
      orderItems.orderId,
      delivered.map((order) => order.id),
    ),
  );
  const claimed = await claimedItemIds(
    ctx,
    lines.map((line) => line.id),
  );
  const open = lines.filter((line) => !claimed.has(line.id));
  const sizes =
    open.length === 0
      ? []
      : await ctx.db
          .select({
            productId: productSizes.productId,
            size: productSizes.size,
            stock: productSizes.stock,
          })
          .from(productSizes)
          .where(
            and(
              inArray(productSizes.productId, [...new Set(open.map((line) => line.productId))]),
              gt(productSizes.stock, 0),
            ),
          )
          .orderBy(asc(productSizes.position), asc(productSizes.id));
  return delivered.flatMap((order) => {
    const items = open
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        ...toReturnItem(line),
        sizes: sizes
          .filter((s) => s.productId === line.productId)
          .map(({ size, stock }) => ({ size, stock })),
      }));
    if (items.length === 0 || !order.deliveredAt) return [];
    return [
      {
        sale_id: order.saleId,
        delivered_at: order.deliveredAt.toISOString(),
        return_until: returnDeadline(order.deliveredAt, rules.returnWindowDays).toISOString(),
        items,
      },
    ];
  });
}
