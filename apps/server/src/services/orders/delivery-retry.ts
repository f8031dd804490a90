import { and, eq } from 'drizzle-orm';
import {
  deliveryRetryDates,
  ORDER_LIFE,
  retryDayLabel,
  type DeliveryRetryAction,
} from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { deliveryFailures, orders, orderStatusHistory } from '../../db/schema';
import type { DeliveryFailureRow, OrderRow } from '../../db/rows';
import { refuse, type Refusal } from '../../errors';
import { linkTokenHash } from '../../lib/link-token';
import { Rollback } from '../../lib/rollback';
import { latestFailure } from '../shipping/failed-delivery';

/**
 * The shopper's answer to a failed delivery (docs/decisions/after-dispatch.md, Failed deliveries):
 * another attempt on one of the next days, or the parcel back to the store. From the link of the
 * failed attempt's message (its token, no login) or in their session. It is recorded for staff, who
 * pass it to the courier from the NDR desk; the shopper may change it until staff have acted.
 */

export type Requester = { token: string } | { userId: number };

export interface RetryRequest {
  saleId: string;
  action: DeliveryRetryAction;
  /** YYYY-MM-DD, for another attempt. */
  date: string;
}

const badLink = () =>
  refuse(
    'not_found',
    'This link is not valid. Please open the link in your latest message from us about this order.',
    'token',
  );

/** Why an order no longer waits on a failed delivery, in the shopper's words. */
function notWaiting(order: OrderRow): Refusal {
  const label = ORDER_LIFE[order.status].shopper.label;
  return refuse(
    'conflict',
    `Your order ${order.saleId} is now "${label}", so there is no failed delivery to arrange any more.`,
  );
}

/** What staff chose, as the shopper reads it. */
function staffChose(row: DeliveryFailureRow): string {
  return row.staffAction === 'rto'
    ? 'We have already asked the courier to bring the parcel back to us.'
    : `We have already asked the courier to deliver again on ${retryDayLabel(row.staffDate ?? '')}.`;
}

/** The failed attempt and its order the request is about, both locked, or why not. */
async function findFailure(
  ctx: ServiceContext,
  saleId: string,
  by: Requester,
  now: Date,
): Promise<{ order: OrderRow; failure: DeliveryFailureRow } | Refusal> {
  if ('token' in by) {
    const [found] = await ctx.db
      .select({ failure: deliveryFailures, order: orders })
      .from(deliveryFailures)
      .innerJoin(orders, eq(orders.id, deliveryFailures.orderId))
      .where(
        and(eq(deliveryFailures.linkTokenHash, linkTokenHash(by.token)), eq(orders.saleId, saleId)),
      )
      .for('update');
    if (!found) return badLink();
    if (found.order.status !== 'delivery_failed') return notWaiting(found.order);
    const newest = await latestFailure(ctx, found.order.id);
    if (newest && newest.id !== found.failure.id)
      return refuse(
        'conflict',
        'This link is for an earlier delivery attempt. Please open the link in your latest message from us about this order.',
        'token',
      );
    if (found.failure.linkExpiresAt <= now)
      return refuse(
        'conflict',
        `This link has expired. Please contact us about order ${saleId} and we will arrange the delivery.`,
        'token',
      );
    return found;
  }
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.saleId, saleId), eq(orders.userId, by.userId)))
    .for('update');
  if (!order) return refuse('not_found', 'Order not found', 'sale_id');
  if (order.status !== 'delivery_failed') return notWaiting(order);
  const failure = await latestFailure(ctx, order.id, true);
  if (!failure) return notWaiting(order);
  return { order, failure };
}

/**
 * The refusal of another attempt on a day not offered: the shopper's link and staff's NDR desk
 * offer the same days, in the same words.
 */
export function unofferedRetryDay(
  choice: { action: string; date?: string | null },
  now: Date,
): Refusal | null {
  const offered = deliveryRetryDates(now.getTime());
  if (choice.action !== 'reattempt' || offered.includes(choice.date ?? '')) return null;
  return refuse(
    'invalid_input',
    `Choose a day for another attempt from ${offered.map(retryDayLabel).join(', ')}`,
    'date',
  );
}

/**
 * Records the shopper's request on the open failed attempt, with a line in the order's timeline,
 * in one transaction that locks the order: a request racing staff's action on the NDR desk either
 * lands first (and staff see it) or is refused with what staff chose.
 */
export async function requestDeliveryRetry(
  ctx: ServiceContext,
  by: Requester,
  request: RetryRequest,
  now = new Date(),
): Promise<{ order: OrderRow; failure: DeliveryFailureRow } | Refusal> {
  const dayRefused = unofferedRetryDay(request, now);
  if (dayRefused) return dayRefused;
  try {
    return await ctx.db.transaction(async (db) => {
      const found = await findFailure({ db }, request.saleId, by, now);
      if ('ok' in found) throw new Rollback(found);
      if (found.failure.staffAction)
        throw new Rollback(refuse('conflict', staffChose(found.failure)));
      const date = request.action === 'reattempt' ? request.date : null;
      const [failure] = await db
        .update(deliveryFailures)
        .set({ shopperAction: request.action, shopperDate: date, shopperAt: now })
        .where(eq(deliveryFailures.id, found.failure.id))
        .returning();
      await db.insert(orderStatusHistory).values({
        orderId: found.order.id,
        status: found.order.status,
        note: date
          ? `The shopper asked for another delivery attempt on ${retryDayLabel(date)}`
          : 'The shopper asked for the parcel to be returned to the store',
        actor: 'shopper',
        createdAt: now,
      });
      return { order: found.order, failure: failure! };
    });
  } catch (error) {
    if (error instanceof Rollback) return error.refusal;
    throw error;
  }
}
