import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { loadConfig, type Config } from './config';
import { failure } from './lib/envelope';
import { OneLinePerRequest } from './lib/request-log';
import { passwordHasher, type PasswordHasher } from './lib/password';
import basicAuth from './plugins/basic-auth';
import bodyParsers from './plugins/body-parsers';
import database from './plugins/database';
import errorHandler from './plugins/error-handler';
import metrics from './plugins/metrics';
import rateLimit from './plugins/rate-limit';
import redis from './plugins/redis';
import routeSchemas from './plugins/route-schemas';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import staffSession from './plugins/staff-session';
import notify from './plugins/notify';
import webApp from './plugins/web-app';
import adminApp from './plugins/admin-app';
import adminHost from './plugins/admin-host';
import catalogueCache from './plugins/catalogue-cache';
import storeRules from './plugins/store-rules';
import storeDetails from './plugins/store-details';
import media from './plugins/media';
import jobs from './plugins/jobs';
import ownerSetup from './plugins/owner-setup';
import payments from './plugins/payments';
import shipping from './plugins/shipping';
import apiRoutes from './routes/api';
import mediaRoutes from './routes/media';
import seoRoutes from './routes/seo';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Hashes and checks passwords at the configured cost (lib/password.ts). */
    passwords: PasswordHasher;
  }
}

/**
 * The whole server as one plugin (docs/architecture.md): infrastructure first, then routes. `server.ts` and
 * the tests build the very same app. Not encapsulated, so its decorators and error handler reach
 * the instance that registers it.
 */
export const app = fp<{ config: Config }>(
  async (instance, { config }) => {
    instance.decorate('config', config);
    instance.decorate('passwords', passwordHasher(config.passwordCostLog2));
    await instance.register(errorHandler);
    await instance.register(securityHeaders);
    // First of the request hooks: the back office on its own host is not found on any other.
    await instance.register(adminHost, { config });
    // API answers are compressed as they are sent, and every search or listing no cache holds
    // pays for it (bench/README.md, long tail). Brotli at quality 1 goes first where a browser
    // takes it: for a suggestion list (2 KB) or a listing page (11 KB) it costs about half what
    // gzip's default level does, and comes out 60 to 430 bytes larger, a few milliseconds on a
    // slow phone line. Answers up to 64 KB (a listing's largest page) are compressed in one call:
    // a compression stream per answer costs more than the compression itself, and on a small
    // machine there is no spare core for its thread to use. Gzip, for browsers without brotli,
    // keeps a window of 8 KB, not 32: its working memory per answer falls from about 270 KB to
    // under 100 KB. Pages are compressed harder, once, and kept; the build's files ahead of time.
    await instance.register(compress, {
      global: true,
      threshold: 1024,
      syncThreshold: 64 * 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
          [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
        },
      },
      zlibOptions: { windowBits: 13, memLevel: 7 },
    });
    await instance.register(cookie);
    await instance.register(bodyParsers);
    await instance.register(routeSchemas);
    await instance.register(redis, { config });
    await instance.register(rateLimit);
    // Before the database: seeding an empty one stores the demo's pictures in the media storage.
    await instance.register(media, { config });
    await instance.register(database, { config });
    await instance.register(catalogueCache);
    await instance.register(storeRules);
    await instance.register(storeDetails);
    await instance.register(metrics, { config });
    await instance.register(basicAuth, { config });
    await instance.register(session, { config });
    await instance.register(staffSession, { config });
    await instance.register(ownerSetup);
    await instance.register(notify, { config });
    await instance.register(payments);
    await instance.register(jobs);
    await instance.register(shipping);

    await instance.register(apiRoutes, { prefix: '/api' });
    await instance.register(mediaRoutes);
    await instance.register(seoRoutes);
    await instance.register(webApp, { config });
    // /admin has routes of its own, so its pages never fall through to the storefront's below.
    await instance.register(adminApp, { config });

    instance.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return reply.status(404).send(failure('Not found'));
      }
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isPage || pathname.startsWith('/media/') || pathname.startsWith('/assets/')) {
        return reply
          .status(404)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Not found');
      }
      // Every other page path belongs to the web app's router (it shows 'Page Not Found' itself).
      return instance.serveWebApp(request, reply);
    });
  },
  { name: 'kesariya-app' },
);

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Builds the configured Fastify instance; `overrides` replace validated settings (tests).
 * The log goes to standard output unless `logDestination` is given.
 */
export async function buildApp(
  overrides: Partial<Config> = {},
  env: NodeJS.ProcessEnv = process.env,
  logDestination?: { write(line: string): void },
): Promise<FastifyInstance> {
  const config = loadConfig(env, overrides);
  const instance = Fastify({
    logger: config.logger
      ? {
          level: config.isProduction ? 'info' : 'debug',
          // Credentials and session cookies never reach the logs.
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          ...(logDestination && { stream: logDestination }),
        }
      : false,
    logController: new OneLinePerRequest(),
    // A hop count becomes a function: proxy-addr trusts that many proxies nearest to us.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Opening the embedded database and seeding the demo catalogue outlast the 10 s default: the
    // seed draws, stores and inserts about 200 products a second on a 2-core machine.
    pluginTimeout: 120_000 + (config.demoData ? config.demoProducts * 10 : 0),
    // A request id from the load balancer is kept (log correlation); otherwise a fresh one.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed URL or an over-long path parameter is refused before any route runs: in the
    // envelope too, like every other refusal.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).status(error.statusCode ?? 400).send(failure(error.message));
    },
  });
  instance.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  await instance.register(app, { config });
  return instance;
}
