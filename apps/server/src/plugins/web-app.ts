import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { matchPagePath, pageTraits } from '@kesariya/shared';
import type { Config } from '../config';
import {
  apiCredential,
  apiCredentialMeta,
  builtIndex,
  hashedAssets,
  notBuiltPage,
  withCredentialMeta,
} from '../lib/built-app';
import { firstScreenRenderer, readPageStylesheet, withFirstScreen } from '../lib/first-screen';
import {
  injectJsonLd,
  injectPageHead,
  injectTitle,
  modulePreloadTags,
  type ViteManifest,
} from '../lib/html-head';
import { inProcessApi } from '../lib/in-process-api';
import { publicOrigin } from '../lib/public-origin';
import { renderBudget } from '../lib/render-budget';
import { pageHeadFor, storeTitle } from '../services/page-head';
import { itemList, storeJsonLd } from '../services/structured-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page request with the web app's index.html (SPA fallback). */
    serveWebApp: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

/**
 * The route module of each page the server renders (`rendered` in the page table), as Vite's
 * manifest names it: a page that goes out for the browser to draw preloads it. Other pages still
 * work; they just don't get the early fetch.
 */
const SCREENS = pageTraits().flatMap((page) =>
  page.rendered ? [[page.path, `src/app/routes/${page.rendered}.tsx`] as const] : [],
);

/** The app itself, which the small entry module imports (apps/web/src/main.tsx). */
const APP_MODULE = 'src/boot.tsx';

const ROOT_FILE = /^\/([A-Za-z0-9][A-Za-z0-9._-]*\.[A-Za-z0-9]+)$/;

const NOT_BUILT_PAGE = notBuiltPage('web app', 'storefront');

type PageEncoding = 'br' | 'gzip';

/**
 * Pages reach the app through the not-found handler, which @fastify/compress's per-route hooks
 * never see, so the page HTML is compressed here: brotli or gzip as the browser accepts. Pages are
 * kept rendered (the catalogue cache), so their compressed bytes are kept too, keyed by the HTML
 * itself: a page rendered again to the same HTML reuses them, a changed page never does.
 */
function pageEncoder() {
  const encoded = {
    br: new LRUCache<string, Buffer>({
      max: 500,
      maxSize: 10_000_000,
      sizeCalculation: (b) => b.length,
    }),
    gzip: new LRUCache<string, Buffer>({
      max: 500,
      maxSize: 10_000_000,
      sizeCalculation: (b) => b.length,
    }),
  };
  const compress: Record<PageEncoding, (html: string) => Buffer> = {
    br: (html) =>
      zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: (html) => zlib.gzipSync(html),
  };

  return (
    acceptEncoding: string | undefined,
    html: string,
  ): { body: string | Buffer; encoding?: PageEncoding } => {
    const accepted = new Set(
      (acceptEncoding ?? '')
        .split(',')
        .map((part) => part.trim().split(';'))
        .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
        .map(([name]) => name!.trim().toLowerCase()),
    );
    const encoding = (['br', 'gzip'] as const).find((name) => accepted.has(name));
    if (!encoding) return { body: html };
    let body = encoded[encoding].get(html);
    if (!body) {
      body = compress[encoding](html);
      encoded[encoding].set(html, body);
    }
    return { body, encoding };
  };
}

/**
 * Serves the built web app: hashed /assets/* cached forever, and index.html for every other page
 * path, with the API client credential injected, so one build serves any configuration
 * (docs/decisions/api-and-validation.md, API conventions).
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const dist = config.webDistDir;
    const indexFile = path.join(dist, 'index.html');
    const manifestFile = path.join(dist, '.vite', 'manifest.json');
    const credential = apiCredential(config);
    const meta = apiCredentialMeta(credential);
    const api = inProcessApi(app, credential);
    const firstScreens = firstScreenRenderer(
      app,
      dist,
      api,
      renderBudget(config.pageRendersPerSecond),
    );
    const encodeForClient = pageEncoder();
    // After the server answers, not before: loading React's renderer must not delay the start.
    app.addHook('onListen', async () => {
      setImmediate(firstScreens.preload);
    });
    // The build's manifest and stylesheet come with its index.html (a build without a manifest
    // just gets no screen preloads).
    const indexHtml = builtIndex(indexFile, async (raw) => {
      // Pages served from the previous build name its assets.
      app.catalogueCache.pages.clear();
      const manifest = await fs
        .readFile(manifestFile, 'utf8')
        .then((text) => JSON.parse(text) as ViteManifest)
        .catch(() => ({}));
      const html = withCredentialMeta(raw, meta);
      return { html, manifest, stylesheet: await readPageStylesheet(html, dist) };
    });

    function withModulePreloads(pathname: string, page: { html: string; manifest: ViteManifest }) {
      const screen = SCREENS.find(([pattern]) => matchPagePath(pattern, pathname))?.[1];
      const tags = modulePreloadTags(
        page.manifest,
        screen ? [APP_MODULE, screen] : [APP_MODULE],
        page.html,
      );
      return tags.length === 0
        ? page.html
        : page.html.replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
    }

    /**
     * The pages of the page table with a `head` carry their own title, description, Open Graph tags
     * and JSON-LD; every other page the store's title and description. Every page carries the
     * store as schema.org data, and a rendered listing its products (`listed`).
     */
    async function withPageHead(
      url: URL,
      request: FastifyRequest,
      html: string,
      listed: Promise<{ id: number; name: string }[] | undefined>,
    ): Promise<string> {
      try {
        const store = await app.storeDetails();
        const head = await pageHeadFor({ db: app.db, api, store }, url);
        const products = await listed;
        const blocks = [
          ...(head?.jsonLd ?? []),
          ...(products && products.length > 0 ? [itemList(url.origin, products)] : []),
          storeJsonLd(store, url.origin),
        ];
        const titled = head ? injectPageHead(html, head) : injectTitle(html, storeTitle(store));
        return injectJsonLd(titled, blocks);
      } catch (error) {
        // The page still works without its head; the shopper must not get an error for it.
        request.log.warn({ err: error }, 'page head skipped');
        return html;
      }
    }

    await app.register(fastifyStatic, {
      ...hashedAssets(path.join(dist, 'assets'), '/assets/'),
      // The build writes brotli and gzip copies of its text assets (apps/web/vite-plugins).
      preCompressed: true,
    });

    app.decorate('serveWebApp', async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // Unhashed files at the root of the build (favicon, web manifest) get a short cache life.
      const rootFile = ROOT_FILE.exec(pathname)?.[1];
      if (rootFile && rootFile !== 'index.html') {
        const exists = await fs
          .stat(path.join(dist, rootFile))
          .then((s) => s.isFile())
          .catch(() => false);
        if (exists)
          return reply
            .header('Cache-Control', 'public, max-age=3600')
            .sendFile(rootFile, dist, { cacheControl: false });
        if (!pathname.endsWith('.html')) {
          return reply
            .status(404)
            .header('Cache-Control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send('Not found');
        }
      }
      const page = await indexHtml();
      if (page === null) {
        return reply
          .status(503)
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(NOT_BUILT_PAGE);
      }
      const url = new URL(request.url, publicOrigin(config, request));
      // The page is the same for every shopper (public catalogue data only), so it is rendered
      // once per URL and kept until the catalogue changes (cache/catalogue-cache.ts); one that
      // shows a passing failure is served but not kept.
      let transient = false;
      const { status, html } = await app.catalogueCache.pages.getOrLoad(url.href, async () => {
        // The head is read while the first screen renders; only its ItemList waits for the screen.
        const rendering = firstScreens.render(url, request.log);
        const [withHead, firstScreen] = await Promise.all([
          withPageHead(
            url,
            request,
            page.html,
            rendering.then((screen) => screen.listed),
          ),
          rendering,
        ]);
        transient = firstScreen.transient;
        // A rendered page starts its app after loading; one the browser draws preloads it.
        return {
          status: firstScreen.status,
          html: firstScreen.markup
            ? withFirstScreen(withHead, firstScreen.markup, page.stylesheet)
            : withModulePreloads(pathname, { html: withHead, manifest: page.manifest }),
        };
      });
      if (transient) app.catalogueCache.pages.delete(url.href);
      const encoded = encodeForClient(request.headers['accept-encoding'], html);
      if (encoded.encoding) reply.header('Content-Encoding', encoded.encoding);
      return reply
        .status(status)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(encoded.body);
    });
  },
  { name: 'web-app', dependencies: ['catalogue-cache', 'store-details'] },
);
