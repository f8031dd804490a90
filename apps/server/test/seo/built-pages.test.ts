import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { pageUrls, type ProductCard } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';
import { api } from '../helpers/inject';

/**
 * The server's HTML of the storefront's build as crawlers, link previews and phones without
 * scripts get it (docs/decisions/pages-and-performance.md, Pages that feel instant): valid HTML by
 * the W3C Nu checker (vnu-jar, on the machine's Java), and the schema.org data search engines read.
 * Needs the web build (`npm test` builds first).
 */
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const built = fs.existsSync(path.join(webDist, 'server', 'entry-server.js'));
const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

const HOST = { host: 'shop.example.in' };
const ORIGIN = 'http://shop.example.in';

type Block = Record<string, unknown> & { '@type': string };

interface Page {
  name: string;
  url: string;
  html: string;
}

let app: FastifyInstance;
let pages: Page[];
let listing: ProductCard[];

function jsonLd(html: string): Block[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Block,
  );
}

function block(page: Page, type: string): Block {
  const found = jsonLd(page.html).filter((b) => b['@type'] === type);
  expect(found, `${page.url}: one ${type}`).toHaveLength(1);
  return found[0]!;
}

const pageNamed = (name: string) => pages.find((page) => page.name === name)!;

describe.skipIf(!built)('the built pages', () => {
  beforeAll(async () => {
    app = await buildTestApp({ webDistDir: webDist });
    // The listing's first page as its screen asks for it (apps/web's LISTING_PAGE_SIZE).
    listing = (await api<ProductCard[]>(app, '/api/website/product?page=1&limit=24')).body.data;
    const product = listing[0]!;
    const urls: [string, string][] = [
      ['home', pageUrls.home.getHref()],
      ['listing', pageUrls.products.getHref()],
      ['product', pageUrls.product.getHref(product.id, product.name)],
      ['about', pageUrls.aboutUs.getHref()],
      ['faq', pageUrls.faq.getHref()],
      ['policy', pageUrls.returnPolicy.getHref()],
      ['login', pageUrls.login.getHref()],
    ];
    pages = [];
    for (const [name, url] of urls) {
      const response = await app.inject({ url, headers: HOST });
      expect(response.statusCode, url).toBe(200);
      pages.push({ name, url, html: response.body });
    }
  }, 120_000);
  afterAll(async () => app?.close());

  it('arrive rendered, each with its content in #root', () => {
    for (const page of pages) {
      expect(page.html, page.url).toContain('<script type="application/json" id="server-state">');
      expect(page.html, page.url).not.toContain('<div id="root"></div>');
    }
  });

  it('are valid HTML by the Nu checker (the inlined stylesheet’s CSS notes aside)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kesariya-vnu-'));
    const files = pages.map((page) => {
      const file = path.join(dir, `${page.name}.html`);
      fs.writeFileSync(file, page.html);
      return file;
    });
    // One Java start for all of them: it is most of the checker's time.
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--exit-zero-always', '--format', 'json', ...files],
      { maxBuffer: 20_000_000 },
    );
    fs.rmSync(dir, { recursive: true, force: true });
    const { messages } = JSON.parse(stderr || stdout) as {
      messages: { type: string; url: string; message: string; lastLine?: number }[];
    };
    const errors = messages
      .filter((m) => m.type === 'error' && !m.message.startsWith('CSS:'))
      .map((m) => `${path.basename(m.url)}:${m.lastLine ?? '?'} ${m.message}`);
    expect(errors).toEqual([]);
    // The checker did read every page: each has the stylesheet's notes.
    const checked = new Set(messages.map((m) => path.basename(m.url)));
    expect(checked.size).toBe(pages.length);
  }, 120_000);

  it('name the store on every page as a ClothingStore with its Pune address, hours and place', () => {
    for (const page of pages) {
      expect(block(page, 'ClothingStore'), page.url).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Kesariya',
        url: `${ORIGIN}/`,
        telephone: '+91 20 2553 4821',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Shop 4, Ganga Kaveri Arcade, Fergusson College Road, Shivajinagar',
          addressLocality: 'Pune',
          addressRegion: 'Maharashtra',
          postalCode: '411004',
          addressCountry: 'IN',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 18.5236, longitude: 73.8413 },
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
            opens: '10:00',
            closes: '19:00',
          },
        ],
      });
    }
  });

  it('list a listing’s products in its order, under a trail from the home page', () => {
    const page = pageNamed('listing');
    const list = block(page, 'ItemList');
    expect(list.numberOfItems).toBe(listing.length);
    const items = list.itemListElement as { position: number; name: string; url: string }[];
    expect(items.map((item) => item.name)).toEqual(listing.map((product) => product.name));
    expect(items[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: listing[0]!.name,
      url: `${ORIGIN}${pageUrls.product.getHref(listing[0]!.id, listing[0]!.name)}`,
    });
    const trail = block(page, 'BreadcrumbList').itemListElement as { name: string }[];
    expect(trail.map((step) => step.name)).toEqual(['Home', 'All Clothing']);
  });

  it('give a product its Product with an Offer, and a trail ending at the product', () => {
    const page = pageNamed('product');
    const product = listing[0]!;
    const url = `${ORIGIN}${pageUrls.product.getHref(product.id, product.name)}`;
    expect(block(page, 'Product')).toMatchObject({
      name: product.name,
      offers: { '@type': 'Offer', priceCurrency: 'INR', url },
    });
    const trail = block(page, 'BreadcrumbList').itemListElement as { name: string; item: string }[];
    expect(trail[0]).toMatchObject({ name: 'Home', item: `${ORIGIN}/` });
    expect(trail.length).toBeGreaterThanOrEqual(3);
    expect(trail.at(-1)).toMatchObject({ name: product.name, item: url });
  });
});
