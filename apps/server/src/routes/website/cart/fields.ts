/**
 * Field parsers of the commerce calls. Bodies arrive as form data (strings) or JSON (numbers,
 * booleans); every message names its field (docs/decisions.md, API conventions).
 */
import { z } from 'zod';
import { single } from '../../../lib/query-params';

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

/** user_id as the web app sends it: 0 (or absent) for a guest, else the logged-in user's id. */
export const userIdField = () =>
  z.preprocess(
    (v) => (asText(v) === '' ? '0' : v),
    intField('user_id', 0, 2_147_483_647, 'user_id must be 0 or your user id'),
  );

/** The client's guest id (docs/decisions.md, Sessions and identity); empty when absent. */
export const sessionIdField = () =>
  z.preprocess(asText, z.string().max(100, { error: 'session_id must be at most 100 characters' }));

export const textField = (field: string, max: number) =>
  z.preprocess(
    asText,
    z.string().max(max, { error: `${field} must be at most ${max} characters` }),
  );

export const requiredText = (field: string, max: number) =>
  z.preprocess(
    asText,
    z
      .string()
      .min(1, { error: `${field} is required` })
      .max(max, { error: `${field} must be at most ${max} characters` }),
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
