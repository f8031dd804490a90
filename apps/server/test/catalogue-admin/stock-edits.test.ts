import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDetail, CatalogueImportReport } from '@kesariya/shared';
import { AUTH } from '../helpers/build-app';
import { addToCart, addAddress, place } from '../checkout/checkout-kit';
import { loggedInUser } from '../cart/shopper-kit';
import { type Client, errorsOf, ownerApp, staffClient } from '../media/admin-kit';
import { auditOf, productForm, someCategory } from './catalogue-kit';

// A sale made while staff have a product open (in the form or in an exported file) must stand:
// saving the form or importing the file may not put the sold pieces back.

let app: FastifyInstance;
let owner: Client;
let staff: Client;
let categoryId: number;
let categorySlug: string;

beforeAll(async () => {
  ({ app, owner } = await ownerApp());
  staff = await staffClient(app);
  const category = await someCategory(owner);
  categoryId = category.id;
  categorySlug = category.slug;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/** A product with 17 pieces of L and 3 of M, as staff create it. */
async function productWithStock(): Promise<{ form: Record<string, unknown>; id: number }> {
  const form = productForm(categoryId, {
    sizes: [
      { size: 'L', stock: 17 },
      { size: 'M', stock: 3 },
    ],
  });
  const made = await staff.request<AdminProductDetail>('POST', '/api/admin/product/create', {
    json: form,
  });
  expect(made.status).toBe(201);
  return { form, id: made.body.data.id };
}

/** A shopper buys `qty` pieces of a size, cash on delivery. */
async function sell(productId: number, size: string, qty: number): Promise<void> {
  const shopper = await loggedInUser(app);
  const addressId = await addAddress(shopper);
  await addToCart(shopper, { productId, size }, qty);
  const placed = await place(shopper, { address_id: addressId });
  expect(placed.status, placed.body.message).toBe(201);
}

async function stockOf(id: number): Promise<Record<string, number>> {
  const answer = await staff.request<AdminProductDetail>('GET', `/api/admin/product/${id}`);
  return Object.fromEntries(answer.body.data.sizes.map((s) => [s.size, s.stock]));
}

function update(id: number, form: Record<string, unknown>, sizes: unknown[]) {
  return staff.request<AdminProductDetail>('PUT', `/api/admin/product/update/${id}`, {
    json: { ...form, sizes },
  });
}

describe('PUT /api/admin/product/update/{id}: stock edited while pieces sell', () => {
  it('keeps a sale made while the form was open when staff fix only a typo', async () => {
    const { form, id } = await productWithStock();
    await sell(id, 'L', 2);
    // The form sends a size it did not touch as no change.
    const saved = await update(id, { ...form, name: `${String(form.name)} (typo fixed)` }, [
      { size: 'L', stock_change: 0 },
      { size: 'M', stock_change: 0 },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.data.name).toMatch(/\(typo fixed\)$/);
    expect(await stockOf(id)).toEqual({ L: 15, M: 3 });
  });

  it('refuses a count typed over a stock that moved meanwhile, and changes nothing', async () => {
    const { form, id } = await productWithStock();
    await sell(id, 'L', 2);
    const refused = await update(id, { ...form, price: 999 }, [
      { size: 'L', stock: 20, stock_seen: 17 },
      { size: 'M', stock_change: 0 },
    ]);
    expect(refused.status).toBe(409);
    const message =
      'The stock of size L changed from 17 to 15 while you were editing; check it and save again';
    expect(refused.body.message).toBe(message);
    expect(errorsOf(refused.body)).toEqual({ sizes: message });
    const after = await staff.request<AdminProductDetail>('GET', `/api/admin/product/${id}`);
    expect(after.body.data.price).toBe(1499);
    expect(await stockOf(id)).toEqual({ L: 15, M: 3 });

    // Typed again over what the form now shows, the count is taken.
    const again = await update(id, form, [
      { size: 'L', stock: 20, stock_seen: 15 },
      { size: 'M', stock_change: 0 },
    ]);
    expect(again.status).toBe(200);
    expect(await stockOf(id)).toEqual({ L: 20, M: 3 });
  });

  it('adds and takes away pieces by a change, never below zero', async () => {
    const { form, id } = await productWithStock();
    await sell(id, 'M', 1);
    const added = await update(id, form, [
      { size: 'L', stock_change: -5 },
      { size: 'M', stock_change: 4 },
    ]);
    expect(added.status).toBe(200);
    expect(await stockOf(id)).toEqual({ L: 12, M: 6 });

    const refused = await update(id, form, [
      { size: 'L', stock_change: -13 },
      { size: 'M', stock_change: 0 },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Size L has 12 in stock: 13 cannot be taken away');
    expect(await stockOf(id)).toEqual({ L: 12, M: 6 });
  });

  it('refuses a bare count for a size on sale, naming what to send', async () => {
    const { form, id } = await productWithStock();
    const refused = await update(id, form, [
      { size: 'L', stock: 17 },
      { size: 'M', stock_change: 0 },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Size L: send the stock you saw (stock_seen) with the new stock, or a stock change, so that a sale made meanwhile is not undone',
    );
    const both = await update(id, form, [{ size: 'L', stock: 3, stock_change: 1 }]);
    expect(both.status).toBe(400);
    expect(errorsOf(both.body)).toEqual({
      sizes: 'Size 1: Send a stock or a stock change for a size, not both',
    });
  });
});

describe('POST /api/admin/product/create without an SKU', () => {
  it('makes an SKU from the category, unique to the product, and keeps it on later saves', async () => {
    const { sku: _none, ...form } = productForm(categoryId);
    const first = await staff.request<AdminProductDetail>('POST', '/api/admin/product/create', {
      json: form,
    });
    const second = await staff.request<AdminProductDetail>('POST', '/api/admin/product/create', {
      json: { ...form, name: `${String(form.name)} II` },
    });
    expect(first.status).toBe(201);
    const prefix = categorySlug
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 3)
      .toUpperCase();
    expect(first.body.data.sku).toMatch(new RegExp(`^${prefix}-[2-9A-HJKMNP-TV-Z]{6}$`));
    expect(second.body.data.sku).not.toBe(first.body.data.sku);

    const saved = await update(first.body.data.id, { ...form, price: 1299 }, [
      { size: 'M', stock_change: 0 },
      { size: 'L', stock_change: 0 },
    ]);
    expect(saved.body.data).toMatchObject({ sku: first.body.data.sku, price: 1299 });
  });
});

describe('POST /api/admin/product/import: a file exported before a sale', () => {
  async function exportOf(sku: string): Promise<string> {
    const response = await app.inject({
      url: `/api/admin/product/export?search=${encodeURIComponent(sku)}`,
      headers: { authorization: AUTH, cookie: staff.staffCookie! },
    });
    return response.body.replace(/^\uFEFF/, '');
  }

  function importText(text: string) {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/csv' }), 'products.csv');
    return staff.request<CatalogueImportReport>('POST', '/api/admin/product/import', { form });
  }

  it('keeps the sale for a size the file left alone, and refuses a size it changed over one', async () => {
    const { form, id } = await productWithStock();
    const sku = String(form.sku);
    const exported = await exportOf(sku);
    expect(exported).toContain(',L:17|M:3,L:17|M:3,');
    await sell(id, 'L', 2);
    await sell(id, 'M', 1);

    // The file changed the price and M's stock; L is as exported.
    const edited = exported.replace(',1499,', ',1399,').replace(',L:17|M:3,', ',L:17|M:10,');
    const report = await importText(edited);
    expect(report.status).toBe(200);
    expect(report.body.data).toEqual({
      created: 0,
      updated: 0,
      rejected: [
        {
          row: 2,
          sku,
          reasons: [
            'The stock of size M changed from 3 to 2 while you were editing; check it and save again',
          ],
        },
      ],
    });
    expect(await stockOf(id)).toEqual({ L: 15, M: 2 });

    // Left as exported, the row's other changes are taken and both sales stand.
    const priceOnly = exported.replace(',1499,', ',1399,');
    const taken = await importText(priceOnly);
    expect(taken.body.data).toEqual({ created: 0, updated: 1, rejected: [] });
    expect(await stockOf(id)).toEqual({ L: 15, M: 2 });
    const [entry] = await auditOf(owner, 'product', id);
    expect(entry).toMatchObject({
      action: 'product.update',
      before: { price: 1499 },
      after: { price: 1399 },
    });
  });

  it('refuses to set a size on sale from a file without the stock it saw', async () => {
    const { form, id } = await productWithStock();
    const exported = await exportOf(String(form.sku));
    const [head, line] = exported.trimEnd().split('\r\n');
    const seenAt = head!.split(',').indexOf('stock_seen');
    const drop = (text: string) =>
      text
        .split(',')
        .filter((_, i) => i !== seenAt)
        .join(',');
    const report = await importText(
      `${drop(head!)}\r\n${drop(line!).replace('L:17|M:3', 'L:30|M:3|XL:2')}`,
    );
    expect(report.body.data.rejected[0]!.reasons).toEqual([
      'Size L: send the stock you saw (stock_seen) with the new stock, or a stock change, so that a sale made meanwhile is not undone',
    ]);
    expect(await stockOf(id)).toEqual({ L: 17, M: 3 });
  });

  it('writes one audit entry per product it changed, and none for one it left as it was', async () => {
    const a = await productWithStock();
    const b = await productWithStock();
    const exportedA = await exportOf(String(a.form.sku));
    const exportedB = await exportOf(String(b.form.sku));
    const lineB = exportedB.trimEnd().split('\r\n')[1]!;
    const file = `${exportedA.trimEnd().replace(',1499,', ',1199,')}\r\n${lineB}\r\n`;
    const report = await importText(file);
    expect(report.body.data).toEqual({ created: 0, updated: 2, rejected: [] });
    const [entryA] = await auditOf(owner, 'product', a.id);
    expect(entryA).toMatchObject({
      action: 'product.update',
      who: expect.stringMatching(/^Asha Staff/),
      before: { price: 1499 },
      after: { price: 1199 },
    });
    const entriesB = await auditOf(owner, 'product', b.id);
    expect(entriesB.map((e) => e.action)).toEqual(['product.create']);
  });
});
