import type { Config } from '../config';
import { createManualProvider, type DirectoryAnswer } from './manual';
import type { ShippingProvider } from './provider';
import { createShiprocketProvider } from './shiprocket';

export type { ShippingProvider } from './provider';

/** The provider SHIPPING_PROVIDER names; config validation already demanded Shiprocket's login. */
export function createShippingProvider(
  config: Config,
  directory: (pincode: string) => DirectoryAnswer | null,
): ShippingProvider {
  if (config.shippingProvider === 'shiprocket')
    return createShiprocketProvider({
      baseUrl: config.shiprocket.baseUrl,
      email: config.shiprocket.email ?? '',
      password: config.shiprocket.password ?? '',
      pickupLocation: config.shiprocket.pickupLocation ?? '',
    });
  return createManualProvider(directory);
}
