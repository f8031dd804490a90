import { toRupees, type CheckoutSettings } from '@kesariya/shared';
import type { PaymentProvider } from '../../payments/provider';
import type { ServiceContext } from '../context';
import type { PlaceOrderRules } from '../orders/place-order';
import { CHECKOUT_THEME_COLOR } from '../payments/payment-session';
import type { StoreDetails } from '../settings/store-details';
import { getPaymentOptions } from './payment-options';

/** Where a pickup order is collected: the store and its address, as far as the owner gave it. */
function pickupAddress(store: StoreDetails): string {
  const address = [store.addressLine, `${store.city} ${store.pincode}`.trim()]
    .filter(Boolean)
    .join(', ');
  return `${store.storeName} store${address ? `, ${address}` : ''} (free pickup)`;
}

/** The public checkout settings: the provider's key id is public by design, secrets never leave. */
export async function getCheckoutSettings(
  ctx: ServiceContext,
  provider: PaymentProvider,
  commerce: PlaceOrderRules & { paymentTimeoutMinutes: number },
  store: StoreDetails,
): Promise<CheckoutSettings> {
  const options = await getPaymentOptions(ctx);
  return {
    provider: provider.name,
    key_id: provider.keyId,
    name: store.storeName,
    description: store.tagline,
    currency: 'INR',
    theme_color: CHECKOUT_THEME_COLOR,
    cod_enabled: options.codEnabled,
    cod_limit: toRupees(commerce.codLimitPaise),
    online_enabled: options.onlineEnabled,
    free_delivery_above: toRupees(commerce.freeDeliveryAbovePaise),
    delivery_charge: toRupees(commerce.deliveryChargePaise),
    pickup_address: pickupAddress(store),
    payment_timeout_minutes: commerce.paymentTimeoutMinutes,
  };
}
