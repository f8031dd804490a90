import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { encodeId, pageTraits, pageUrls, productSlug } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../../src/cache/catalogue-changes';
import { categories, products } from '../../src/db/schema';
import { injectPageHead, jsonForScript } from '../../src/lib/html-head';
import { buildTestApp } from '../helpers/build-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const HOST = { host: 'shop.example.in' };

function jsonLd(html: string): Record<string, unknown> {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(block).not.toBeNull();
  return JSON.parse(block![1]!) as Record<string, unknown>;
}

function meta(html: string, property: string): string | undefined {
  return new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];
}

async function firstProduct() {
  const [row] = await app.db
    .select({ id: products.id, name: products.name, sku: products.sku })
    .from(products)
    .limit(1);
  return row!;
}

describe('product page HTML', () => {
  it('carries the title, description, canonical URL, Open Graph tags and Product JSON-LD', async () => {
    const product = await firstProduct();
    const response = await app.inject({
      url: `/product/${encodeId(product.id)}/stale-name`,
      headers: HOST,
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const canonical = `http://shop.example.in/product/${encodeId(product.id)}/${productSlug(product.name)}`;
    expect(html).toContain(
      `<title>${product.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')} | Kesariya</title>`,
    );
    expect(html).toContain(`<link rel="canonical" href="${canonical.replace(/'/g, '&#39;')}">`);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:image')).toMatch(
      new RegExp(`^http://shop\\.example\\.in/media/products/${product.id}/\\d+-720\\.webp$`),
    );
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      brand: { '@type': 'Brand', name: 'Kesariya' },
      offers: { '@type': 'Offer', priceCurrency: 'INR', url: canonical },
    });
    expect((ld.offers as { availability: string }).availability).toMatch(
      /^https:\/\/schema\.org\/(InStock|OutOfStock)$/,
    );
    expect(Number((ld.offers as { price: string }).price)).toBeGreaterThan(0);
    expect((ld.image as string[])[0]).toBe(meta(html, 'og:image'));
    // The API credential meta stays; there is exactly one title.
    expect(html).toContain('name="api-credential"');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('preloads the first gallery image, with the srcset and sizes of the gallery <img>', async () => {
    const product = await firstProduct();
    const html = (await app.inject({ url: `/product/${encodeId(product.id)}/x`, headers: HOST }))
      .body;
    const preload = /<link rel="preload" as="image" ([^>]*)>/.exec(html)?.[1] ?? '';
    const image = new RegExp(`/media/products/${product.id}/\\d+`).exec(preload)?.[0];
    expect(image).toBeDefined();
    // The widths the server renders (MEDIA_WIDTHS), as apps/web's buildSrcSet lists them.
    const srcset = [240, 360, 480, 720, 900, 1080]
      .map((w) => `${image}-${w}.webp ${w}w`)
      .join(', ');
    expect(preload).toBe(
      `href="${image}-720.webp" imagesrcset="${srcset}" imagesizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw" fetchpriority="high"`,
    );
  });

  it('cannot be broken out of by a product name holding markup', async () => {
    const product = await firstProduct();
    const evil = `Kurta </script><script>alert("x")</script> & <!-- $& $' co`;
    // As a catalogue write does, announce it: served pages are kept until the catalogue changes.
    const rename = async (name: string) => {
      await app.db.update(products).set({ name }).where(eq(products.id, product.id));
      catalogueChanged({ db: app.db });
    };
    await rename(evil);
    try {
      const response = await app.inject({
        url: `/product/${encodeId(product.id)}/x`,
        headers: HOST,
      });
      const html = response.body;
      expect(html).not.toContain('<script>alert');
      expect(html).toContain(
        '<title>Kurta &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;!-- $&amp; $&#39; co | Kesariya</title>',
      );
      // The JSON-LD block ends only where it should and still reads back as the real name.
      expect(jsonLd(html).name).toBe(evil);
      // Every block (the product's, its trail and the store's) ends where it should.
      expect(html.match(/<\/script>/g)!.length).toBe(
        html.match(/<script type="application\/ld\+json">/g)!.length,
      );
    } finally {
      await rename(product.name);
    }
  });

  it('marks a bad or unknown product id as not found and not to be indexed', async () => {
    for (const url of ['/product/bad!id/x', `/product/${encodeId(99_999_999)}/x`]) {
      const response = await app.inject({ url, headers: HOST });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Product not found | Kesariya</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      // The store's data only: no Product, no trail to a product that is not there.
      expect(response.body).not.toContain('"@type":"Product"');
      expect(response.body).not.toContain('"@type":"BreadcrumbList"');
      expect(response.body).toContain('"@type":"ClothingStore"');
    }
  });
});

describe('listing page HTML', () => {
  it('names each flag listing', async () => {
    for (const [url, title] of [
      ['/products', 'All Clothing | Kesariya'],
      ['/product/hot-deals', 'Hot Deals | Kesariya'],
      ['/product/best-seller', 'Best Sellers | Kesariya'],
      ['/new-arrivals', 'New Arrivals | Kesariya'],
      ['/collection', 'The Kesariya Collection | Kesariya'],
    ] as const) {
      const response = await app.inject({ url, headers: HOST });
      expect(response.body).toContain(`<title>${title}</title>`);
      expect(response.body).toContain(`<link rel="canonical" href="http://shop.example.in${url}">`);
      expect(meta(response.body, 'og:type')).toBe('website');
    }
  });

  it('names a category listing after its category and keeps search pages out of the index', async () => {
    const [category] = await app.db
      .select({ id: categories.id, title: categories.title })
      .from(categories)
      .where(eq(categories.status, 'Y'))
      .limit(1);
    const byCategory = await app.inject({
      url: `/products?category=${encodeId(category!.id)}`,
      headers: HOST,
    });
    expect(byCategory.body).toMatch(/<title>[^<]+ \| Kesariya<\/title>/);
    expect(byCategory.body).not.toContain('<title>All Clothing');
    expect(byCategory.body).not.toContain('noindex');
    const bySearch = await app.inject({ url: '/products?search=%3Cb%3Esilk', headers: HOST });
    expect(bySearch.body).toContain('<title>Search results for “&lt;b&gt;silk” | Kesariya</title>');
    expect(bySearch.body).toContain('<meta name="robots" content="noindex">');
  });

  it('leaves other pages with the built head', async () => {
    const response = await app.inject({ url: '/contact', headers: HOST });
    expect(response.body).toContain('<title>Kesariya</title>');
    expect(response.body).not.toContain('og:title');
  });
});

describe('content and policy page HTML', () => {
  it('names about, FAQ and login by their own words, with their canonical link', async () => {
    for (const [url, title] of [
      ['/about-us', 'About Us | Kesariya'],
      ['/faq', 'Frequently Asked Questions | Kesariya'],
      ['/login', 'Login or Sign Up | Kesariya'],
    ] as const) {
      const html = (await app.inject({ url, headers: HOST })).body;
      expect(html, url).toContain(`<title>${title}</title>`);
      expect(html, url).toContain(`<link rel="canonical" href="http://shop.example.in${url}">`);
      expect(meta(html, 'og:title'), url).toBe(title);
    }
  });

  it('names a policy after its title, describes it by its text and links its own address', async () => {
    const privacy = await app.inject({ url: '/policy/Mg/any-slug', headers: HOST });
    expect(privacy.statusCode).toBe(200);
    expect(privacy.body).toContain('<title>Privacy Policy | Kesariya</title>');
    expect(privacy.body).toContain(
      '<link rel="canonical" href="http://shop.example.in/policy/Mg/privacy-policy">',
    );
    expect(privacy.body).toMatch(
      /<meta name="description" content="This policy explains what personal data Kesariya collects[^"<]*">/,
    );
    const returns = await app.inject({ url: pageUrls.returnPolicy.getHref(), headers: HOST });
    expect(returns.body).toContain(
      `<link rel="canonical" href="http://shop.example.in${pageUrls.returnPolicy.getHref()}">`,
    );
  });

  it('keeps an unknown policy out of the index', async () => {
    for (const url of [`/policy/${encodeId(99_999)}/gone`, '/policy/not-an-id/gone']) {
      const html = (await app.inject({ url, headers: HOST })).body;
      expect(html, url).toContain('<meta name="robots" content="noindex">');
      expect(html, url).toContain('<title>Page not found | Kesariya</title>');
    }
  });
});

// The page table names the head each page gets (`head`); every other page gets the store's title.
describe('every page of the page table', () => {
  it('gets the head its entry names, or the store’s own title and description', async () => {
    const product = await firstProduct();
    for (const page of pageTraits()) {
      const url =
        page.name === 'product'
          ? pageUrls.product.getHref(product.id, product.name)
          : page.path.replace(/:(\w+)/g, (_, name: string) => `${name}1`);
      const html = (await app.inject({ url, headers: HOST })).body;
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(html.match(/<title>/g), url).toHaveLength(1);
      expect(html, url).toMatch(/<meta name="description" content="[^"]{20,}">/);
      if (page.head) {
        expect(meta(html, 'og:site_name'), url).toBe('Kesariya');
        expect(title, url).toMatch(/^Kesariya \| |\| Kesariya$/);
      } else {
        expect(title, url).toBe('Kesariya');
        expect(meta(html, 'og:title'), url).toBeUndefined();
      }
    }
  });
});

describe('head helpers', () => {
  it('escapes every character that could end a script block', () => {
    expect(jsonForScript({ a: '</script><!--&\u2028' })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028"}',
    );
  });

  it('replaces an existing description rather than adding a second one', () => {
    const html =
      '<head>\n<meta\n  name="description"\n  content="old"\n/>\n<title>Old</title></head>';
    const out = injectPageHead(html, { siteName: 'Shop', title: 'New', description: 'Fresh' });
    expect(out.match(/name="description"/g)).toHaveLength(1);
    expect(out).toContain('<meta name="description" content="Fresh">');
    expect(out).toContain('<title>New</title>');
  });
});
