import { randomBytes } from 'node:crypto';
import type { OrderDetail } from '@kesariya/shared';
import { refuse, type Refusal } from '../../errors';
import type { PaymentProof, PaymentProvider } from '../../payments/provider';
import type { ServiceContext } from '../context';
import { findPaymentByProviderOrder } from '../payments/payment-session';
import type { OrderNotifiers } from './notify-order';
import type { OrderRules } from './order-mapper';
import { findOwnOrder, getOrderDetail } from './order-queries';
import { sendRefund } from './refund';
import { markOrderPaid, releaseOrder, type PaidOutcome } from './settle-order';

const orderNotFound = () => refuse('not_found', 'Order not found', 'sale_id');

/** Once a payment's record committed: a payment for an order cancelled meanwhile goes back. */
async function afterPayment(
  ctx: ServiceContext,
  services: { provider: PaymentProvider; notifiers: OrderNotifiers },
  outcome: PaidOutcome,
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
): Promise<{ sale_id: string; status: 'placed' } | Refusal> {
  const order = await findOwnOrder(ctx, input.userId, input.saleId);
  if (!order) return orderNotFound();
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
