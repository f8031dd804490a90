import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { failure } from '../lib/envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes authenticated otherwise (the payment webhook's signature) set this to false. */
    basicAuth?: boolean;
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Compares digests so neither the length nor the content of the secret leaks through timing. The
 * secret's digest is worked out once, not per request: every /api call checks the credential.
 */
function matcherFor(secret: string): (text: string) => boolean {
  const expected = digest(secret);
  return (text) => timingSafeEqual(digest(text), expected);
}

/** Reads `Authorization: Basic base64(user:password)`; null when absent or malformed. */
export function parseBasicAuth(
  header: string | undefined,
): { user: string; password: string } | null {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * Whether an Authorization header carries the credential. The header the storefront sends is
 * worked out once and compared as it comes (the digests cost two hashes a call, about a twentieth
 * of a search request's CPU: bench/README.md, long tail); any other spelling of it ("basic", extra
 * spaces) is parsed and its parts compared by digest.
 */
function credentialMatcher(
  user: string,
  password: string,
): (header: string | undefined) => boolean {
  const usual = Buffer.from(`Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`);
  const isUser = matcherFor(user);
  const isPassword = matcherFor(password);
  return (header) => {
    if (header === undefined) return false;
    const given = Buffer.from(header);
    if (given.length === usual.length && timingSafeEqual(given, usual)) return true;
    const credentials = parseBasicAuth(header);
    // Both comparisons always run, so a right user name with a wrong password takes as long.
    const userOk = isUser(credentials?.user ?? '');
    const passwordOk = isPassword(credentials?.password ?? '');
    return credentials !== null && userOk && passwordOk;
  };
}

/**
 * docs/decisions/api-and-validation.md, API conventions: every /api call carries the one API client
 * credential. It identifies the client app, not the shopper. Registered inside the /api scope, so
 * media and pages stay public.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const carriesCredential = credentialMatcher(config.apiBasicUser, config.apiBasicPassword);
    app.decorate('basicAuthGuard', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.routeOptions.config.basicAuth === false) return;
      if (carriesCredential(request.headers.authorization)) return;
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Basic realm="Store API", charset="UTF-8"')
        .send(failure('Unauthorized'));
    });
  },
  { name: 'basic-auth' },
);

declare module 'fastify' {
  interface FastifyInstance {
    basicAuthGuard: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}
