/** The one error vocabulary of the server; `plugins/error-handler.ts` maps kinds to HTTP. */
export type AppErrorKind =
  | 'invalid_input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  /** Well-formed, but contradicts what the same request said before (a reused Idempotency-Key). */
  | 'unprocessable'
  /** A service we depend on (the payment provider) cannot be reached; trying again may work. */
  | 'unavailable';

export const STATUS_BY_KIND: Record<AppErrorKind, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unprocessable: 422,
  unavailable: 503,
};

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    /** The request field at fault, for invalid_input. */
    readonly field?: string,
  ) {
    super(message);
  }

  static invalid(message: string, field: string): AppError {
    return new AppError('invalid_input', message, field);
  }

  static notFound(message: string): AppError {
    return new AppError('not_found', message);
  }

  static from(refusal: Refusal): AppError {
    return new AppError(refusal.kind, refusal.message, refusal.field);
  }
}

/**
 * An expected refusal ("sold out", "coupon expired"): services return it as a value
 * (docs/architecture.md, after Vendure's ErrorResult) and exceptions stay for the unexpected.
 * Built only through `refuse`.
 */
export interface Refusal {
  ok: false;
  kind: AppErrorKind;
  message: string;
  /** The request field at fault, for invalid_input. */
  field?: string;
}

export function refuse(kind: AppErrorKind, message: string, field?: string): Refusal {
  return { ok: false, kind, message, field };
}

/** A service's answer without its refusal: a refusal becomes the AppError the error handler answers. */
export function unwrap<T>(result: T | Refusal): T {
  if (isRefusal(result)) throw AppError.from(result);
  return result;
}

export function isRefusal(result: unknown): result is Refusal {
  return typeof result === 'object' && result !== null && (result as Refusal).ok === false;
}

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';
