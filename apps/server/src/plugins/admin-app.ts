import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import {
  apiCredential,
  apiCredentialMeta,
  builtIndex,
  hashedAssets,
  notBuiltPage,
  withCredentialMeta,
} from '../lib/built-app';

/**
 * The back office's own policy, narrower than the storefront's: none of the payment provider's
 * scripts or frames or the map embed, and no page may frame it.
 */
const ADMIN_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "script-src 'self'",
  // Radix positions its layers and the toaster adds its styles inline.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
].join('; ');

/** Unhashed files at the root of the build (the favicon). */
const ROOT_FILE = /^\/admin\/([A-Za-z0-9][A-Za-z0-9._-]*\.(svg|ico|png|txt|webmanifest))$/;
const ROOT_FILE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  png: 'image/png',
  txt: 'text/plain; charset=utf-8',
  webmanifest: 'application/manifest+json',
};

function notFound(reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Not found');
}

/**
 * Serves the back office's build (apps/admin) under /admin: hashed /admin/assets/* cached forever,
 * and its index.html, with the API client credential written in, for every other page under
 * /admin (the app's router takes it from there). Its own scope, so an /admin path never reaches
 * the storefront's page cache or first-screen renderer, and never gets the storefront's page.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const dist = config.adminDistDir;
    const meta = apiCredentialMeta(apiCredential(config));
    const indexHtml = builtIndex(path.join(dist, 'index.html'), (raw) =>
      withCredentialMeta(raw, meta),
    );
    const notBuilt = notBuiltPage('back office', 'back office');

    async function servePage(request: FastifyRequest, reply: FastifyReply) {
      const pathname = request.url.split('?')[0] ?? '/admin';
      const rootFile = ROOT_FILE.exec(pathname);
      if (rootFile) {
        const body = await fs.readFile(path.join(dist, rootFile[1]!)).catch(() => null);
        if (!body) return notFound(reply);
        return reply
          .header('Cache-Control', 'public, max-age=3600')
          .type(ROOT_FILE_TYPES[rootFile[2]!]!)
          .send(body);
      }
      const html = await indexHtml();
      if (html === null) {
        return reply
          .status(503)
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(notBuilt);
      }
      // Staff pages carry the credential and are opened after a login: nothing keeps a copy.
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    }

    await app.register(
      async (scope) => {
        scope.addHook('onRequest', async (_request, reply) => {
          reply.header('X-Robots-Tag', 'noindex, nofollow');
          reply.header('Content-Security-Policy', ADMIN_CSP);
        });
        await scope.register(fastifyStatic, {
          ...hashedAssets(path.join(dist, 'assets'), '/assets/'),
          // reply.sendFile belongs to the storefront's registration.
          decorateReply: false,
        });
        // A missing asset, or a write to a page address: not the storefront's page either.
        scope.setNotFoundHandler(async (_request, reply) => notFound(reply));
        scope.get('/', servePage);
        scope.get('/*', servePage);
      },
      { prefix: '/admin' },
    );
  },
  { name: 'admin-app' },
);
