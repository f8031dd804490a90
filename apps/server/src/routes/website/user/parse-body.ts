import type { z } from 'zod';
import { AppError } from '../../../errors';

/**
 * Parses a body with a shared schema. The first issue's message is passed on verbatim: the account
 * schemas carry the modal's own messages (docs/decisions.md, Validation messages), shown as is.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'request';
  const message =
    issue?.code === 'custom' ? issue.message : `${field}: ${issue?.message ?? 'Invalid input'}`;
  throw AppError.invalid(message, field);
}
