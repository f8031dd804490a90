import { toRupees, type CheckoutSettings } from '@kesariya/shared';
import type { PaymentProvider } from '../../payments/provider';
import type { ServiceContext } from '../context';
import type { PlaceOrderRules } from '../orders/place-order';
import { CHECKOUT_BRAND } from '../payments/payment-session';
import { getPaymentOptions } from './payment-options';

/** The public checkout settings: the provider's key id is public by design, secrets never leave. */
export async function getCheckoutSettings(
  ctx: ServiceContext,
  provider: PaymentProvider,
  commerce: PlaceOrderRules & { paymentTimeoutMinutes: number },
): Promise<CheckoutSettings> {
  const options = await getPaymentOptions(ctx);
  return {
    provider: provider.name,
    key_id: provider.keyId,
    name: CHECKOUT_BRAND.name,
    description: CHECKOUT_BRAND.description,
    currency: 'INR',
    theme_color: CHECKOUT_BRAND.themeColor,
    cod_enabled: options.codEnabled,
    cod_limit: toRupees(commerce.codLimitPaise),
    online_enabled: options.onlineEnabled,
    free_delivery_above: toRupees(commerce.freeDeliveryAbovePaise),
    delivery_charge: toRupees(commerce.deliveryChargePaise),
    pickup_address: 'Kesariya store, Pune (free pickup)',
    payment_timeout_minutes: commerce.paymentTimeoutMinutes,
  };
}
