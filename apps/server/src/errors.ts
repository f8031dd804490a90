/** The one error vocabulary of the server; `plugins/error-handler.ts` maps kinds to HTTP. */
export type AppErrorKind =
  'invalid_input' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited';

export const STATUS_BY_KIND: Record<AppErrorKind, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
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

  static invalid(field: string, message: string): AppError {
    return new AppError('invalid_input', message, field);
  }

  static notFound(message: string): AppError {
    return new AppError('not_found', message);
  }
}

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';
