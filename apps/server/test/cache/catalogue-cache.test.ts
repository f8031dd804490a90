import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ProductCard, ProductDetail, SearchSuggestion } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { catalogueChanged } from '../../src/cache/catalogue-changes';
import { products } from '../../src/db/schema';
import { MEMORY_DATA_DIR } from '../../src/config';
import { buildTestApp, fakeWebDist, TEST_PRODUCTS } from '../helpers/build-app';
import { api } from '../helpers/inject';
import { stockedSizes, stockOf, type StockedSize } from '../cart/shopper-kit';
import { place, readyShopper } from '../checkout/checkout-kit';

const detailOf = async (app: FastifyInstance, productId: number) =>
  (await api<ProductDetail>(app, `/api/website/product/${productId}`)).body.data;
const stockIn = (detail: ProductDetail, size: string) =>
  detail.sizes.find((s) => s.size === size)?.stock;
const suggestedNames = async (app: FastifyInstance, text: string) =>
  (
    await api<SearchSuggestion[]>(app, `/api/website/product/search/${encodeURIComponent(text)}`)
  ).body.data.map((s) => s.product_name);
const listedIds = async (app: FastifyInstance, url: string) =>
  (await api<ProductCard[]>(app, url)).body.data.map((p) => p.id);
const listedNames = async (app: FastifyInstance, url: string) =>
  (await api<ProductCard[]>(app, url)).body.data.map((p) => p.name);

/**
 * Renames a product behind the cache's back (no announced change), so an answer still showing the
 * old name can only have come from the cache.
 */
async function renameUnannounced(app: FastifyInstance, productId: number, name: string) {
  await app.db.update(products).set({ name }).where(eq(products.id, productId));
}

/** Three sizes of three different products, well away from the sizes other tests here use. */
async function threeProducts(app: FastifyInstance): Promise<StockedSize[]> {
  const picked: StockedSize[] = [];
  for (const size of await stockedSizes(app, 200, 60)) {
    if (size.pricePaise >= 5000_00 || picked.some((p) => p.productId === size.productId)) continue;
    picked.push(size);
    if (picked.length === 3) return picked;
  }
  throw new Error('the demo catalogue has fewer than three cheap products in stock');
}

describe('catalogue answers after an order on the same instance', () => {
  let app: FastifyInstance;
  let s: StockedSize;
  beforeAll(async () => {
    app = await buildTestApp();
    s = (await stockedSizes(app, 200)).find((x) => x.pricePaise < 5000_00)!;
  });
  afterAll(async () => app.close());

  it('shows a size sold out right after an order takes its last piece', async () => {
    const { user, addressId } = await readyShopper(app, s, { qty: 1, stock: 1 });
    // Read (and cache) the detail and a listing page holding the product while one piece is left.
    const before = await detailOf(app, s.productId);
    expect(stockIn(before, s.size)).toBe(1);
    const listing = `/api/website/product?sub_category=${before.category_id}&sort=price_asc&limit=60`;
    const card = (await api<ProductCard[]>(app, listing)).body.data.find(
      (p) => p.id === s.productId,
    );
    expect(card, 'the product is on the listing page').toBeDefined();
    expect(card!.sizes.find((x) => x.size === s.size)!.stock).toBe(1);

    const answer = await place(user, { address_id: addressId, price: 1, total: 1, mrp: 1 });
    expect(answer.status).toBe(201);

    const after = await detailOf(app, s.productId);
    expect(stockIn(after, s.size)).toBe(0);
    expect(after.sizes.filter((x) => x.stock > 0).map((x) => x.size)).not.toContain(s.size);
    const cardAfter = (await api<ProductCard[]>(app, listing)).body.data.find(
      (p) => p.id === s.productId,
    );
    expect(cardAfter!.sizes.find((x) => x.size === s.size)!.stock).toBe(0);
  });

  it('shows the piece back in stock right after its online payment fails', async () => {
    const [, t] = (await stockedSizes(app, 200)).filter((x) => x.pricePaise < 5000_00);
    const { user, addressId } = await readyShopper(app, t!, { qty: 1, stock: 1 });
    const placed = await place(user, { address_id: addressId, payment_method: 'Online Payment' });
    expect(placed.status).toBe(201);
    // Cached while the order holds the last piece.
    expect(stockIn(await detailOf(app, t!.productId), t!.size)).toBe(0);

    const failed = await user.call(
      'POST',
      `website/checkout/test-gateway/${placed.body.data.sale_id}`,
      { form: { outcome: 'failure' } },
    );
    expect(failed.status).toBe(409);
    expect(stockIn(await detailOf(app, t!.productId), t!.size)).toBe(1);
  });
});

describe('what an order leaves cached (granular invalidation)', () => {
  let app: FastifyInstance;
  let sizes: StockedSize[];
  beforeAll(async () => {
    app = await buildTestApp();
    sizes = await threeProducts(app);
  });
  afterAll(async () => app.close());

  it('drops only the detail of the product ordered when no size sells out', async () => {
    const [a, b] = sizes as [StockedSize, StockedSize];
    const { user, addressId } = await readyShopper(app, a, { qty: 1, stock: 5 });
    const bBefore = await detailOf(app, b.productId);
    const listing = `/api/website/product?sub_category=${bBefore.category_id}&sort=price_asc&limit=60`;
    expect(await listedNames(app, listing)).toContain(b.name);
    expect(await suggestedNames(app, b.name)).toContain(b.name);
    expect(stockIn(await detailOf(app, a.productId), a.size)).toBe(5);

    const renamed = `${b.name} Renamed`;
    await renameUnannounced(app, b.productId, renamed);
    const answer = await place(user, { address_id: addressId, price: 1, total: 1, mrp: 1 });
    expect(answer.status).toBe(201);

    // The ordered product's page shows the stock the order took.
    expect(stockIn(await detailOf(app, a.productId), a.size)).toBe(4);
    // Everything else is still served from the cache: the rename is not visible yet.
    expect((await detailOf(app, b.productId)).name).toBe(b.name);
    expect(await suggestedNames(app, b.name)).toContain(b.name);
    expect(await listedNames(app, listing)).toContain(b.name);

    // A catalogue write empties everything.
    catalogueChanged({ db: app.db });
    expect((await detailOf(app, b.productId)).name).toBe(renamed);
    expect(await suggestedNames(app, b.name)).toContain(renamed);
    expect(await listedNames(app, listing)).toContain(renamed);
  });

  it('takes a product off its size filter at once when its last piece in that size sells', async () => {
    const c = sizes[2]!;
    const { user, addressId } = await readyShopper(app, c, { qty: 1, stock: 1 });
    const { category_id } = await detailOf(app, c.productId);
    const listing = `/api/website/product?sub_category=${category_id}&size=${encodeURIComponent(c.size)}&sort=price_asc&limit=60`;
    expect(await listedIds(app, listing)).toContain(c.productId);

    const answer = await place(user, { address_id: addressId, price: 1, total: 1, mrp: 1 });
    expect(answer.status).toBe(201);
    expect(await listedIds(app, listing)).not.toContain(c.productId);
  });
});

// Two instances behind a load balancer: one PostgreSQL database, one Redis
// (docs/decisions/platform-and-security.md, Caching and invalidation).
describe.runIf(process.env.TEST_DATABASE_URL)('catalogue answers across two instances', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await buildTestApp({ redisUrl });
    b = await buildApp({
      dataDir: MEMORY_DATA_DIR,
      databaseUrl: a.config.databaseUrl,
      redisUrl,
      demoData: true,
      demoProducts: TEST_PRODUCTS,
      webDistDir: fakeWebDist(),
      logger: false,
    });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('shows on instance B the stock an order placed on instance A took', async () => {
    const [s] = (await stockedSizes(a, 200, 20)).filter((x) => x.pricePaise < 5000_00);
    // Instance B caches the detail while one piece is left (its first read, nothing cached before).
    const { user, addressId } = await readyShopper(a, s!, { qty: 1, stock: 1 });
    expect(stockIn(await detailOf(b, s!.productId), s!.size)).toBe(1);
    expect(stockIn(await detailOf(b, s!.productId), s!.size)).toBe(1);

    const answer = await place(user, { address_id: addressId, price: 1, total: 1, mrp: 1 });
    expect(answer.status).toBe(201);
    expect(await stockOf(a, s!.productId, s!.size)).toBe(0);

    // The invalidation travels through Redis, so it may take a moment to arrive (well under the
    // cache's 60 s expiry, which therefore cannot be what makes this pass).
    await expect
      .poll(async () => stockIn(await detailOf(b, s!.productId), s!.size), {
        timeout: 3_000,
        interval: 20,
      })
      .toBe(0);
  });

  it('finds on instance B, in search and listings, a product renamed on instance A', async () => {
    const [q] = await threeProducts(a);
    const newName = `Zorawar ${q!.name}`;
    expect(await suggestedNames(b, 'zorawar')).toEqual([]);
    await renameUnannounced(a, q!.productId, newName);
    catalogueChanged({ db: a.db });
    try {
      await expect
        .poll(async () => suggestedNames(b, 'zorawar'), { timeout: 3_000, interval: 20 })
        .toEqual([newName]);
      expect(await listedNames(b, '/api/website/product?search=zorawar')).toEqual([newName]);
    } finally {
      await renameUnannounced(a, q!.productId, q!.name);
      catalogueChanged({ db: a.db });
    }
  });

  it('drops on instance B only the detail of the product an order on A took stock of', async () => {
    const [p, q] = await threeProducts(a);
    const { user, addressId } = await readyShopper(a, p!, { qty: 1, stock: 5 });
    // Instance B caches both products' pages and a suggestion (setStock emptied its caches).
    await expect
      .poll(async () => stockIn(await detailOf(b, p!.productId), p!.size), { timeout: 3_000 })
      .toBe(5);
    expect((await detailOf(b, q!.productId)).name).toBe(q!.name);
    expect(await suggestedNames(b, q!.name)).toContain(q!.name);

    await renameUnannounced(a, q!.productId, `${q!.name} Renamed`);
    const answer = await place(user, { address_id: addressId, price: 1, total: 1, mrp: 1 });
    expect(answer.status).toBe(201);
    await expect
      .poll(async () => stockIn(await detailOf(b, p!.productId), p!.size), {
        timeout: 3_000,
        interval: 20,
      })
      .toBe(4);
    // The message named p only: B still serves q's page and the suggestion from its cache.
    expect((await detailOf(b, q!.productId)).name).toBe(q!.name);
    expect(await suggestedNames(b, q!.name)).toContain(q!.name);
  });
});
