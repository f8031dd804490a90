import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/unavailable';
import { AppError, GENERIC_FAILURE, STATUS_BY_KIND } from '../errors';
import { failure } from '../lib/envelope';
import { zodErrorToAppError } from '../lib/validate';

/** The one place where errors become HTTP answers (docs/architecture.md, the request path). */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
      const known = error instanceof ZodError ? zodErrorToAppError(error) : error;
      if (known instanceof AppError) {
        return reply.status(STATUS_BY_KIND[known.kind]).send(failure(known.message));
      }
      // Fastify's own client errors (malformed JSON, body too large, unsupported media type).
      const statusCode = (known as FastifyError).statusCode;
      if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
        return reply.status(statusCode).send(failure(known.message));
      }
      if (isDatabaseUnavailable(known)) {
        request.log.error({ err: known, reqId: request.id }, 'database unavailable');
        return reply.status(503).header('Retry-After', '5').send(failure(DATABASE_UNAVAILABLE));
      }
      request.log.error({ err: known, reqId: request.id }, 'request failed');
      return reply.status(500).send(failure(GENERIC_FAILURE));
    });
  },
  { name: 'error-handler' },
);
