/**
 * Whether a database error is the unique index `constraint` refusing a duplicate: two staff saving
 * the same SKU at once both pass the check before writing, and the index decides. Drizzle wraps
 * the driver's error, so the cause chain is walked.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (
      candidate.code === '23505' &&
      (candidate.constraint === constraint ||
        (typeof candidate.message === 'string' && candidate.message.includes(constraint)))
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
