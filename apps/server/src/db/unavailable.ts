/**
 * Recognises "the database is not there" (server down, restarting, connections exhausted), as
 * opposed to a bad query, so the API can answer 503 and recover by itself when it returns.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08000', // connection_exception
  '08001',
  '08003',
  '08006',
  '53300', // too_many_connections
]);

const CONNECTION_MESSAGES = [
  /Connection terminated/i,
  /connection (?:timeout|is closed)/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
  /PGlite is closed/i,
  // ALLOW_CONNECTIONS false during maintenance: code 55000, which is too broad to match on.
  /is not currently accepting connections/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors; the driver's own error is somewhere down the cause chain.
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && CONNECTION_CODES.has(candidate.code)) return true;
    if (
      typeof candidate.message === 'string' &&
      CONNECTION_MESSAGES.some((pattern) => pattern.test(candidate.message as string))
    )
      return true;
    current = candidate.cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE =
  'The store is temporarily unavailable. Please try again in a moment.';
