import type { ShippingProvider } from './provider';
import { indiaDateAfter } from './india-date';

/** What the store's pincode directory knows of a pincode (services/addresses/pincode-directory.ts). */
export interface DirectoryAnswer {
  delivery_days: { min: number; max: number };
  cod_available: boolean;
}

/**
 * The embedded default: no courier API. Staff hand the parcel to a courier and type its name and
 * tracking number; the pincode directory answers whether and when a pincode is served.
 */
export function createManualProvider(
  directory: (pincode: string) => DirectoryAnswer | null,
  now: () => number = Date.now,
): ShippingProvider {
  return {
    name: 'manual',
    courier: null,
    async serviceability({ deliveryPincode }) {
      const known = directory(deliveryPincode);
      if (!known)
        return {
          serviceable: false,
          codAvailable: false,
          days: null,
          estimatedDeliveryDate: null,
          courier: null,
          reason: 'We could not recognise this pincode; please check it',
        };
      return {
        serviceable: true,
        codAvailable: known.cod_available,
        days: known.delivery_days,
        estimatedDeliveryDate: indiaDateAfter(now(), known.delivery_days.max),
        courier: null,
        reason: null,
      };
    },
  };
}
