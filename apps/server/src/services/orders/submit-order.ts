import type { PaymentSession } from '@kesariya/shared';
import { refuse, type Refusal } from '../../errors';
import { PaymentProviderError, type PaymentProvider } from '../../payments/provider';
import type { ServiceContext } from '../context';
import { ensurePaymentSession } from '../payments/payment-session';
import type { OrderNotifiers } from './notify-order';
import type { OrderRow } from '../../db/rows';
import type { StoreDetails } from '../settings/store-details';
import { placeOrder, type PlaceOrderInput, type PlaceOrderRules } from './place-order';

export interface SubmittedOrder {
  order: OrderRow;
  /** False when the Idempotency-Key found the order an earlier submit placed. */
  created: boolean;
  /** The online payment to take; null for an order that needs none. */
  payment: PaymentSession | null;
}

/**
 * The checkout button: place the order (one transaction), then open its online payment, or confirm
 * an order that needs none. The provider is called only after the order committed; when it cannot
 * be reached, the order keeps its reservation until the sweep and the same key retries the payment.
 */
export async function submitOrder(
  ctx: ServiceContext,
  services: { provider: PaymentProvider; notifiers: OrderNotifiers; store: StoreDetails },
  input: PlaceOrderInput,
  rules: PlaceOrderRules,
): Promise<SubmittedOrder | Refusal> {
  const placed = await placeOrder(ctx, input, rules);
  if (!placed.ok) return placed;
  const { order, created } = placed;
  if (order.status !== 'pending_payment') return { order, created, payment: null };
  try {
    const payment = await ensurePaymentSession(ctx, services.provider, order, services.store);
    return { order, created, payment };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    services.notifiers.log.error(
      { err: error, saleId: order.saleId },
      'payment provider order failed',
    );
    return refuse(
      'unavailable',
      'We could not reach the payment service. Please try again in a moment.',
    );
  }
}
