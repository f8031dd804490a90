import type { FastifyError, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { AppError, STATUS_BY_KIND } from '../errors';
import { failure } from './envelope';
import { zodErrorToAppError } from './validate';

/** Each field's first message: a form shows every mistake by its field at once, not one a time. */
export function fieldMessages(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const [field = 'request', index] = issue.path.map(String);
    // A list's entry (sizes.1.stock) is named by its place in the list, as the form shows it.
    fields[field] ??=
      index !== undefined && /^[0-9]+$/.test(index)
        ? `${capitalise(field.replace(/s$/, ''))} ${Number(index) + 1}: ${issue.message}`
        : zodErrorToAppError(new ZodError([issue])).message;
  }
  return fields;
}

/**
 * A route error handler for the back office's forms: a refused body is answered like any 400 (the
 * first message), with every field's message in `other_data.errors`, and a refusal naming a field
 * (an SKU already taken) the same way. Anything else goes on to the app's error handler.
 */
export function formErrors(
  error: FastifyError | AppError | ZodError,
  _request: unknown,
  reply: FastifyReply,
) {
  if (error instanceof ZodError) {
    const errors = fieldMessages(error);
    const [first = 'Invalid input'] = Object.values(errors);
    return reply.status(400).send({ ...failure(first), other_data: { errors } });
  }
  if (error instanceof AppError && error.field) {
    return reply.status(STATUS_BY_KIND[error.kind]).send({
      ...failure(error.message),
      other_data: { errors: { [error.field]: error.message } },
    });
  }
  throw error;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
