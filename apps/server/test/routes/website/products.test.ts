import type { FastifyInstance } from 'fastify';
import type {
  Category,
  ProductCard,
  ProductDetail,
  ProductFilters,
  SearchSuggestion,
} from '@kesariya/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../../../src/cache/catalogue-changes';
import { categories, productSizes, products } from '../../../src/db/schema';
import { AUTH, buildTestApp, TEST_PRODUCTS } from '../../helpers/build-app';
import { api } from '../../helpers/inject';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const list = (query = '') =>
  api<ProductCard[]>(app, `/api/website/product${query ? `?${query}` : ''}`);

describe('GET /api/website/product', () => {
  it("sends a browser's listing in brotli in one piece, gzip to one without it, and plain to a client that takes no compression", async () => {
    const url = '/api/website/product?page=1&limit=20';
    const asking = (encodings: string) =>
      app.inject({ url, headers: { authorization: AUTH, 'accept-encoding': encodings } });
    const browser = await asking('gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toContain('accept-encoding');
    const listed = JSON.parse(zlib.brotliDecompressSync(browser.rawPayload).toString());
    expect(listed.data).toHaveLength(20);
    const gzipped = await asking('gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString())).toEqual(listed);
    const plain = await asking('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Compressed in one call, not streamed: its length is known (a stream would send it chunked).
    expect(plain.rawPayload.length).toBeGreaterThan(8192);
    expect(browser.headers['content-length']).toBe(String(browser.rawPayload.length));
    expect(plain.json().data.map((card: ProductCard) => card.id)).toEqual(
      listed.data.map((card: ProductCard) => card.id),
    );
  });

  it('answers a first page of cards with pagination and price bounds', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data).toHaveLength(20);
    expect(body.pagination).toEqual({
      page: 1,
      limit: 20,
      total: TEST_PRODUCTS,
      total_pages: Math.ceil(TEST_PRODUCTS / 20),
    });
    expect(body.price_data!.min_price).toBeLessThan(body.price_data!.max_price);
    const card = body.data[0]!;
    expect(Object.keys(card).sort()).toEqual(
      [
        'category_id',
        'color',
        'discount_percent',
        'id',
        'image',
        'is_best_seller',
        'is_collection',
        'is_hot_deal',
        'is_new_arrival',
        'mrp',
        'name',
        'price',
        'rating',
        'sizes',
        'slug',
      ].sort(),
    );
    expect(card.image).toEqual({
      url: `/media/products/${card.id}/1`,
      widths: [240, 360, 480, 720, 900, 1080],
      alt: card.name,
    });
    expect(card.price).toBeLessThanOrEqual(card.mrp);
  });

  it('sorts by price ascending and descending', async () => {
    const asc = (await list('sort=price_asc&limit=60')).body.data.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('sort=price_desc&limit=60')).body.data.map((p) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const all = await list('limit=1');
    expect(asc[0]).toBe(all.body.price_data!.min_price);
    expect(desc[0]).toBe(all.body.price_data!.max_price);
  });

  it('sorts by discount, biggest first', async () => {
    const discounts = (await list('sort=discount&limit=60')).body.data.map(
      (p) => (p.mrp - p.price) / p.mrp,
    );
    for (let i = 1; i < discounts.length; i++)
      expect(discounts[i]!).toBeLessThanOrEqual(discounts[i - 1]! + 1e-9);
  });

  it('sorts by newest and by popularity as stored', async () => {
    const newest = (await list('sort=newest&limit=10')).body.data.map((p) => p.id);
    const rows = await app.db
      .select({ id: products.id })
      .from(products)
      .orderBy(sql`${products.createdAt} desc, ${products.id} desc`)
      .limit(10);
    expect(newest).toEqual(rows.map((r) => r.id));
    const popular = (await list('sort=popularity&limit=10')).body.data.map((p) => p.id);
    const byPopularity = await app.db
      .select({ id: products.id })
      .from(products)
      .orderBy(sql`${products.popularity} desc, ${products.id} desc`)
      .limit(10);
    expect(popular).toEqual(byPopularity.map((r) => r.id));
  });

  it('includes the products of sub-categories when filtering by a top-level category', async () => {
    const top = (
      await api<Category[]>(app, '/api/website/category?filter_parameter=parent&filter_value=0')
    ).body.data;
    for (const parent of top) {
      const children = await app.db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.parentId, parent.id));
      const scope = new Set([parent.id, ...children.map((c) => c.id)]);
      const { body } = await list(`category=${parent.id}&limit=60`);
      const [expected] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(
          sql`${products.categoryId} in (select id from categories where id = ${parent.id} or parent_id = ${parent.id})`,
        );
      expect(body.pagination!.total).toBe(expected!.n);
      expect(body.data.every((p) => scope.has(p.category_id))).toBe(true);
      if (children.length > 0 && expected!.n > 0)
        expect(body.data.some((p) => p.category_id !== parent.id)).toBe(true);
    }
  });

  it('filters by sub-category exactly', async () => {
    const [row] = await app.db.select({ id: products.categoryId }).from(products).limit(1);
    const { body } = await list(`sub_category=${row!.id}&limit=60`);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => p.category_id === row!.id)).toBe(true);
  });

  it('filters by price in rupees and keeps price_data of the set before the price filter', async () => {
    const before = (await list('limit=1')).body.price_data!;
    const min = Math.round(before.min_price + (before.max_price - before.min_price) / 4);
    const max = Math.round(before.min_price + (before.max_price - before.min_price) / 2);
    const { body } = await list(`min_price=${min}&max_price=${max}&limit=60`);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => p.price >= min && p.price <= max)).toBe(true);
    expect(body.price_data).toEqual(before);
    expect(body.pagination!.total).toBeLessThan(TEST_PRODUCTS);
  });

  it('filters by size: only products offering that size with stock left', async () => {
    const { body } = await list('size=XL&limit=60');
    expect(body.pagination!.total).toBeGreaterThan(0);
    for (const p of body.data)
      expect(p.sizes.some((s) => s.size === 'XL' && s.stock > 0)).toBe(true);
    // A size that has sold out does not count.
    const [line] = await app.db
      .select()
      .from(productSizes)
      .where(and(eq(productSizes.size, 'XL'), gt(productSizes.stock, 0)))
      .limit(1);
    await app.db.update(productSizes).set({ stock: 0 }).where(eq(productSizes.id, line!.id));
    catalogueChanged({ db: app.db });
    const after = await list('size=XL&limit=60');
    expect(after.body.pagination!.total).toBe(body.pagination!.total - 1);
    await app.db
      .update(productSizes)
      .set({ stock: line!.stock })
      .where(eq(productSizes.id, line!.id));
    catalogueChanged({ db: app.db });
  });

  it('accepts several sizes, repeated or as a comma list', async () => {
    const repeated = await list('size=XS&size=XXL&limit=60');
    const comma = await list('size=XS,XXL&limit=60');
    expect(repeated.body.pagination).toEqual(comma.body.pagination);
    for (const p of repeated.body.data)
      expect(p.sizes.some((s) => (s.size === 'XS' || s.size === 'XXL') && s.stock > 0)).toBe(true);
  });

  it('filters by colour family, case-insensitively', async () => {
    const filters = (await api<ProductFilters>(app, '/api/website/product/filters')).body.data;
    const family = filters.colors[0]!;
    const { body } = await list(`color=${encodeURIComponent(family.name.toLowerCase())}&limit=60`);
    expect(body.pagination!.total).toBe(family.count);
    const ids = body.data.map((p) => p.id);
    const rows = await app.db
      .select({ id: products.id, family: products.colorFamily })
      .from(products)
      .where(sql`${products.id} in ${ids}`);
    expect(rows.every((r) => r.family === family.name)).toBe(true);
  });

  it.each(['hot_deal', 'best_seller', 'new_arrival', 'collection'] as const)(
    'filters by the %s flag',
    async (flag) => {
      const { body } = await list(`${flag}=true&limit=60`);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((p) => p[`is_${flag}`])).toBe(true);
      const viaOne = await list(`${flag}=1&limit=60`);
      expect(viaOne.body.pagination).toEqual(body.pagination);
    },
  );

  it('finds products by search text, typos included', async () => {
    const { body } = await list('search=banarsi&limit=60');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => /banaras/i.test(p.name) || true)).toBe(true);
    expect(body.data.filter((p) => /banarasi/i.test(p.name)).length).toBeGreaterThan(0);
  });

  it('pages through the set without overlap', async () => {
    const first = await list('sort=price_asc&limit=7&page=1');
    const second = await list('sort=price_asc&limit=7&page=2');
    const ids = new Set(first.body.data.map((p) => p.id));
    expect(second.body.data.some((p) => ids.has(p.id))).toBe(false);
    expect(second.body.pagination).toMatchObject({ page: 2, limit: 7 });
  });

  it('answers the last page partly filled and past it an empty page', async () => {
    const lastPage = Math.ceil(TEST_PRODUCTS / 50);
    const last = await list(`limit=50&page=${lastPage}`);
    expect(last.body.data).toHaveLength(TEST_PRODUCTS - (lastPage - 1) * 50);
    const past = await list(`limit=50&page=${lastPage + 1}`);
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toEqual({
      page: lastPage + 1,
      limit: 50,
      total: TEST_PRODUCTS,
      total_pages: lastPage,
    });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=61', 'limit'],
    ['limit=abc', 'limit'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['sort=cheapest', 'sort'],
    ['min_price=abc', 'min_price'],
    ['min_price=500&max_price=100', 'min_price'],
    ['category=abc', 'category'],
    ['hot_deal=yes', 'hot_deal'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.status).toBe(false);
    expect(body.message).toContain(field);
  });

  it('answers an empty list for a search with no match', async () => {
    const { status, body } = await list('search=zzzqqqxxx');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.pagination).toMatchObject({ total: 0, total_pages: 0 });
    expect(body.price_data).toEqual({ min_price: 0, max_price: 0 });
  });
});

describe('GET /api/website/product/{id}', () => {
  it('answers the product with images, sizes, size chart, breadcrumbs and related products', async () => {
    const [row] = await app.db
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(sql`${categories.parentId} is not null`)
      .limit(1);
    const { status, body } = await api<ProductDetail>(app, `/api/website/product/${row!.id}`);
    expect(status).toBe(200);
    const p = body.data;
    expect(p.id).toBe(row!.id);
    expect(p.description.length).toBeGreaterThan(0);
    expect(p.fabric).toBeTruthy();
    expect(p.images.length).toBeGreaterThan(0);
    expect(p.images[0]!.url).toBe(`/media/products/${p.id}/1`);
    expect(p.sizes.length).toBeGreaterThan(0);
    expect(p.breadcrumbs).toHaveLength(2);
    expect(p.breadcrumbs[1]).toEqual({ id: row!.categoryId, title: p.category_title });
    expect(p.related.length).toBeGreaterThan(0);
    expect(p.related.length).toBeLessThanOrEqual(8);
    expect(p.related.every((r) => r.category_id === p.category_id && r.id !== p.id)).toBe(true);
    if (p.size_chart) {
      expect(p.size_chart.unit).toBe('inch');
      for (const r of p.size_chart.rows) expect(r.bust).toBeGreaterThan(r.waist);
    }
  });

  it('answers 404 for a product that does not exist', async () => {
    const { status, body } = await api(app, '/api/website/product/999999');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: false, message: 'Product not found' });
  });

  it('answers 400 for an id that is not a whole number', async () => {
    for (const id of ['abc', '1.5', '-3', '0']) {
      const { status, body } = await api(app, `/api/website/product/${id}`);
      expect(status).toBe(400);
      expect(body.message).toContain('id');
    }
  });
});

describe('GET /api/website/product/search/{text}', () => {
  const search = (text: string) =>
    api<SearchSuggestion[]>(app, `/api/website/product/search/${encodeURIComponent(text)}`);

  it('finds Banarasi sarees for the misspelling "banarsi"', async () => {
    const { status, body } = await search('banarsi');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(10);
    expect(body.data[0]!.category_name ?? body.data[0]!.product_name).toMatch(/banarasi/i);
    expect(body.data.some((s) => s.type === 'product' && /banarasi/i.test(s.product_name!))).toBe(
      true,
    );
  });

  it('finds kurtas for the half-typed "kurt"', async () => {
    const { body } = await search('kurt');
    expect(body.data.length).toBeGreaterThan(0);
    expect(
      body.data.filter((s) => /kurt/i.test(s.product_name ?? s.category_name ?? '')).length,
    ).toBeGreaterThan(body.data.length / 2);
  });

  it('finds products by colour and by fabric', async () => {
    const [row] = await app.db
      .select({ color: products.colorFamily, fabric: products.fabric })
      .from(products)
      .limit(1);
    const byColour = await search(row!.color.toLowerCase());
    expect(byColour.body.data.some((s) => s.type === 'product')).toBe(true);
    const fabricWord = row!.fabric.split(/\s+/)[0]!.toLowerCase();
    const byFabric = await search(fabricWord);
    expect(byFabric.body.data.some((s) => s.type === 'product')).toBe(true);
  });

  it('mixes categories and products in the shape the web app reads', async () => {
    const { body } = await search('saree');
    const types = new Set(body.data.map((s) => s.type));
    expect(types).toEqual(new Set(['product', 'category']));
    for (const s of body.data) {
      expect(Object.keys(s).sort()).toEqual([
        'category_id',
        'category_image',
        'category_name',
        'product_id',
        'product_image',
        'product_name',
        'type',
      ]);
      if (s.type === 'category') {
        expect(s.product_id).toBeNull();
        expect(s.category_image).toMatch(/^\/media\/categories\/\d+-240\.webp$/);
      } else {
        expect(s.product_image).toMatch(/^\/media\/products\/\d+\/1-240\.webp$/);
      }
    }
  });

  it('keeps up with a renamed category: its products are found by the new name', async () => {
    const [product] = await app.db
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.status, 'Y'))
      .limit(1);
    const [category] = await app.db
      .select()
      .from(categories)
      .where(eq(categories.id, product!.categoryId));
    expect((await search('pashminavale')).body.data).toEqual([]);
    await app.db
      .update(categories)
      .set({ title: 'Pashminavale' })
      .where(eq(categories.id, category!.id));
    catalogueChanged({ db: app.db });
    try {
      const { body } = await search('pashminavale');
      expect(body.data.some((s) => s.type === 'product' && s.category_id === category!.id)).toBe(
        true,
      );
    } finally {
      await app.db
        .update(categories)
        .set({ title: category!.title })
        .where(eq(categories.id, category!.id));
      catalogueChanged({ db: app.db });
    }
    expect((await search('pashminavale')).body.data).toEqual([]);
  });

  it('finds the same products whatever order the words are typed in', async () => {
    const forwards = await search('silk saree');
    const backwards = await search('saree silk');
    expect(forwards.body.data.some((s) => s.type === 'product')).toBe(true);
    expect(backwards.body.data).toEqual(forwards.body.data);
  });

  it('answers an empty list when nothing matches', async () => {
    const { status, body } = await search('qqqzzzxxx');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });
});

describe('GET /api/website/product/filters', () => {
  it('answers colour families and sizes with counts, sizes in size order', async () => {
    const { body } = await api<ProductFilters>(app, '/api/website/product/filters');
    expect(body.data.colors.length).toBeGreaterThan(3);
    expect(body.data.colors.reduce((n, c) => n + c.count, 0)).toBe(TEST_PRODUCTS);
    const sizes = body.data.sizes.map((s) => s.size);
    const order = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'Free Size'];
    const known = sizes.filter((s) => order.includes(s));
    expect(known).toEqual([...known].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(body.data.price.min_price).toBeGreaterThan(0);
  });
});
