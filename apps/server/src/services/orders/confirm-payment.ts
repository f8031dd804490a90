import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderDetail } from '@kesariya/shared';
import { payments } from '../../db/schema';
import type { OrderRow } from '../../db/rows';
import { refuse, type Refusal } from '../../errors';
import type { PaymentProof, PaymentProvider } from '../../payments/provider';
import type { ServiceContext } from '../context';
import { findPaymentByProviderOrder } from '../payments/payment-session';
import type { OrderNotifiers } from './notify-order';
import type { OrderRules } from './order-mapper';
import { findOwnOrder, getOrderDetail } from './order-queries';
import { sendRefund } from './refund';
import { markOrderPaid, releaseOrder, type PaidOutcome } from './settle-order';
import { openPrepayment, settlePrepayment, type PrepaidOutcome } from './prepay-cod';

const orderNotFound = () => refuse('not_found', 'Order not found', 'sale_id');
const prepaidTooLate = () =>
  refuse(
    'conflict',
    'This order could no longer be paid online, so your payment is being refunded. It stays as it was.',
  );

/** Once a payment's record committed: a payment for an order cancelled meanwhile goes back. */
async function afterPayment(
  ctx: ServiceContext,
  services: { provider: PaymentProvider; notifiers: OrderNotifiers },
  outcome: PaidOutcome | PrepaidOutcome,
): Promise<void> {
  if (outcome.kind === 'late' && outcome.refund)
    await sendRefund(ctx, services.provider, outcome.refund, services.notifiers.log);
}

/**
 * The client's report of a finished online payment: the provider's proof must hold and be for this
 * very order, and a valid proof of another order is no proof. Marks the order paid once (the
 * webhook may have done it already), confirms it, and answers the order as it now stands.
 */
export async function confirmPayment(
  ctx: ServiceContext,
  services: { provider: PaymentProvider; notifiers: OrderNotifiers; rules: OrderRules },
  input: { userId: number; saleId: string; proof: PaymentProof },
): Promise<OrderDetail | Refusal> {
  const { provider } = services;
  const order = await findOwnOrder(ctx, input.userId, input.saleId);
  if (!order) return orderNotFound();
  if (order.status === 'pending_payment' && provider.name === 'razorpay') {
    const { proof } = input;
    const payment = proof.providerOrderId
      ? await findPaymentByProviderOrder(ctx, 'razorpay', proof.providerOrderId)
      : null;
    if (!payment || payment.orderId !== order.id || !provider.verifyPayment(proof))
      return refuse('invalid_input', 'Payment verification failed', 'razorpay_signature');
    const outcome = await markOrderPaid(ctx, order.id, {
      providerPaymentId: proof.providerPaymentId,
    });
    await afterPayment(ctx, services, outcome);
  } else if (order.paymentMethod === 'Cash on Delivery' && provider.name === 'razorpay') {
    // Paying a cash-on-delivery order online instead (prepay-cod.ts): the same proof, checked alike.
    const { proof } = input;
    const payment = proof.providerOrderId
      ? await findPaymentByProviderOrder(ctx, 'razorpay', proof.providerOrderId)
      : null;
    if (!payment || payment.orderId !== order.id || !provider.verifyPayment(proof))
      return refuse('invalid_input', 'Payment verification failed', 'razorpay_signature');
    const outcome = await settlePrepayment(ctx, payment.id, {
      providerPaymentId: proof.providerPaymentId,
    });
    await afterPayment(ctx, services, outcome);
    if (outcome.kind === 'late') return prepaidTooLate();
  }
  const fresh = (await findOwnOrder(ctx, input.userId, input.saleId))!;
  if (fresh.status === 'pending_payment')
    return refuse('conflict', 'The payment is not complete yet');
  if (fresh.status === 'payment_failed' || fresh.status === 'cancelled')
    return refuse('conflict', 'The payment failed or was cancelled; your cart is as you left it');
  return getOrderDetail(ctx, fresh, services.rules);
}

/**
 * The offline test gateway's answer for a pending order: success marks it paid and confirms it;
 * failure releases it (stock, wallet and coupon come back, the cart stays as it was).
 */
export async function payAtTestGateway(
  ctx: ServiceContext,
  services: { provider: PaymentProvider; notifiers: OrderNotifiers },
  input: { userId: number; saleId: string; outcome: 'success' | 'failure' },
): Promise<{ sale_id: string; status: OrderRow['status'] } | Refusal> {
  const order = await findOwnOrder(ctx, input.userId, input.saleId);
  if (!order) return orderNotFound();
  const prepayment =
    order.paymentMethod === 'Cash on Delivery'
      ? await openPrepayment(ctx, order.id, services.provider.name)
      : null;
  if (prepayment) {
    // Paying a cash-on-delivery order online instead: a failure leaves it as it was.
    if (input.outcome === 'failure') {
      await ctx.db
        .update(payments)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(eq(payments.id, prepayment.id));
      return refuse('conflict', 'Payment failed. Your order stays cash on delivery, as it was.');
    }
    const outcome = await settlePrepayment(ctx, prepayment.id, {
      providerPaymentId: `test_pay_${randomBytes(9).toString('base64url')}`,
    });
    await afterPayment(ctx, services, outcome);
    if (outcome.kind === 'late') return prepaidTooLate();
    return { sale_id: order.saleId, status: outcome.order.status };
  }
  if (order.status !== 'pending_payment')
    return refuse('conflict', 'This order is not awaiting payment');
  if (input.outcome === 'failure') {
    await releaseOrder(ctx, order.id, {
      status: 'payment_failed',
      note: 'Payment failed at the test gateway',
    });
    return refuse('conflict', 'Payment failed. Your cart is as you left it; please try again.');
  }
  const paid = await markOrderPaid(ctx, order.id, {
    providerPaymentId: `test_pay_${randomBytes(9).toString('base64url')}`,
  });
  await afterPayment(ctx, services, paid);
  return { sale_id: order.saleId, status: 'placed' };
}
