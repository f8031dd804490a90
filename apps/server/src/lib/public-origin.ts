import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The origin absolute links start with (e-mails, sitemap, canonical links): PUBLIC_URL, which
 * production requires. Only a development store without it falls back on the request's own
 * address, since a Host or X-Forwarded-Host header is whatever the caller sends.
 */
export function publicOrigin(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
