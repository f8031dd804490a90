import {
  SALE_ID_PATTERN,
  type OrderDetail,
  type OrderSummary,
  type Pagination,
} from '@kesariya/shared';
import { refuse, type Refusal } from '../../errors';
import type { ServiceContext } from '../context';
import type { OrderRules } from './order-mapper';
import { findOwnOrder, getOrderDetail, listOrders, type OrderListFilter } from './order-queries';
import { sweepAbandonedOrders } from './settle-order';

/** How long an online payment may stay open before its order is released. */
export interface PaymentTimeout {
  paymentTimeoutMinutes: number;
}

/** Abandoned payments are released when their owner looks (and by the interval sweep). */
async function releaseAbandoned(ctx: ServiceContext, userId: number, rules: PaymentTimeout) {
  const olderThan = new Date(Date.now() - rules.paymentTimeoutMinutes * 60_000);
  await sweepAbandonedOrders(ctx, { olderThan, userId });
}

/** The shopper's orders, newest first, one page at a time; `status` on_the_way: shipped ones only. */
export async function listOwnOrders(
  ctx: ServiceContext,
  userId: number,
  query: { page: number; limit: number; status?: OrderListFilter },
  rules: PaymentTimeout,
): Promise<{ items: OrderSummary[]; pagination: Pagination }> {
  await releaseAbandoned(ctx, userId, rules);
  return listOrders(ctx, userId, query.page, query.limit, query.status);
}

/**
 * One of the shopper's orders. A text that is no order number, a missing order and someone else's
 * order all answer alike: order numbers reveal nothing about other shoppers.
 */
export async function getOwnOrderDetail(
  ctx: ServiceContext,
  userId: number,
  saleId: string,
  rules: PaymentTimeout & OrderRules,
): Promise<OrderDetail | Refusal> {
  const notFound = refuse('not_found', 'Order not found', 'saleId');
  if (!SALE_ID_PATTERN.test(saleId)) return notFound;
  await releaseAbandoned(ctx, userId, rules);
  const order = await findOwnOrder(ctx, userId, saleId);
  return order ? getOrderDetail(ctx, order, rules) : notFound;
}
