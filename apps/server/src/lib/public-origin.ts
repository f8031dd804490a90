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

/** Where links into the back office start: ADMIN_ORIGIN when it has a host of its own. */
export function adminOrigin(
  config: Pick<Config, 'publicUrl' | 'adminOrigin'>,
  request: FastifyRequest,
): string {
  return config.adminOrigin ?? publicOrigin(config, request);
}

/** A host as origins are compared: lower case, the default ports left out. */
export function comparableHost(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, '');
}

/** The back office's pages and calls: what ADMIN_ORIGIN keeps to its own host. */
export function isBackOfficePath(pathname: string): boolean {
  return /^\/(admin|api\/admin)(\/|$)/.test(pathname);
}
