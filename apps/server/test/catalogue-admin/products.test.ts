import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDetail, AdminProductSummary, ProductDetail } from '@kesariya/shared';
import { errorsOf, Client, customerClient, staffClient, ownerApp } from '../media/admin-kit';
import { auditOf, productForm, someCategory, storefront } from './catalogue-kit';

let app: FastifyInstance;
let owner: Client;
let staff: Client;
let categoryId: number;

beforeAll(async () => {
  ({ app, owner } = await ownerApp());
  staff = await staffClient(app);
  categoryId = (await someCategory(owner)).id;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('POST /api/admin/product/create', () => {
  it('lets staff create a product with its sizes and stock, and logs who did', async () => {
    const form = productForm(categoryId);
    const answer = await staff.request<AdminProductDetail>('POST', '/api/admin/product/create', {
      json: form,
    });
    expect(answer.status).toBe(201);
    const product = answer.body.data;
    expect(product).toMatchObject({
      name: form.name,
      sku: form.sku,
      price: 1499,
      mrp: 2499,
      garment_type: 'kurta',
      flags: { hot_deal: true, new_arrival: false },
      sizes: [
        { size: 'M', stock: 4 },
        { size: 'L', stock: 0 },
      ],
      total_stock: 4,
      stock_state: 'low',
    });
    const [entry] = await auditOf(owner, 'product', product.id);
    expect(entry).toMatchObject({ action: 'product.create', before: null });
    expect(entry!.who).toMatch(/^Asha Staff/);
    expect(entry!.after).toMatchObject({ sku: form.sku, price: 1499 });
  });

  it('takes the form as the admin app sends it: form fields, sizes as JSON text', async () => {
    const form = productForm(categoryId);
    const body = new URLSearchParams({
      ...Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)])),
      sizes: JSON.stringify(form.sizes),
      is_hot_deal: 'on',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/product/create',
      headers: {
        authorization: (await import('../helpers/build-app')).AUTH,
        cookie: owner.staffCookie!,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: body.toString(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.sizes).toEqual(form.sizes);
  });

  it('refuses a price above the MRP, naming the price field', async () => {
    const answer = await owner.request('POST', '/api/admin/product/create', {
      json: productForm(categoryId, { price: 3000, mrp: 2499 }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Price cannot be more than the MRP');
    expect(errorsOf(answer.body)).toEqual({
      price: 'Price cannot be more than the MRP',
    });
  });

  it('names every wrong field at once, with messages the form can show', async () => {
    const answer = await owner.request('POST', '/api/admin/product/create', {
      json: productForm(categoryId, {
        name: '',
        price: 'abc',
        garment_type: 'gown',
        sizes: [
          { size: 'M', stock: 2 },
          { size: 'M', stock: -1 },
        ],
      }),
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)).toEqual({
      name: 'name is required',
      price: 'Price must be an amount in rupees, such as 1499 or 1499.50',
      garment_type: expect.stringMatching(/^garment_type must be one of: saree, lehenga/),
      sizes: 'Size 2: Stock must be a whole number from 0 to 100000',
    });
  });

  it('refuses a product without sizes and one whose SKU another product has', async () => {
    const noSizes = await owner.request('POST', '/api/admin/product/create', {
      json: productForm(categoryId, { sizes: [] }),
    });
    expect(noSizes.status).toBe(400);
    expect(noSizes.body.message).toBe('Add at least one size');

    const first = productForm(categoryId);
    await owner.request('POST', '/api/admin/product/create', { json: first });
    const again = await owner.request('POST', '/api/admin/product/create', {
      json: productForm(categoryId, { sku: first.sku.toLowerCase() }),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`SKU ${first.sku} is already used by ${first.name}`);
    expect(errorsOf(again.body)).toHaveProperty('sku');
  });

  it('is refused to a shopper and to a caller without a staff session', async () => {
    const shopper = await customerClient(app);
    const form = { json: productForm(categoryId) };
    expect((await shopper.request('POST', '/api/admin/product/create', form)).status).toBe(403);
    expect((await new Client(app).request('POST', '/api/admin/product/create', form)).status).toBe(
      401,
    );
  });
});

describe('the storefront sees a change at once', () => {
  it('finds a created product by its name, and shows the new price after an update', async () => {
    const name = 'Mehrunnisa Gota Patti Anarkali';
    const created = await owner.request<AdminProductDetail>('POST', '/api/admin/product/create', {
      json: productForm(categoryId, { name, garment_type: 'anarkali' }),
    });
    const id = created.body.data.id;

    // Warm the storefront's caches first, so the test proves they are dropped.
    const before = await storefront<ProductDetail>(app, `/api/website/product/${id}`);
    expect(before.data.price).toBe(1499);

    const found = await storefront<{ id: number }[]>(
      app,
      `/api/website/product?search=${encodeURIComponent('Mehrunnisa Anarkali')}`,
    );
    expect(found.data.map((p) => p.id)).toContain(id);

    const updated = await staff.request<AdminProductDetail>(
      'PUT',
      `/api/admin/product/update/${id}`,
      {
        json: productForm(categoryId, {
          name,
          sku: created.body.data.sku,
          price: 1199,
          sizes: [
            { size: 'M', stock_change: 0 },
            { size: 'L', stock_change: 0 },
          ],
        }),
      },
    );
    expect(updated.status).toBe(200);
    const after = await storefront<ProductDetail>(app, `/api/website/product/${id}`);
    expect(after.data.price).toBe(1199);
    expect(after.data.sizes).toEqual([
      { size: 'M', stock: 4 },
      { size: 'L', stock: 0 },
    ]);

    const [entry] = await auditOf(owner, 'product', id);
    expect(entry).toMatchObject({
      action: 'product.update',
      before: { price: 1499 },
      after: { price: 1199 },
    });
  });

  it('keeps a hidden product (status N) off the storefront', async () => {
    const form = productForm(categoryId, { status: 'N' });
    const created = await owner.request<AdminProductDetail>('POST', '/api/admin/product/create', {
      json: form,
    });
    const detail = await app.inject({
      url: `/api/website/product/${created.body.data.id}`,
      headers: { authorization: (await import('../helpers/build-app')).AUTH },
    });
    expect(detail.statusCode).toBe(404);
  });
});

describe('PUT /api/admin/product/update/{id}', () => {
  it('replaces the sizes: a size left out goes, a kept one takes its change, a new one its count', async () => {
    const form = productForm(categoryId);
    const { body } = await owner.request<AdminProductDetail>('POST', '/api/admin/product/create', {
      json: form,
    });
    const answer = await owner.request<AdminProductDetail>(
      'PUT',
      `/api/admin/product/update/${body.data.id}`,
      {
        json: {
          ...form,
          sizes: [
            { size: 'L', stock: 7, stock_seen: 0 },
            { size: 'XL', stock: 1 },
          ],
        },
      },
    );
    expect(answer.body.data.sizes).toEqual([
      { size: 'L', stock: 7 },
      { size: 'XL', stock: 1 },
    ]);
    expect(answer.body.data.stock_state).toBe('in');
  });

  it('answers 404 for a product that does not exist', async () => {
    const answer = await owner.request('PUT', '/api/admin/product/update/999999', {
      json: productForm(categoryId),
    });
    expect(answer.status).toBe(404);
  });
});

describe('GET /api/admin/product', () => {
  it('searches by name or SKU, filters by stock state and sorts, paged by the server', async () => {
    const form = productForm(categoryId, {
      name: 'Quillwork Sold Out Dupatta',
      sizes: [{ size: 'Free Size', stock: 0 }],
    });
    await owner.request('POST', '/api/admin/product/create', { json: form });

    const bySku = await staff.request<AdminProductSummary[]>(
      'GET',
      `/api/admin/product?search=${form.sku.toLowerCase()}`,
    );
    expect(bySku.body.data.map((p) => p.sku)).toEqual([form.sku]);

    const out = await staff.request<AdminProductSummary[]>(
      'GET',
      '/api/admin/product?search=quillwork&stock=out',
    );
    expect(out.body.data).toHaveLength(1);
    expect(out.body.data[0]).toMatchObject({ stock_state: 'out', total_stock: 0 });
    const none = await staff.request<AdminProductSummary[]>(
      'GET',
      '/api/admin/product?search=quillwork&stock=in',
    );
    expect(none.body.data).toHaveLength(0);

    const page = await staff.request<AdminProductSummary[]>(
      'GET',
      '/api/admin/product?sort=price&dir=asc&limit=5&page=2',
    );
    expect(page.body.pagination).toMatchObject({ page: 2, limit: 5 });
    expect(page.body.pagination!.total).toBeGreaterThan(10);
    const prices = page.body.data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const flagged = await staff.request<AdminProductSummary[]>(
      'GET',
      '/api/admin/product?flag=hot_deal&limit=100',
    );
    expect(flagged.body.data.every((p) => p.flags.hot_deal)).toBe(true);
  });

  it('refuses an unknown sort, naming the choices', async () => {
    const answer = await staff.request('GET', '/api/admin/product?sort=colour');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('sort must be one of: created, name, price, stock');
  });
});

describe('DELETE /api/admin/product/{id}', () => {
  it('deletes a product never ordered, and logs it', async () => {
    const { body } = await owner.request<AdminProductDetail>('POST', '/api/admin/product/create', {
      json: productForm(categoryId),
    });
    const answer = await staff.request('DELETE', `/api/admin/product/${body.data.id}`);
    expect(answer.body).toMatchObject({ message: 'Product deleted', data: { outcome: 'deleted' } });
    expect((await owner.request('GET', `/api/admin/product/${body.data.id}`)).status).toBe(404);
    const [entry] = await auditOf(owner, 'product', body.data.id);
    expect(entry).toMatchObject({ action: 'product.delete', after: null });
  });
});
