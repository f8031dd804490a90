import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/demo/index';

const catalogue = buildDemoCatalogue({ productCount: 240 });
const { categories, products } = catalogue;
const SAREE_OR_DUPATTA = new Set(
  categories
    .filter((c) => c.parentKey === 'sarees' || c.parentKey === 'dupattas')
    .map((c) => c.key),
);

describe('buildDemoCatalogue', () => {
  it('gives the same catalogue for the same seed, and a different one for another seed', () => {
    expect(buildDemoCatalogue({ productCount: 240 })).toEqual(catalogue);
    expect(buildDemoCatalogue({ productCount: 50, seed: 7 })).toEqual(
      buildDemoCatalogue({ productCount: 50, seed: 7 }),
    );
    expect(buildDemoCatalogue({ productCount: 50, seed: 8 }).products[0]).not.toEqual(
      buildDemoCatalogue({ productCount: 50, seed: 7 }).products[0],
    );
  });

  it('describes a Pune store with working map and social links', () => {
    expect(catalogue.store.storeName).toBe('Kesariya');
    expect(catalogue.store.city).toBe('Pune');
    expect(catalogue.store.supportEmail).toBe('support@kesariya.in');
    expect(catalogue.store.supportHours).toBe('Monday to Saturday, 10am to 7pm IST');
    // Google Maps' own form of a place's address: the search, then where the map opens.
    expect(catalogue.store.mapLink).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/Kesariya[^/]+\/@18\.\d+,73\.\d+,17z$/,
    );
    expect(catalogue.store.mapEmbedLink).toMatch(
      /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/,
    );
    expect(catalogue.store.socials.map((s) => s.name).sort()).toEqual([
      'facebook',
      'instagram',
      'youtube',
    ]);
    for (const s of catalogue.store.socials) expect(s.url).toMatch(/^https:\/\//);
  });

  it('has at least eight top-level categories, each with sub-categories, and kebab-case slugs', () => {
    const top = categories.filter((c) => c.parentKey === null);
    expect(top.length).toBeGreaterThanOrEqual(8);
    for (const t of top) {
      const subs = categories.filter((c) => c.parentKey === t.key);
      expect(subs.length, t.title).toBeGreaterThanOrEqual(2);
    }
    const slugs = categories.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('honours productCount and puts every product in a sub-category', () => {
    const subKeys = new Set(categories.filter((c) => c.parentKey !== null).map((c) => c.key));
    expect(products).toHaveLength(240);
    for (const p of products) expect(subKeys.has(p.categoryKey)).toBe(true);
    expect(new Set(products.map((p) => p.categoryKey)).size).toBe(subKeys.size);
    expect(buildDemoCatalogue({ productCount: 0 }).products).toHaveLength(0);
    expect(buildDemoCatalogue({ productCount: 7 }).products).toHaveLength(7);
  });

  it('gives every product a unique name and SKU', () => {
    const big = buildDemoCatalogue({ productCount: 3000 }).products;
    expect(new Set(big.map((p) => p.name)).size).toBe(big.length);
    expect(new Set(big.map((p) => p.sku)).size).toBe(big.length);
  });

  it('puts at least 12 products behind every home-page flag', () => {
    for (const flag of ['isHotDeal', 'isBestSeller', 'isNewArrival', 'isCollection'] as const) {
      expect(products.filter((p) => p[flag]).length, flag).toBeGreaterThanOrEqual(12);
    }
  });

  it('prices in paise ending in 9 rupees, never above MRP, at most 60% off', () => {
    for (const p of products) {
      expect(Number.isInteger(p.price) && Number.isInteger(p.mrp)).toBe(true);
      expect(p.price).toBeGreaterThan(0);
      expect(p.price).toBeLessThanOrEqual(p.mrp);
      expect(p.price).toBeGreaterThanOrEqual(p.mrp * 0.4);
      expect((p.price / 100) % 10).toBe(9);
      expect((p.mrp / 100) % 10).toBe(9);
    }
    for (const p of products.filter((x) => x.isHotDeal)) expect(p.price).toBeLessThan(p.mrp);
  });

  it('sells sarees and dupattas in Free Size only, everything else in XS-XXXL', () => {
    const stitched = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
    for (const p of products) {
      const sizes = p.sizes.map((s) => s.size);
      if (SAREE_OR_DUPATTA.has(p.categoryKey)) expect(sizes).toEqual(['Free Size']);
      else for (const s of sizes) expect(stitched).toContain(s);
      for (const s of p.sizes) expect(s.stock).toBeGreaterThanOrEqual(0);
      for (const s of p.sizes) expect(s.stock).toBeLessThanOrEqual(25);
    }
  });

  it('has sold-out sizes and at least one fully sold-out product', () => {
    expect(products.some((p) => p.sizes.some((s) => s.stock === 0))).toBe(true);
    expect(products.some((p) => p.sizes.every((s) => s.stock === 0))).toBe(true);
  });

  it('gives every product 3 or 4 images drawn in its own colour', () => {
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      expect(p.images.length).toBeLessThanOrEqual(4);
      expect(p.images.map((i) => i.view).slice(0, 3)).toEqual(['front', 'detail', 'styled']);
      for (const img of p.images) {
        expect(img.color).toMatch(/^#[0-9a-f]{6}$/);
        expect(img.accent).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
  });

  it('writes 2-4 sentence descriptions and fills the filter fields', () => {
    const families = [
      'Red',
      'Maroon',
      'Pink',
      'Orange',
      'Yellow',
      'Green',
      'Blue',
      'Navy',
      'Purple',
      'White',
      'Ivory',
      'Black',
      'Beige',
      'Gold',
      'Grey',
    ];
    for (const p of products) {
      const sentences = p.description.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      expect(families).toContain(p.colorFamily);
      expect(p.fabric && p.care && p.occasion && p.color).toBeTruthy();
      expect(p.addedDaysAgo).toBeGreaterThanOrEqual(0);
      expect(p.addedDaysAgo).toBeLessThanOrEqual(365);
    }
  });

  it('has policy pages 1-4 with their fixed slugs', () => {
    expect(catalogue.policies.map((p) => [p.id, p.slug])).toEqual([
      [1, 'terms-conditions'],
      [2, 'privacy-policy'],
      [3, 'shipping-policy'],
      [4, 'cancellation-return-refund-policy'],
    ]);
    for (const p of catalogue.policies) {
      expect(p.content).toContain('<h2>');
      expect(p.content).toContain('support@kesariya.in');
      expect(p.content).not.toMatch(/<(script|style|img|iframe)/i);
    }
  });

  it('has FAQs across topics, coupons the promotional bar can name, and modules', () => {
    expect(catalogue.faqs.length).toBeGreaterThanOrEqual(12);
    expect(new Set(catalogue.faqs.map((f) => f.topic))).toEqual(
      new Set(['Orders', 'Shipping', 'Returns', 'Payments', 'Sizing', 'Account']),
    );
    expect(catalogue.coupons.length).toBeGreaterThanOrEqual(3);
    expect(catalogue.coupons.some((c) => catalogue.promotionalMessage.includes(c.code))).toBe(true);
    expect(catalogue.modules).toContain('cart');
  });

  // How fast is for bench/ (startup) to measure; a timed assertion here fails on a busy machine.
  it('builds 10,000 products, each named once', () => {
    const big = buildDemoCatalogue({ productCount: 10_000 });
    expect(big.products).toHaveLength(10_000);
    expect(new Set(big.products.map((p) => p.name)).size).toBe(10_000);
  });
});
