import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/unavailable';
import { AppError, GENERIC_FAILURE, STATUS_BY_KIND } from '../errors';
import { failure } from '../lib/envelope';
import { fieldMessages, firstField } from '../lib/field-errors';

/**
 * The one place where errors become HTTP answers (docs/architecture.md, the request path). A
 * refusal that concerns fields answers each field's message in `other_data.errors`: a refused
 * request schema every field at fault, an AppError naming a field that field; the message is the
 * first field's (docs/decisions/api-and-validation.md, API conventions).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
      if (error instanceof ZodError) {
        const errors = fieldMessages(error);
        return reply
          .status(400)
          .send(failure(errors[firstField(error)] ?? 'Invalid input', errors));
      }
      if (error instanceof AppError) {
        const errors = error.field ? { [error.field]: error.message } : undefined;
        return reply.status(STATUS_BY_KIND[error.kind]).send(failure(error.message, errors));
      }
      // Fastify's own client errors (malformed JSON, body too large, unsupported media type).
      const statusCode = error.statusCode;
      if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
        return reply.status(statusCode).send(failure(error.message));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error, reqId: request.id }, 'database unavailable');
        return reply.status(503).header('Retry-After', '5').send(failure(DATABASE_UNAVAILABLE));
      }
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      return reply.status(500).send(failure(GENERIC_FAILURE));
    });
  },
  { name: 'error-handler' },
);
