// Imported as @kesariya/shared/shipping-schemas, not from the index: the web bundle must not pull in zod.
/** Requests of the shipping calls: serviceability, the courier's webhook, the back office's shipments. */
import { z } from 'zod';
import { idField } from './request-fields';

const pincodeField = () =>
  z.string({ error: 'pincode is required' }).regex(/^[1-9][0-9]{5}$/, {
    error: 'pincode must be 6 digits',
  });

export const serviceabilityQuery = z.object({
  pincode: pincodeField(),
  product_id: z.preprocess((v) => (v === '' ? undefined : v), idField('product_id').optional()),
});
