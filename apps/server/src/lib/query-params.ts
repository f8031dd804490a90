import { z } from 'zod';

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

/** ASC or DESC in any case (the web app sends order=DESC). */
export function sortOrderParam(defaultOrder: 'ASC' | 'DESC') {
  return z
    .string()
    .optional()
    .transform((value) => (value ?? defaultOrder).toUpperCase())
    .pipe(z.enum(['ASC', 'DESC'], { error: 'order must be ASC or DESC' }));
}

export function sortByParam<const T extends readonly [string, ...string[]]>(
  fields: T,
  defaultField: T[number],
) {
  return z
    .string()
    .optional()
    .transform((value) => value ?? defaultField)
    .pipe(z.enum(fields, { error: `sortBy must be one of: ${fields.join(', ')}` }));
}

/** A positive integer id given as text (path or query); the message names the field. */
export function idParam(field: string) {
  return z
    .string({ error: `${field} is required` })
    .regex(/^[1-9][0-9]{0,9}$/, { error: `${field} must be a positive whole number` })
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, { error: `${field} must be a positive whole number` });
}

/** A boolean flag such as ?hot_deal=true; true|1 restrict the listing, false|0 do not. */
export function flagParam(field: string) {
  return z
    .enum(['true', '1', 'false', '0'], { error: `${field} must be true, 1, false or 0` })
    .optional()
    .transform((value) => value === 'true' || value === '1');
}

/** A single value: when a parameter is repeated, the last one wins (like most web frameworks). */
export function single(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}
