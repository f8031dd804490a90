/**
 * Whether a write failed on the named unique index: where two requests race for one value (a
 * phone, an e-mail address), the index decides and the loser gets a refusal, not a 500. Drizzle
 * wraps the driver's error; PostgreSQL and PGlite name the index in it.
 */
export function violatesUniqueIndex(error: unknown, index: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.constraint === index) return true;
    if (typeof candidate.message === 'string' && candidate.message.includes(index)) return true;
    current = candidate.cause;
  }
  return false;
}
