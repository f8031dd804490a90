import type { ZodError } from 'zod';
import { AppError } from '../errors';

/**
 * Turns the first zod issue of a request schema into a 400 whose message names the field
 * (docs/decisions/api-and-validation.md, API conventions). Messages our schemas write (the shared
 * validators' messages, which the forms show as they are, and every message that names its field)
 * pass on verbatim; zod's own defaults name no field, so the field is put in front.
 */
export function zodErrorToAppError(error: ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || 'request';
  const message = issue?.message ?? 'Invalid input';
  const lower = message.toLowerCase();
  const named =
    issue?.code === 'custom' ||
    lower.includes(field.toLowerCase()) ||
    lower.includes(field.toLowerCase().replace(/_/g, ' '));
  return AppError.invalid(named ? message : `${field}: ${message}`, field);
}
