import fp from 'fastify-plugin';
import type { Config } from '../config';
import { failure } from '../lib/envelope';
import { comparableHost, isBackOfficePath } from '../lib/public-origin';

/**
 * With ADMIN_ORIGIN, the back office lives on its own host name (docs/operations.md, The back
 * office on its own host name): /admin and /api/admin answer 404 on every other host, before the
 * API credential or a session is looked at, so the storefront's origin holds nothing of it. A
 * script that runs on the storefront then cannot read the back office or send it a same-origin
 * write, and the staff cookie, host-only on that origin, is never sent to the storefront.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    if (!config.adminOrigin) return;
    const adminHost = comparableHost(new URL(config.adminOrigin).host);
    const ownHost =
      !config.publicUrl || comparableHost(new URL(config.publicUrl).host) !== adminHost;
    app.addHook('onRequest', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const onAdminHost = comparableHost(request.host) === adminHost;
      // Staff who type the back office's host name alone land on its sign-in, not the storefront.
      if (onAdminHost && ownHost && pathname === '/' && request.method === 'GET')
        return reply.redirect('/admin', 302);
      if (!isBackOfficePath(pathname) || onAdminHost) return;
      reply.header('Cache-Control', 'no-store');
      if (pathname.startsWith('/api/')) return reply.status(404).send(failure('Not found'));
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'admin-host' },
);
