import type { ServiceContext } from '../context';
import { eq } from 'drizzle-orm';
import { orders, paymentEvents } from '../../db/schema';
import type { ProviderEvent, ProviderName } from '../../payments/provider';
import type { OrderRow } from '../../db/rows';
import { settleRefund, type RecordedRefund } from '../orders/refund';
import { markOrderPaid, noteFailedAttempt } from '../orders/settle-order';
import { settlePrepayment } from '../orders/prepay-cod';
import { findPaymentByProviderOrder } from './payment-session';

export type EventOutcome =
  | { kind: 'duplicate' }
  | { kind: 'recorded' }
  | { kind: 'paid'; order: OrderRow }
  /** Paid after the order was cancelled: its refund, recorded, is sent by the caller. */
  | { kind: 'late'; refund: RecordedRefund }
  /** A failed attempt to pay: noted, the order still waiting for a payment. */
  | { kind: 'attempt_failed' };

/** A payment of a cash-on-delivery order is its being paid online instead (orders/prepay-cod.ts). */
async function isPrepayment(ctx: ServiceContext, orderId: number): Promise<boolean> {
  const [order] = await ctx.db
    .select({ paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return order?.paymentMethod === 'Cash on Delivery';
}

/**
 * Applies a verified webhook event exactly once: webhooks arrive at least once and in any order
 * (docs/decisions/orders-and-payments.md, Payments). The event row and its effect commit together;
 * a replay hits the unique event id and changes nothing. A failure arriving after the payment
 * succeeded changes nothing either, because settling is conditional on the order still awaiting
 * payment.
 */
export async function applyProviderEvent(
  ctx: ServiceContext,
  provider: ProviderName,
  event: ProviderEvent,
): Promise<EventOutcome> {
  const outcome = await ctx.db.transaction(async (db) => {
    const tx: ServiceContext = { db, messages: ctx.messages };
    const inserted = await db
      .insert(paymentEvents)
      .values({ provider, providerEventId: event.id, type: event.type, payload: event.payload })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return { kind: 'duplicate' } as const;
    if (event.refund && (event.kind === 'refund_processed' || event.kind === 'refund_failed')) {
      await settleRefund(tx, provider, {
        ...event.refund,
        status: event.kind === 'refund_processed' ? 'processed' : 'failed',
      });
      return { kind: 'recorded' } as const;
    }
    if (!(event.kind === 'paid' || event.kind === 'failed') || !event.providerOrderId)
      return { kind: 'recorded' } as const;
    const payment = await findPaymentByProviderOrder(tx, provider, event.providerOrderId);
    if (!payment) return { kind: 'recorded' } as const;
    if (event.kind === 'paid' && (await isPrepayment(tx, payment.orderId))) {
      const outcome = await settlePrepayment(tx, payment.id, {
        providerPaymentId: event.providerPaymentId,
        raw: event.payload,
      });
      if (outcome.kind === 'converted') return { kind: 'paid', order: outcome.order } as const;
      if (outcome.kind === 'late' && outcome.refund)
        return { kind: 'late', refund: outcome.refund } as const;
      return { kind: 'recorded' } as const;
    }
    if (event.kind === 'paid') {
      const outcome = await markOrderPaid(tx, payment.orderId, {
        providerPaymentId: event.providerPaymentId,
        raw: event.payload,
      });
      if (outcome.kind === 'paid') return { kind: 'paid', order: outcome.order } as const;
      if (outcome.kind === 'late' && outcome.refund)
        return { kind: 'late', refund: outcome.refund } as const;
      return { kind: 'recorded' } as const;
    }
    return (await noteFailedAttempt(tx, payment.orderId))
      ? ({ kind: 'attempt_failed' } as const)
      : ({ kind: 'recorded' } as const);
  });
  return outcome;
}
