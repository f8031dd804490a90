import type { Envelope, Pagination, PriceData } from '@kesariya/shared';

/** A successful envelope (docs/decisions.md, API conventions). */
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

export function failure(message: string): Envelope<null> {
  return { status: false, message, data: null };
}
