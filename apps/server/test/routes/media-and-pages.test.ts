import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { encodeId, pageUrls } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../../src/cache/catalogue-changes';
import { products } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import { DEV_BASIC_PASSWORD, DEV_BASIC_USER } from '../../src/config';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

function isWebp(body: Buffer): boolean {
  return (
    body.subarray(0, 4).toString('ascii') === 'RIFF' &&
    body.subarray(8, 12).toString('ascii') === 'WEBP'
  );
}

/** An ISO media file whose brand is AVIF. */
function isAvif(body: Buffer): boolean {
  return body.subarray(4, 12).toString('ascii') === 'ftypavif';
}

/** What Chromium sends for an <img>. */
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('GET /media/products/{id}/{position}-{width}.webp', () => {
  it('answers a real WebP, cached for a year, without basic auth', async () => {
    const response = await app.inject({ url: '/media/products/1/1-360.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(isWebp(response.rawPayload)).toBe(true);
    // The second request comes from the cache and is byte-identical.
    const again = await app.inject({ url: '/media/products/1/1-360.webp' });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('answers AVIF, a third smaller, at the same URL to a browser that takes it', async () => {
    const url = '/media/products/1/1-360.webp';
    const webp = await app.inject({ url });
    const avif = await app.inject({ url, headers: { accept: BROWSER_IMAGE_ACCEPT } });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(isAvif(avif.rawPayload)).toBe(true);
    expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length * 0.8);
    // A cache between must keep the two apart.
    for (const response of [webp, avif]) expect(response.headers.vary).toBe('Accept');
    const again = await app.inject({ url, headers: { accept: BROWSER_IMAGE_ACCEPT } });
    expect(again.rawPayload.equals(avif.rawPayload)).toBe(true);
  });

  it('answers WebP to a browser that refuses AVIF or takes it only through a wildcard', async () => {
    const url = '/media/products/1/1-360.webp';
    for (const accept of [
      'image/avif;q=0,image/webp,*/*;q=0.8',
      'image/avif; q=0.0, image/webp',
      'image/webp,image/apng,image/*,*/*;q=0.8',
    ]) {
      const response = await app.inject({ url, headers: { accept } });
      expect(response.headers['content-type'], accept).toBe('image/webp');
      expect(isWebp(response.rawPayload), accept).toBe(true);
    }
    // Named with a weight, among others: still AVIF.
    const weighted = await app.inject({ url, headers: { accept: 'image/webp,IMAGE/AVIF;q=0.9' } });
    expect(weighted.headers['content-type']).toBe('image/avif');
  });

  it('answers 404 for a width that is not offered, or a missing image', async () => {
    expect((await app.inject({ url: '/media/products/1/1-500.webp' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/products/1/99-360.webp' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/products/999999/1-360.webp' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/products/1/1-360.png' })).statusCode).toBe(404);
  });
});

describe('GET /media/categories/{id}-{width}.webp', () => {
  it('answers the category tile as WebP, or AVIF to a browser that takes it', async () => {
    const response = await app.inject({ url: '/media/categories/1-240.webp' });
    expect(response.statusCode).toBe(200);
    expect(isWebp(response.rawPayload)).toBe(true);
    expect(response.headers['cache-control']).toContain('immutable');
    const avif = await app.inject({
      url: '/media/categories/1-240.webp',
      headers: { accept: BROWSER_IMAGE_ACCEPT },
    });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(isAvif(avif.rawPayload)).toBe(true);
  });
});

describe('web app pages', () => {
  it('answers any page path with index.html, no-cache, carrying the API credential', async () => {
    for (const url of ['/', '/products?search=saree', '/product/MTI/some-name', '/no/such/page']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const credential = Buffer.from(`${DEV_BASIC_USER}:${DEV_BASIC_PASSWORD}`).toString('base64');
      expect(response.body).toContain(`<meta name="api-credential" content="${credential}">`);
      expect(response.body).not.toContain('<!--app-config-->');
      expect(response.headers['content-security-policy']).toContain(
        "script-src 'self' https://checkout.razorpay.com",
      );
    }
  });

  it('sends pages compressed to a browser that accepts it, plain to one that does not', async () => {
    for (const url of ['/', '/product/MTI/some-name']) {
      const brotli = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain(
        '<meta name="api-credential"',
      );
      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');
      const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets cached for a year and 404s a missing one', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/assets/index-old.js' })).statusCode).toBe(404);
  });

  it("sends the build's brotli or gzip copy of an asset as the browser accepts", async () => {
    const assets = path.join(app.config.webDistDir, 'assets');
    const code = Array.from({ length: 200 }, (_, i) => `export const n${i} = ${i * 7};`).join('\n');
    // The build compresses harder than the server could per request: its copy is what is sent.
    const built = zlib.brotliCompressSync(code, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    const quick = zlib.brotliCompressSync(code, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    expect(built.equals(quick)).toBe(false);
    fs.writeFileSync(path.join(assets, 'greeting-1.js'), code);
    fs.writeFileSync(path.join(assets, 'greeting-1.js.br'), built);
    fs.writeFileSync(path.join(assets, 'greeting-1.js.gz'), zlib.gzipSync(code, { level: 9 }));
    const url = '/assets/greeting-1.js';

    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotli.rawPayload.equals(built)).toBe(true);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(code);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(code);
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(code);
  });

  it('serves root files of the build such as the favicon', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('tells the operator to build when the web app is missing', async () => {
    const bare = await buildTestApp({ webDistDir: '/nonexistent/kesariya-dist' });
    const response = await bare.inject({ url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
    await bare.close();
  });
});

describe('module preloads in the served index.html', () => {
  /** A built web app whose app and screens import a shared chunk and React. */
  function distWithManifest(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kesariya-web-manifest-'));
    fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
        '<!--app-config--></head><body><div id="root"></div></body></html>',
    );
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_app-1.js': { file: 'assets/app-1.js', imports: ['_react-1.js'] },
      'src/boot.tsx': { file: 'assets/boot-1.js', imports: ['_react-1.js', '_app-1.js'] },
      '_price-1.js': { file: 'assets/price-1.js', imports: ['_react-1.js'] },
      'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_price-1.js'] },
      'src/app/routes/product-detail.tsx': {
        file: 'assets/product-detail-1.js',
        imports: ['_price-1.js', 'index.html'],
      },
    };
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return dir;
  }

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("fetches the app, the page's screen chunk and their imports with the HTML, once each", async () => {
    const dir = distWithManifest();
    const web = await buildTestApp({ webDistDir: dir });
    try {
      // The app the entry imports (src/boot.tsx), then the screen.
      expect(preloads((await web.inject({ url: '/' })).body)).toEqual([
        '/assets/react-1.js',
        '/assets/boot-1.js',
        '/assets/app-1.js',
        '/assets/home-1.js',
        '/assets/price-1.js',
      ]);
      expect(preloads((await web.inject({ url: '/product/MQ/silk-saree' })).body)).toEqual([
        '/assets/react-1.js',
        '/assets/boot-1.js',
        '/assets/app-1.js',
        '/assets/product-detail-1.js',
        '/assets/price-1.js',
      ]);
      // A screen without an entry in the table gets the app only.
      expect(preloads((await web.inject({ url: '/contact' })).body)).toEqual([
        '/assets/react-1.js',
        '/assets/boot-1.js',
        '/assets/app-1.js',
      ]);
    } finally {
      await web.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /robots.txt and /sitemap.xml', () => {
  it('allows crawling but not the API or private screens', async () => {
    const response = await app.inject({ url: '/robots.txt', headers: { host: 'shop.example.in' } });
    expect(response.statusCode).toBe(200);
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /checkout',
      'Disallow: /cart',
      'Disallow: /my-account',
      'Sitemap: http://shop.example.in/sitemap.xml',
    ]) {
      expect(response.body).toContain(line);
    }
  });

  it('lists home, listings, every active product and the policy pages', async () => {
    const response = await app.inject({
      url: '/sitemap.xml',
      headers: { host: 'shop.example.in' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const [first] = await app.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .limit(1);
    expect(response.body).toContain(`<loc>http://shop.example.in/</loc>`);
    expect(response.body).toContain(`http://shop.example.in/products<`);
    expect(response.body).toContain(
      `http://shop.example.in${pageUrls.product.getHref(first!.id, first!.name)}<`,
    );
    expect(response.body).toContain(
      `http://shop.example.in/policy/${encodeId(1)}/terms-conditions`,
    );
    expect((response.body.match(/<url>/g) ?? []).length).toBeGreaterThan(240);
  });

  it('lists a product at the URL its page names canonical and the store links to', async () => {
    const [product] = await app.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .limit(1);
    const { id, name } = product!;
    const rename = async (to: string) => {
      await app.db.update(products).set({ name: to }).where(eq(products.id, id));
      catalogueChanged({ db: app.db });
    };
    await rename('Rosé & Gold Kurta');
    try {
      const host = { host: 'shop.example.in' };
      const unescape = (text: string) =>
        text.replace(/&(amp|#39|apos|quot|lt|gt);/g, (_m, name: string) =>
          name === 'amp'
            ? '&'
            : name === 'lt'
              ? '<'
              : name === 'gt'
                ? '>'
                : name === 'quot'
                  ? '"'
                  : "'",
        );
      const link = new URL(
        pageUrls.product.getHref(id, 'Rosé & Gold Kurta'),
        'http://shop.example.in',
      );
      const sitemap = (await app.inject({ url: '/sitemap.xml', headers: host })).body;
      const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)]
        .map((m) => unescape(m[1]!))
        .filter((loc) => loc.startsWith(`http://shop.example.in/product/${encodeId(id)}/`));
      expect(listed).toEqual([link.href]);
      const page = (await app.inject({ url: link.pathname, headers: host })).body;
      const canonical = /<link rel="canonical" href="([^"]*)">/.exec(page)?.[1];
      expect(new URL(unescape(canonical!)).href).toBe(link.href);
    } finally {
      await rename(name);
    }
  });
});
