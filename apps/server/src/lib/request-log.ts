import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written once it is answered and holding the request as well as the
 * answer (docs/operations.md, Health, readiness, logs and metrics). Fastify's own controller
 * writes two, one as the request comes in: twice the log volume, for nothing the second lacks.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
