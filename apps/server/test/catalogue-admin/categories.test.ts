import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategory, Category } from '@kesariya/shared';
import { errorsOf, type Client, imageForm, photo, staffClient, ownerApp } from '../media/admin-kit';
import { auditOf, productForm, storefront } from './catalogue-kit';

let app: FastifyInstance;
let owner: Client;
let staff: Client;

beforeAll(async () => {
  ({ app, owner } = await ownerApp());
  staff = await staffClient(app);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function create(body: Record<string, unknown>) {
  return staff.request<AdminCategory>('POST', '/api/admin/category/create', { json: body });
}

describe('POST /api/admin/category/create', () => {
  it('gives each category a unique slug from its title, last among its siblings', async () => {
    const first = await create({ title: 'Banarasi Weaves' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      slug: 'banarasi-weaves',
      parent_id: 0,
      status: 'Y',
      product_count: 0,
    });
    const second = await create({ title: 'Banarasi  weaves!', parent_id: 0 });
    expect(second.body.data.slug).toBe('banarasi-weaves-2');

    const child = await create({ title: 'Katan Silk', parent_id: first.body.data.id });
    expect(child.body.data).toMatchObject({
      parent_id: first.body.data.id,
      parent_title: 'Banarasi Weaves',
      sort_order: 1,
    });
    const [entry] = await auditOf(owner, 'category', child.body.data.id);
    expect(entry).toMatchObject({ action: 'category.create', after: { title: 'Katan Silk' } });
  });

  it('keeps the tree two levels deep and names the field at fault', async () => {
    const top = await create({ title: 'Festive Edit' });
    const child = await create({ title: 'Diwali Picks', parent_id: top.body.data.id });
    const grandchild = await create({ title: 'Too Deep', parent_id: child.body.data.id });
    expect(grandchild.status).toBe(400);
    expect(errorsOf(grandchild.body)).toEqual({
      parent_id: 'Choose a top-level category as the parent',
    });
    const empty = await create({ title: '' });
    expect(empty.body.message).toBe('title is required');
  });
});

describe('PUT /api/admin/category/update/{id}', () => {
  it('renames a category, hides it, and the storefront menu follows at once', async () => {
    const made = await create({ title: 'Monsoon Cottons' });
    const id = made.body.data.id;
    const menu = () =>
      storefront<Category[]>(app, '/api/website/category?parent=0').then((a) =>
        a.data.map((c) => c.id),
      );
    expect(await menu()).toContain(id);

    const hidden = await staff.request<AdminCategory>('PUT', `/api/admin/category/update/${id}`, {
      json: { title: 'Monsoon Mulmul', status: 'N' },
    });
    expect(hidden.body.data).toMatchObject({ slug: 'monsoon-mulmul', status: 'N' });
    expect(await menu()).not.toContain(id);
    const [entry] = await auditOf(owner, 'category', id);
    expect(entry).toMatchObject({
      action: 'category.update',
      before: { title: 'Monsoon Cottons', status: 'Y' },
      after: { title: 'Monsoon Mulmul', status: 'N' },
    });
  });
});

describe('POST /api/admin/category/reorder', () => {
  it('puts siblings in the order given and refuses mixing parents', async () => {
    const a = (await create({ title: 'Order A' })).body.data;
    const b = (await create({ title: 'Order B' })).body.data;
    const child = (await create({ title: 'Order Child', parent_id: a.id })).body.data;
    const answer = await staff.request('POST', '/api/admin/category/reorder', {
      json: { ids: [b.id, a.id] },
    });
    expect(answer.status).toBe(200);
    const list = await staff.request<AdminCategory[]>('GET', '/api/admin/category?search=order');
    expect(list.body.data.map((c) => c.title)).toEqual(['Order B', 'Order A', 'Order Child']);

    const mixed = await staff.request('POST', '/api/admin/category/reorder', {
      json: { ids: [b.id, child.id] },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe('Reorder categories of one parent at a time');
    const entries = await auditOf(owner, 'category', 0);
    expect(entries[0]).toMatchObject({
      action: 'category.reorder',
      after: { order: [b.id, a.id] },
    });
  });
});

describe('DELETE /api/admin/category/{id}', () => {
  it('refuses a category that holds products or sub-categories, and deletes an unused one', async () => {
    const parent = (await create({ title: 'Delete Parent' })).body.data;
    const child = (await create({ title: 'Delete Child', parent_id: parent.id })).body.data;
    await staff.request('POST', '/api/admin/product/create', { json: productForm(child.id) });

    const withChild = await staff.request('DELETE', `/api/admin/category/${parent.id}`);
    expect(withChild.status).toBe(409);
    expect(withChild.body.message).toBe(
      'This category holds 1 sub-category: move them first, or hide the category (status N)',
    );
    const withProduct = await staff.request('DELETE', `/api/admin/category/${child.id}`);
    expect(withProduct.body.message).toMatch(/^This category holds 1 product:/);

    const unused = (await create({ title: 'Delete Me' })).body.data;
    const deleted = await staff.request('DELETE', `/api/admin/category/${unused.id}`);
    expect(deleted.status).toBe(200);
    const [entry] = await auditOf(owner, 'category', unused.id);
    expect(entry).toMatchObject({ action: 'category.delete', after: null });
  });
});

describe('POST /api/admin/category/{id}/image', () => {
  it('stores an uploaded tile, serves it, and removes it again', async () => {
    const category = (await create({ title: 'Tile Test' })).body.data;
    expect(category.image).toBeNull();
    const uploaded = await staff.request<AdminCategory>(
      'POST',
      `/api/admin/category/${category.id}/image`,
      { form: imageForm(await photo({ r: 200, g: 30, b: 40 })) },
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.image).toBe(`/media/categories/${category.id}-480.webp`);
    const served = await app.inject({ url: uploaded.body.data.image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const notImage = await staff.request('POST', `/api/admin/category/${category.id}/image`, {
      form: imageForm(Buffer.from('not a picture')),
    });
    expect(notImage.status).toBe(400);

    const removed = await staff.request<AdminCategory>(
      'DELETE',
      `/api/admin/category/${category.id}/image`,
    );
    expect(removed.body.data.image).toBeNull();
    const actions = (await auditOf(owner, 'category', category.id)).map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['category.image.remove', 'category.image.set']);
  });
});
