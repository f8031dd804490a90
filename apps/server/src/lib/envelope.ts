import type { Envelope, Pagination, PriceData } from '@kesariya/shared';

/** A successful envelope (docs/decisions/api-and-validation.md, API conventions). */
export function ok<T>(
  message: string,
  data: T,
  extra: {
    pagination?: Pagination;
    price_data?: PriceData;
    other_data?: Record<string, unknown>;
  } = {},
): Envelope<T> {
  return { status: true, message, data, ...extra };
}

/**
 * A refusal; one that concerns fields carries each field's message in `other_data.errors`, so a
 * form puts every message by its field (docs/decisions/api-and-validation.md, API conventions).
 */
export function failure(message: string, errors?: Record<string, string>): Envelope<null> {
  return errors
    ? { status: false, message, data: null, other_data: { errors } }
    : { status: false, message, data: null };
}
