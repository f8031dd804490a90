// Imported through the *-schemas modules, never from the index: the web bundle must not pull in zod.
/**
 * The one family of field parsers of the API's requests. Bodies arrive as form data (strings),
 * multipart fields or JSON (numbers, booleans); query parameters may be repeated. Every message
 * names its field (docs/decisions/api-and-validation.md, API conventions).
 */
import { z } from 'zod';
import { toPaise } from './money';
import { GUEST_SESSION_ID_MESSAGE, isGuestSessionId } from './validation';

/** A single value: when a parameter is repeated, the last one wins (like most web frameworks). */
export function single(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** A scalar as text; absent is '', and an object becomes a character no field accepts. */
const asText = (value: unknown) => {
  const one = single(value);
  return one === undefined || one === null
    ? ''
    : typeof one === 'string'
      ? one.trim()
      : typeof one === 'number' || typeof one === 'boolean'
        ? String(one)
        : '\u0000';
};

/** Text of at most `max` characters without NUL, which no database text can hold. */
const boundedText = (field: string, max: number) =>
  z
    .string()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .refine((v) => !v.includes('\u0000'), { error: `${field} must be text` });

// ------------------------------------------------------------------ body fields (form or JSON)

/** A whole number within bounds; the message says which field and which range. */
export function intField(
  field: string,
  min: number,
  max: number,
  message = `${field} must be a whole number from ${min} to ${max}`,
) {
  return z.preprocess(
    asText,
    z
      .string()
      .min(1, { error: `${field} is required` })
      .regex(/^-?[0-9]{1,10}$/, { error: message })
      .transform(Number)
      .refine((n) => n >= min && n <= max, { error: message }),
  );
}

/** A positive database id. */
export const idField = (field: string) =>
  intField(field, 1, 2_147_483_647, `${field} must be a positive whole number`);

/** user_id of the cart calls: 0 (or absent) for a guest, else the logged-in user's id. */
export const userIdField = () =>
  z.preprocess(
    (v) => (asText(v) === '' ? '0' : v),
    intField('user_id', 0, 2_147_483_647, 'user_id must be 0 or your user id'),
  );

/** The client's guest id; empty when absent, else at least 128 random bits (isGuestSessionId). */
export const sessionIdField = () =>
  z.preprocess(
    asText,
    z.string().refine((v) => v === '' || isGuestSessionId(v), { error: GUEST_SESSION_ID_MESSAGE }),
  );

/** Trimmed text, empty when absent. */
export const textField = (field: string, max: number) =>
  z.preprocess(asText, boundedText(field, max));

/** Text kept exactly as typed (passwords): not trimmed, empty when absent. */
export const rawTextField = (field: string, max: number) =>
  z.preprocess(
    (v) => {
      const one = single(v);
      return typeof one === 'string' ? one : asText(one);
    },
    boundedText(field, max),
  );

export const requiredText = (field: string, max: number) =>
  z.preprocess(
    asText,
    z
      .string()
      .min(1, { error: `${field} is required` })
      .pipe(boundedText(field, max)),
  );

/**
 * Trimmed text checked by one of the shared validators (validation.ts), whose message is passed on
 * as the form shows it; the validator speaks first, `max` only stops absurd input.
 */
export const checkedText = (
  field: string,
  max: number,
  validate: (value: string) => string | null,
) =>
  z.preprocess(
    asText,
    z
      .string()
      .superRefine((value, ctx) => {
        const message = validate(value);
        if (message) ctx.addIssue({ code: 'custom', message });
      })
      .pipe(boundedText(field, max)),
  );

/** true/false, 1/0, yes/no, on/off; absent is false. */
export const flagField = (field: string) =>
  z.preprocess(
    (v) => asText(v).toLowerCase(),
    z
      .enum(['', 'true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
        error: `${field} must be true or false`,
      })
      .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on'),
  );

export const deliveryOptionField = () =>
  z.preprocess(
    (v) => asText(v).toLowerCase() || 'delivery',
    z.enum(['delivery', 'pickup'], { error: 'delivery_option must be delivery or pickup' }),
  );

/** One of a closed list, trimmed; the message lists what the field accepts. */
export const choiceField = <const T extends readonly [string, ...string[]]>(
  field: string,
  values: T,
) =>
  z.preprocess(asText, z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` }));

// ------------------------------------------------------------------ path and query parameters

/** A positive integer id given as text (path or query); the message names the field. */
export function idParam(field: string) {
  return z
    .string({ error: `${field} is required` })
    .regex(/^[1-9][0-9]{0,9}$/, { error: `${field} must be a positive whole number` })
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, { error: `${field} must be a positive whole number` });
}

/** An optional id filter; empty means none (null). */
export const optionalIdParam = (field: string) =>
  z.preprocess(
    single,
    z
      .string({ error: `${field} must be a positive whole number` })
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
      .pipe(idParam(field).optional())
      .transform((v) => v ?? null),
  );

/** A page number or size from 1 to `max`, `fallback` when absent. */
export const countParam = (field: string, max: number, fallback: number) =>
  z.preprocess(
    single,
    z
      .string({ error: `${field} must be a whole number from 1 to ${max}` })
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? String(fallback) : v.trim()))
      .refine((v) => /^[0-9]{1,6}$/.test(v) && Number(v) >= 1 && Number(v) <= max, {
        error: `${field} must be a whole number from 1 to ${max}`,
      })
      .transform(Number),
  );

/** An amount in rupees (at most two decimals) as paise; empty means none (null). */
export const rupeesParam = (field: string) =>
  z.preprocess(
    single,
    z
      .string({ error: `${field} must be an amount in rupees` })
      .optional()
      .transform((v) => (v === undefined || v.trim() === '' ? null : v.trim()))
      .refine((v) => v === null || /^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(v), {
        error: `${field} must be an amount in rupees`,
      })
      .transform((v) => (v === null ? null : toPaise(Number(v)))),
  );

/** Optional text of at most `max` characters. */
export const textParam = (field: string, max: number) =>
  z.preprocess(
    single,
    z
      .string({ error: `${field} must be text` })
      .pipe(boundedText(field, max))
      .optional(),
  );

/** A query parameter given once, several times (?size=M&size=L) or as a comma list (?size=M,L). */
export function listParam(message: string, maxItems = 20) {
  return z
    .union([z.string(), z.array(z.string())], { error: message })
    .optional()
    .transform((value) =>
      (value === undefined ? [] : Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => v.length > 0),
    )
    .refine((list) => list.length <= maxItems, { error: message });
}

/** One of `values`, or none. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) => z.preprocess(single, z.enum(values, { error: message }).optional());

/** ASC or DESC in any case (the storefront sends order=DESC). */
export function sortOrderParam(defaultOrder: 'ASC' | 'DESC') {
  return z.preprocess(
    single,
    z
      .string({ error: 'order must be ASC or DESC' })
      .optional()
      .transform((value) => (value ?? defaultOrder).toUpperCase())
      .pipe(z.enum(['ASC', 'DESC'], { error: 'order must be ASC or DESC' })),
  );
}

export function sortByParam<const T extends readonly [string, ...string[]]>(
  fields: T,
  defaultField: T[number],
) {
  const message = `sortBy must be one of: ${fields.join(', ')}`;
  return z.preprocess(
    single,
    z
      .string({ error: message })
      .optional()
      .transform((value) => value ?? defaultField)
      .pipe(z.enum(fields, { error: message })),
  );
}

/** A boolean flag such as ?hot_deal=true; true|1 restrict the listing, false|0 do not. */
export function flagParam(field: string) {
  return z.preprocess(
    single,
    z
      .enum(['true', '1', 'false', '0'], { error: `${field} must be true, 1, false or 0` })
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  );
}
