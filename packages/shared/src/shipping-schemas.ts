// Imported as @kesariya/shared/shipping-schemas, not from the index: the web bundle must not pull in zod.
/** Requests of the shipping calls: serviceability, the courier's webhook, the back office's shipments. */
import { z } from 'zod';
import { SALE_ID_PATTERN } from './constants';
import { idField, single } from './request-fields';

const pincodeField = () =>
  z.string({ error: 'pincode is required' }).regex(/^[1-9][0-9]{5}$/, {
    error: 'pincode must be 6 digits',
  });

export const serviceabilityQuery = z.object({
  pincode: pincodeField(),
  product_id: z.preprocess((v) => (v === '' ? undefined : v), idField('product_id').optional()),
});

/** A number within bounds, with a default when absent ("0.5", 0.5). */
const measure = (field: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => {
      const one = single(v);
      return one === undefined || one === null || one === '' ? fallback : Number(one);
    },
    z
      .number({ error: `${field} must be a number from ${min} to ${max}` })
      .refine((n) => Number.isFinite(n) && n >= min && n <= max, {
        error: `${field} must be a number from ${min} to ${max}`,
      }),
  );

/** A garment parcel as a courier weighs it, unless staff say otherwise. */
export const PARCEL_DEFAULTS = { weight_kg: 0.5, length_cm: 30, breadth_cm: 25, height_cm: 5 };
/** Orders shipped in one step at most. */
export const SHIP_AT_ONCE_MAX = 50;

export const shipmentCreateBody = z.object({
  sale_ids: z.preprocess(
    (v) =>
      String(single(v) ?? '')
        .split(',')
        .map((id) => id.trim().toUpperCase())
        .filter(Boolean),
    z
      .array(z.string().regex(SALE_ID_PATTERN, { error: 'sale_ids must be order numbers' }))
      .min(1, { error: 'sale_ids is required: the order numbers, comma separated' })
      .max(SHIP_AT_ONCE_MAX, { error: `Ship at most ${SHIP_AT_ONCE_MAX} orders at once` })
      .transform((ids) => [...new Set(ids)]),
  ),
  weight_kg: measure('weight_kg', 0.05, 50, PARCEL_DEFAULTS.weight_kg),
  length_cm: measure('length_cm', 1, 200, PARCEL_DEFAULTS.length_cm).transform(Math.round),
  breadth_cm: measure('breadth_cm', 1, 200, PARCEL_DEFAULTS.breadth_cm).transform(Math.round),
  height_cm: measure('height_cm', 1, 200, PARCEL_DEFAULTS.height_cm).transform(Math.round),
});

export const labelQuery = z.object({
  size: z.preprocess(
    (v) => single(v) ?? 'a4',
    z.enum(['a4', '4x6'], { error: 'size must be a4 or 4x6' }),
  ),
});

export const manifestQuery = z.object({
  date: z.preprocess(
    (v) => single(v) || undefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must be YYYY-MM-DD' })
      .refine((d) => !Number.isNaN(new Date(`${d}T00:00:00Z`).getTime()), {
        error: 'date must be a real day, YYYY-MM-DD',
      })
      .optional(),
  ),
});

const retryDate = () =>
  z.preprocess(
    (v) => single(v) ?? '',
    z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: 'date must be YYYY-MM-DD' }),
  );

const NOTE_MAX = 500;

/**
 * POST website/order/delivery-retry/{saleId}: the shopper asks for another attempt on a date, or
 * for the parcel to go back; from the link's token (no login) or in their session. Whether the date
 * is one of the days offered is the service's to say, with the days in its message.
 */
export const deliveryRetryBody = z
  .object({
    action: z.preprocess(
      (v) => single(v),
      z.enum(['reattempt', 'cancel'], { error: 'action must be reattempt or cancel' }),
    ),
    date: retryDate(),
    token: z.preprocess((v) => String(single(v) ?? '').trim(), z.string().max(100)),
  })
  .refine((body) => body.action !== 'reattempt' || body.date !== '', {
    path: ['date'],
    error: 'Choose the day for another delivery attempt',
  });

/** POST admin/shipment/ndr/{saleId}: staff's choice on the NDR desk. */
export const ndrActionBody = z
  .object({
    action: z.preprocess(
      (v) => single(v),
      z.enum(['reattempt', 'rto'], { error: 'action must be reattempt or rto' }),
    ),
    date: retryDate(),
    note: z.preprocess(
      (v) => String(single(v) ?? '').trim(),
      z.string().max(NOTE_MAX, { error: `note must be at most ${NOTE_MAX} characters` }),
    ),
  })
  .refine((body) => body.action !== 'reattempt' || body.date !== '', {
    path: ['date'],
    error: 'Choose the day for another delivery attempt',
  });
