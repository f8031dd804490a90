import { and, desc, eq } from 'drizzle-orm';
import { formatMoney, toRupees, type PrepayOffer, type PrepayStart } from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { orders, orderStatusHistory, payments } from '../../db/schema';
import type { OrderRow } from '../../db/rows';
import { refuse, type Refusal } from '../../errors';
import { PaymentProviderError, type PaymentProvider } from '../../payments/provider';
import { getPaymentOptions } from '../checkout/payment-options';
import { prepaidSaving, type PrepaidRule } from '../checkout/prepaid-saving';
import { ensurePaymentSession } from '../payments/payment-session';
import type { StoreDetails } from '../settings/store-details';
import { queueOrderConfirmation } from './notify-order';
import { findOwnOrder } from './order-queries';
import { recordLatePaymentRefund, type RecordedRefund } from './refund';

/**
 * A cash-on-delivery order paid online instead, for the prepaid saving
 * (docs/decisions/after-dispatch.md, Prepaid nudge). The order stays cash on delivery, as it was,
 * until the provider's payment is proven; then it becomes an online order with the saving off its
 * total, and no longer waits for a confirmation. A failed or abandoned payment changes nothing.
 */

/** Before it is packed: the courier's booking, made at packing, says whether to collect cash. */
const CONVERTIBLE: readonly OrderRow['status'][] = ['placed', 'confirmed'];

type PayableOrder = Pick<
  OrderRow,
  'saleId' | 'status' | 'paymentMethod' | 'totalPaise' | 'walletUsedPaise'
>;

/** The saving this order would get, or why it gets none, in the words the page shows. */
async function offerFor(
  ctx: ServiceContext,
  order: PayableOrder,
  rule: PrepaidRule,
): Promise<(PrepayOffer & { payNowPaise: number }) | Refusal> {
  if (order.paymentMethod !== 'Cash on Delivery')
    return refuse('conflict', 'This order is not paid cash on delivery.');
  if (!CONVERTIBLE.includes(order.status))
    return refuse(
      'conflict',
      'This order is already being packed or has left the store, so it stays cash on delivery.',
    );
  if (!(await getPaymentOptions(ctx)).onlineEnabled)
    return refuse('conflict', 'Online payment is not available right now');
  const cashPaise = order.totalPaise - order.walletUsedPaise;
  const savingPaise = prepaidSaving(rule, cashPaise);
  if (savingPaise === 0)
    return refuse('conflict', 'Paying this order online saves nothing at the moment.');
  return {
    sale_id: order.saleId,
    saving: toRupees(savingPaise),
    pay_now: toRupees(cashPaise - savingPaise),
    cash_on_delivery: toRupees(cashPaise),
    payNowPaise: cashPaise - savingPaise,
  };
}

const notFound = () => refuse('not_found', 'Order not found', 'saleId');

/** GET website/order/prepay/{saleId}: what paying the shopper's COD order online would save. */
export async function prepayOffer(
  ctx: ServiceContext,
  rule: PrepaidRule,
  userId: number,
  saleId: string,
): Promise<PrepayOffer | Refusal> {
  const order = await findOwnOrder(ctx, userId, saleId);
  if (!order) return notFound();
  const offer = await offerFor(ctx, order, rule);
  if ('ok' in offer) return offer;
  const { payNowPaise: _, ...answer } = offer;
  return answer;
}

/**
 * POST website/order/prepay/{saleId}: opens the provider's payment for the offer's amount. The
 * order is not touched: only a proven payment converts it (settlePrepayment).
 */
export async function startPrepayment(
  ctx: ServiceContext,
  services: { provider: PaymentProvider; store: StoreDetails },
  rule: PrepaidRule,
  input: { userId: number; saleId: string },
): Promise<PrepayStart | Refusal> {
  const order = await findOwnOrder(ctx, input.userId, input.saleId);
  if (!order) return notFound();
  const found = await offerFor(ctx, order, rule);
  if ('ok' in found) return found;
  const { payNowPaise, ...offer } = found;
  try {
    const payment = await ensurePaymentSession(
      ctx,
      services.provider,
      order,
      services.store,
      payNowPaise,
    );
    return { offer, payment };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    return refuse(
      'unavailable',
      'We could not reach the payment service. Your order stays cash on delivery; please try again in a moment.',
    );
  }
}

export type PrepaidOutcome =
  /** The order is paid online now, the saving off its total. */
  | { kind: 'converted'; order: OrderRow }
  /** This payment was applied before (the verify call and the webhook both report it). */
  | { kind: 'already'; order: OrderRow }
  /**
   * The order could no longer be converted (packed or cancelled meanwhile): the payment is kept
   * as received and its refund recorded, for the caller to send once this commits.
   */
  | { kind: 'late'; order: OrderRow; refund: RecordedRefund | null };

/**
 * Applies a proven payment of a cash-on-delivery order: under the order's lock, so the verify
 * call, the webhook and the confirmation sweep apply it once. The saving is what the payment left
 * unpaid of the cash, the amount the server itself asked the provider for.
 */
export async function settlePrepayment(
  ctx: ServiceContext,
  paymentId: number,
  proof: { providerPaymentId: string | null; raw?: Record<string, unknown> },
  now = new Date(),
): Promise<PrepaidOutcome> {
  return ctx.db.transaction(async (db) => {
    const tx: ServiceContext = { db, messages: ctx.messages };
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (!payment) throw new Error(`payment ${paymentId} vanished`);
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for('update');
    if (!order) throw new Error(`order ${payment.orderId} vanished`);
    if (payment.status === 'captured') return { kind: 'already', order } as const;
    await db
      .update(payments)
      .set({
        status: 'captured',
        updatedAt: now,
        ...(proof.providerPaymentId ? { providerPaymentId: proof.providerPaymentId } : {}),
        ...(proof.raw ? { raw: proof.raw } : {}),
      })
      .where(eq(payments.id, payment.id));
    const savingPaise = order.totalPaise - order.walletUsedPaise - payment.amountPaise;
    if (
      order.paymentMethod !== 'Cash on Delivery' ||
      !CONVERTIBLE.includes(order.status) ||
      savingPaise < 0
    ) {
      await db.insert(orderStatusHistory).values({
        orderId: order.id,
        status: order.status,
        note: 'Online payment received after the order could no longer be paid online: refunded',
        actor: 'payment',
        createdAt: now,
      });
      return { kind: 'late', order, refund: await recordLatePaymentRefund(tx, order) } as const;
    }
    const [moved] = await db
      .update(orders)
      .set({
        paymentMethod: 'Online Payment',
        prepaidSavingPaise: savingPaise,
        totalPaise: order.totalPaise - savingPaise,
        codConfirmBy: null,
        codConfirmTokenHash: null,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    // The courier collects nothing now.
    await db
      .update(payments)
      .set({ status: 'failed', updatedAt: now })
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.provider, 'cod'),
          eq(payments.status, 'created'),
        ),
      );
    await db.insert(orderStatusHistory).values({
      orderId: order.id,
      status: order.status,
      note: `Paid online instead of cash on delivery, saving ${formatMoney(toRupees(savingPaise))}`,
      actor: 'shopper',
      createdAt: now,
    });
    await queueOrderConfirmation(tx, moved!);
    return { kind: 'converted', order: moved! } as const;
  });
}

/** The latest payment opened for paying this cash-on-delivery order online, still unpaid. */
export async function openPrepayment(
  ctx: ServiceContext,
  orderId: number,
  provider: PaymentProvider['name'],
) {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, provider),
        eq(payments.status, 'created'),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}
