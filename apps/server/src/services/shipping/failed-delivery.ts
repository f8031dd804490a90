import { desc, eq } from 'drizzle-orm';
import { DELIVERY_RETRY_LINK_HOURS, pageUrls } from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { deliveryFailures } from '../../db/schema';
import type { DeliveryFailureRow, OrderRow } from '../../db/rows';
import { newLinkToken } from '../../lib/link-token';
import { queueFailedDeliveryNotice } from '../orders/notify-order';

/** A failed attempt as the move to delivery_failed carries it: the courier's words, or staff's. */
export interface FailedAttempt {
  reason: string | null;
  /** The courier's number for the attempt; null counts on from the order's last one. */
  attempt: number | null;
  /** Where the shopper's link starts (PUBLIC_URL). */
  linkOrigin: string;
}

/** What the timeline says of a failed attempt: its number and the courier's (or staff's) reason. */
export function failedAttemptNote(failure: Pick<DeliveryFailureRow, 'attempt' | 'reason'>): string {
  return `Delivery attempt ${failure.attempt} failed${failure.reason ? `: ${failure.reason}` : ''}`;
}

/** The order's newest failed attempt (the open one while it is delivery_failed), or null. */
export async function latestFailure(
  ctx: ServiceContext,
  orderId: number,
  lock = false,
): Promise<DeliveryFailureRow | null> {
  const query = ctx.db
    .select()
    .from(deliveryFailures)
    .where(eq(deliveryFailures.orderId, orderId))
    .orderBy(desc(deliveryFailures.attempt))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Records a failed delivery attempt in the move's transaction (docs/decisions/after-dispatch.md,
 * Failed deliveries): its number and reason, and a new link for the shopper to ask for another
 * attempt or the parcel back, sent by e-mail and SMS with the move. A courier that repeats an
 * attempt's number keeps one row, with the latest reason.
 */
export async function recordFailedAttempt(
  ctx: ServiceContext,
  order: OrderRow,
  failed: FailedAttempt,
  now: Date,
): Promise<DeliveryFailureRow> {
  const previous = await latestFailure(ctx, order.id);
  const attempt = failed.attempt ?? (previous?.attempt ?? 0) + 1;
  const link = newLinkToken();
  const expires = new Date(now.getTime() + DELIVERY_RETRY_LINK_HOURS * 3_600_000);
  const [row] = await ctx.db
    .insert(deliveryFailures)
    .values({
      orderId: order.id,
      attempt,
      reason: failed.reason,
      failedAt: now,
      linkTokenHash: link.hash,
      linkExpiresAt: expires,
    })
    .onConflictDoUpdate({
      target: [deliveryFailures.orderId, deliveryFailures.attempt],
      set: {
        reason: failed.reason,
        failedAt: now,
        linkTokenHash: link.hash,
        linkExpiresAt: expires,
      },
    })
    .returning();
  await queueFailedDeliveryNotice(ctx, order, {
    attempt,
    reason: failed.reason,
    link: `${failed.linkOrigin}${pageUrls.deliveryRetry.getHref(order.saleId, link.token)}`,
    hours: DELIVERY_RETRY_LINK_HOURS,
  });
  return row!;
}

/** The failed attempt a staff or shopper request is about: the order's newest, locked. */
export async function openFailure(
  ctx: ServiceContext,
  order: OrderRow,
): Promise<DeliveryFailureRow | null> {
  if (order.status !== 'delivery_failed') return null;
  return latestFailure(ctx, order.id, true);
}
