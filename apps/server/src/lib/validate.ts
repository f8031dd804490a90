import type { z, ZodError } from 'zod';
import { AppError } from '../errors';

/**
 * Turns the first zod issue into a 400 whose message names the field (docs/decisions.md, API
 * conventions).
 */
export function zodErrorToAppError(error: ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || 'request';
  const message = issue?.message ?? 'Invalid input';
  // Our schemas write messages that name the field; zod's defaults do not, so prefix those.
  const named =
    message.toLowerCase().includes(field.toLowerCase().replace(/_/g, ' ')) ||
    message.toLowerCase().includes(field.toLowerCase());
  return AppError.invalid(named ? message : `${field}: ${message}`, field);
}

/** Parses request input with a zod schema; failures become invalid_input errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw zodErrorToAppError(result.error);
  return result.data;
}
