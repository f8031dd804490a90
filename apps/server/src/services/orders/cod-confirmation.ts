import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { awaitsCodConfirmation, pageUrls } from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { orders, orderStatusHistory } from '../../db/schema';
import type { OrderRow } from '../../db/rows';
import { refuse, type Refusal } from '../../errors';
import type { PaymentProvider } from '../../payments/provider';
import { cancelOrder } from './cancel-order';
import { queueStatusUpdate, type OrderNotifiers } from './notify-order';
import { orderFacts } from './order-mapper';
import { linkTokenHash, newLinkToken } from '../../lib/link-token';

/**
 * Cash on delivery that arrives (docs/decisions/after-dispatch.md, Cash on delivery): a COD order
 * waits for the shopper's confirmation, by the one-tap link of its message or staff after a call,
 * and is cancelled, its stock released, once COD_CONFIRM_HOURS have passed unconfirmed.
 */

/** The link's secret, and what the order keeps of it: only its hash, so a leaked table confirms nothing. */
export const newConfirmToken = newLinkToken;
const tokenHash = linkTokenHash;

export function codConfirmLink(origin: string, token: string): string {
  return `${origin}${pageUrls.codConfirm.getHref(token)}`;
}

/** Who confirms: whoever holds the link's token, or the shopper the order belongs to. */
export type Confirmer = { token: string } | { saleId: string; userId: number };

const badLink = () =>
  refuse(
    'not_found',
    'This confirmation link is not valid. Please open the link in your latest message from us.',
    'token',
  );

/**
 * Confirms a cash-on-delivery order that still waits: conditional on its status and its time to
 * confirm, so a second tap, a staff confirmation racing it or the sweep apply exactly once. A tap
 * on an order already confirmed answers it as it is.
 */
export async function confirmCodOrder(
  ctx: ServiceContext,
  by: Confirmer,
  now = new Date(),
): Promise<{ order: OrderRow; confirmedNow: boolean } | Refusal> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(
      'token' in by
        ? eq(orders.codConfirmTokenHash, tokenHash(by.token))
        : and(eq(orders.saleId, by.saleId), eq(orders.userId, by.userId)),
    )
    .limit(1);
  if (!order) return 'token' in by ? badLink() : refuse('not_found', 'Order not found', 'sale_id');
  if (order.paymentMethod !== 'Cash on Delivery')
    return refuse(
      'conflict',
      'This order is not paid cash on delivery: there is nothing to confirm.',
    );
  if (!awaitsCodConfirmation(orderFacts(order))) {
    if (order.status === 'cancelled')
      return refuse(
        'conflict',
        'This order was cancelled, so it can no longer be confirmed. You are welcome to order again.',
      );
    return { order, confirmedNow: false };
  }
  if (!order.codConfirmBy || order.codConfirmBy <= now)
    return refuse(
      'conflict',
      'The time to confirm this order has run out, so it is being cancelled. You are welcome to order again.',
    );
  const confirmed = await ctx.db.transaction(async (db) => {
    const [moved] = await db
      .update(orders)
      .set({ status: 'confirmed', codConfirmBy: null, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning();
    if (!moved) return null;
    await db.insert(orderStatusHistory).values({
      orderId: order.id,
      status: 'confirmed',
      note: 'Cash on delivery confirmed by the shopper',
      actor: 'shopper',
      createdAt: now,
    });
    await queueStatusUpdate({ db, messages: ctx.messages }, moved);
    return moved;
  });
  if (!confirmed) {
    // Moved meanwhile (staff confirmed it, or it was cancelled): answer as it is now.
    return confirmCodOrder(ctx, by, now);
  }
  return { order: confirmed, confirmedNow: true };
}

/**
 * Cancels the cash-on-delivery orders whose time to confirm ran out, each in its own transaction
 * (the cancel's: stock back, coupon use released, the wallet part refunded, the shopper told), so
 * instances sweeping at once cancel each order once.
 */
export async function cancelUnconfirmedCodOrders(
  ctx: ServiceContext,
  services: { provider: PaymentProvider; notifiers: OrderNotifiers; hours: number },
  input: { now?: Date; limit?: number } = {},
): Promise<number> {
  const now = input.now ?? new Date();
  const stale = await ctx.db
    .select({ saleId: orders.saleId })
    .from(orders)
    .where(
      and(
        isNotNull(orders.codConfirmBy),
        lt(orders.codConfirmBy, now),
        eq(orders.status, 'placed'),
        eq(orders.paymentMethod, 'Cash on Delivery'),
      ),
    )
    .limit(input.limit ?? 50);
  let cancelled = 0;
  for (const { saleId } of stale) {
    const outcome = await cancelOrder(
      ctx,
      services,
      {
        saleId,
        ownerId: null,
        by: 'system',
        audit: null,
        reason: `Cash on delivery not confirmed within ${services.hours} hours`,
        actor: 'system',
      },
      now,
    );
    if (!('ok' in outcome) && outcome.cancelledNow) cancelled += 1;
  }
  return cancelled;
}
