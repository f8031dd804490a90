import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { pageUrls } from '@kesariya/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../../src/cache/catalogue-changes';
import { products } from '../../src/db/schema';
import { escapeHtml } from '../../src/lib/html-head';
import { buildTestApp, fakeWebDist } from '../helpers/build-app';
import { api } from '../helpers/inject';

/**
 * The web build's first-screen renderer (apps/web/src/entry-server.tsx) stood in for by a small
 * module with the same contract: it renders /, asks the API through the transport it is given,
 * declines other pages and fails on /broken.
 */
const RENDERER = `
let renders = 0;
export async function renderFirstScreen(url, transport) {
  if (url.pathname === '/broken') throw new Error('render failed');
  if (url.pathname.startsWith('/product/'))
    return { html: '<p>render ' + ++renders + '</p>', state: {}, complete: true };
  if (url.pathname === '/busy') return { html: '<p>render ' + ++renders + '</p>', state: {}, complete: false };
  if (url.pathname === '/no-such-page')
    return { html: '<h1>Page Not Found</h1><p>render ' + ++renders + '</p>', state: {}, complete: true, status: 404 };
  if (url.pathname !== '/') return null;
  const answer = await transport('/api/website/store', { method: 'GET', headers: new Headers({ Accept: 'application/json' }) });
  const body = await answer.json();
  return {
    html: '<h1>Rendered ' + answer.status + ' ' + body.status + '</h1>',
    state: { note: 'a </script><script>alert(1)</script> in the data' },
    besideRoot: '<dialog id="login-shell"></dialog>',
    complete: true,
  };
}
`;

/** A renderer of product pages that, like the web's, shows the product the API answers. */
const PRODUCT_RENDERER = `
export async function renderFirstScreen(url, transport) {
  const id = atob(url.pathname.split('/')[2]);
  const answer = await transport('/api/website/product/' + id, { method: 'GET', headers: new Headers({ Accept: 'application/json' }) });
  const body = await answer.json();
  return { html: '<h1>' + body.data.name + '</h1>', state: {}, complete: true, status: 200 };
}
`;

const STYLESHEET = 'body{color:#1f1a17}';

function distWithRenderer(renderer = RENDERER): string {
  const dir = fakeWebDist();
  const html = fs
    .readFileSync(path.join(dir, 'index.html'), 'utf8')
    .replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head>',
    );
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.css'), STYLESHEET);
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'server', 'entry-server.js'), renderer);
  return dir;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('server-rendered first screens', () => {
  it('serves the rendered screen in #root with its state and stylesheet, and its entry at low priority', async () => {
    app = await buildTestApp({ webDistDir: distWithRenderer() });
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    // The renderer's API call went through with the client credential (the API answers 401 without).
    // What runs by itself until the app takes it over goes after #root, outside what it hydrates.
    expect(page.body).toContain(
      '<div id="root"><h1>Rendered 200 true</h1></div><dialog id="login-shell"></dialog>',
    );
    const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(
      page.body,
    )?.[1];
    expect(JSON.parse(state!)).toEqual({
      note: 'a </script><script>alert(1)</script> in the data',
    });
    // The data cannot end its script block early.
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc123.js">',
    );
    // The stylesheet is in the page, not asked for after it.
    expect(page.body).toContain(`<style>${STYLESHEET}</style>`);
    expect(page.body).not.toContain('rel="stylesheet"');
  });

  it('leaves pages the renderer declines to the browser, stylesheet linked and app preloaded', async () => {
    const dist = distWithRenderer();
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/boot.tsx': { file: 'assets/boot-1.js', imports: ['_react-1.js'] },
        '_react-1.js': { file: 'assets/react-1.js' },
      }),
    );
    app = await buildTestApp({ webDistDir: dist });
    const page = await app.inject({ url: '/cart' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('id="server-state"');
    expect(page.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">',
    );
    expect(page.body).not.toContain('<style>');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
  });

  it('keeps the stylesheet linked when its text could end a style element early', async () => {
    const dist = distWithRenderer();
    fs.writeFileSync(
      path.join(dist, 'assets', 'index-abc123.css'),
      '.a::after{content:"</style><script>"}',
    );
    app = await buildTestApp({ webDistDir: dist });
    const page = await app.inject({ url: '/' });
    expect(page.body).toContain('<div id="root"><h1>Rendered 200 true</h1></div>');
    expect(page.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">',
    );
    expect(page.body).not.toContain('<style>');
  });

  it('answers the page for the browser to render when rendering fails', async () => {
    const warnings: string[] = [];
    app = await buildTestApp({ webDistDir: distWithRenderer() }, (instance) => {
      instance.addHook('onRequest', async (request) => {
        const warn = request.log.warn.bind(request.log);
        request.log.warn = ((...args: Parameters<typeof warn>) => {
          warnings.push(String(args.at(-1)));
          return warn(...args);
        }) as typeof request.log.warn;
      });
    });
    const page = await app.inject({ url: '/broken' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(warnings).toContain('first screen not rendered on the server');
  });

  it('serves every page for the browser when the build has no renderer', async () => {
    app = await buildTestApp();
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('keeps a rendered page until the catalogue changes it', async () => {
    app = await buildTestApp({ webDistDir: distWithRenderer() });
    const served = async (url: string) =>
      /render (\d+)/.exec((await app!.inject({ url })).body)?.[1];
    const first = await served('/product/MQ/silk-saree');
    const other = await served('/product/Mg/cotton-kurta');
    expect(await served('/product/MQ/silk-saree')).toBe(first);

    // An order of product 1 that sells out no size: only product 1's page is rendered again.
    catalogueChanged({ db: app.db }, { kind: 'stock', productIds: [1], crossedZero: false });
    const afterOrder = await served('/product/MQ/silk-saree');
    expect(afterOrder).not.toBe(first);
    expect(await served('/product/Mg/cotton-kurta')).toBe(other);

    // A size sold out (or any catalogue write): every page is rendered again.
    catalogueChanged({ db: app.db }, { kind: 'stock', productIds: [1], crossedZero: true });
    expect(await served('/product/Mg/cotton-kurta')).not.toBe(other);
    expect(await served('/product/MQ/silk-saree')).not.toBe(afterOrder);
  });

  it("drops a product's page at every address the router shows the product at", async () => {
    app = await buildTestApp({ webDistDir: distWithRenderer() });
    const served = async (url: string) =>
      /render (\d+)/.exec((await app!.inject({ url })).body)?.[1];
    // MR decodes to product 1 as MQ does; a trailing slash is the same page.
    const urls = ['/product/MQ/silk-saree', '/product/MQ/silk-saree/', '/product/MR/silk-saree'];
    const first = await Promise.all(urls.map(served));
    catalogueChanged({ db: app.db }, { kind: 'stock', productIds: [1], crossedZero: false });
    const after = await Promise.all(urls.map(served));
    urls.forEach((url, i) => expect(after[i], url).not.toBe(first[i]));
  });

  it("reads a cold product page's product once, for its head and its screen alike", async () => {
    app = await buildTestApp({ webDistDir: distWithRenderer(PRODUCT_RENDERER) });
    const [product] = await app.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .limit(1);
    const { id, name } = product!;
    // The store's name the head reads is kept from the first page on; this counts the product's.
    await app.storeDetails();
    let selects = 0;
    const select = app.db.select.bind(app.db);
    app.db.select = ((...args: Parameters<typeof select>) => {
      selects++;
      return select(...args);
    }) as typeof select;
    const selectsDuring = async (request: () => Promise<unknown>) => {
      selects = 0;
      await request();
      return selects;
    };
    const oneRead = await selectsDuring(() => api(app!, `/api/website/product/${id}`));
    expect(oneRead).toBeGreaterThan(0);
    app.catalogueCache.detail.clear();

    const url = pageUrls.product.getHref(id, name);
    let page = '';
    expect(
      await selectsDuring(async () => {
        page = (await app!.inject({ url })).body;
      }),
    ).toBe(oneRead);
    expect(page).toContain(`<title>${escapeHtml(name)} | Kesariya</title>`);
    expect(page).toContain(`<div id="root"><h1>${name}</h1></div>`);

    // Both read the cached detail: renamed behind the cache's back, the page rendered again still
    // names the product as the cache has it, in its head as on its screen.
    await app.db.update(products).set({ name: 'Renamed Unannounced' }).where(eq(products.id, id));
    app.catalogueCache.pages.clear();
    const again = (await app.inject({ url })).body;
    expect(again).toContain(`<title>${escapeHtml(name)} | Kesariya</title>`);
    expect(again).toContain(`<h1>${name}</h1>`);
  });

  it('answers a rendered "not found" page with 404, and keeps it as one', async () => {
    app = await buildTestApp({ webDistDir: distWithRenderer() });
    const first = await app.inject({ url: '/no-such-page', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(404);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    const again = await app.inject({ url: '/no-such-page' });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('<div id="root"><h1>Page Not Found</h1>');
    // Served from the cache: the same render, still a 404.
    expect(/render (\d+)/.exec(again.body)?.[1]).toBe(
      /render (\d+)/.exec(zlib.brotliDecompressSync(first.rawPayload).toString())?.[1],
    );
    expect((await app.inject({ url: '/product/MQ/silk-saree' })).statusCode).toBe(200);
  });

  it('sends pages for the browser to render once the render budget is spent, and keeps none of them', async () => {
    // One render a second: a burst of five.
    app = await buildTestApp({ webDistDir: distWithRenderer(), pageRendersPerSecond: 1 });
    const served = async (url: string) => (await app!.inject({ url })).body;
    // Pages the renderer declines cost nothing.
    for (let i = 0; i < 10; i++) await served(`/cart?visit=${i}`);
    for (let i = 1; i <= 5; i++) expect(await served(`/product/${i}/x`)).toMatch(/render \d+/);

    const overBudget = await app.inject({ url: '/product/6/x' });
    expect(overBudget.statusCode).toBe(200);
    expect(overBudget.body).toContain('<div id="root"></div>');
    expect(overBudget.body).not.toContain('id="server-state"');
    // Kept pages are still served rendered.
    expect(await served('/product/1/x')).toMatch(/render \d+/);

    // Not kept: a second later the budget has one render again, and the page gets it.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await served('/product/6/x')).toMatch(/render \d+/);
  });

  it('does not keep a page that shows a passing failure (the API busy while rendering)', async () => {
    app = await buildTestApp({ webDistDir: distWithRenderer() });
    const body = async () => (await app!.inject({ url: '/busy' })).body;
    const first = /render (\d+)/.exec(await body())?.[1];
    expect(first).toBeDefined();
    expect(/render (\d+)/.exec(await body())?.[1]).not.toBe(first);
  });
});
