import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCoupon, CouponInfo } from '@kesariya/shared';
import { auditOf, storefront } from '../catalogue-admin/catalogue-kit';
import { errorsOf, type Client, staffClient, ownerApp } from '../media/admin-kit';

let app: FastifyInstance;
let owner: Client;

beforeAll(async () => {
  ({ app, owner } = await ownerApp());
}, 120_000);

afterAll(async () => {
  await app?.close();
});

let counter = 0;
function couponForm(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    code: `fest${process.pid % 1000}x${counter}`,
    description: 'Festive season',
    kind: 'percent',
    value: '15',
    max_discount: '500',
    min_order: '999',
    per_user_limit: '2',
    valid_from: '2026-01-01',
    valid_until: '2099-12-31',
    status: 'Y',
    ...overrides,
  };
}

describe('POST /api/admin/coupon', () => {
  it('creates an upper-cased coupon shoppers can see, and logs it', async () => {
    const form = couponForm();
    const created = await owner.request<AdminCoupon>('POST', '/api/admin/coupon', { json: form });
    expect(created.status).toBe(201);
    const coupon = created.body.data;
    expect(coupon).toMatchObject({
      code: form.code.toUpperCase(),
      kind: 'percent',
      value: 15,
      max_discount: 500,
      min_order: 999,
      per_user_limit: 2,
      valid_from: '2026-01-01',
      valid_until: '2099-12-31',
      status: 'Y',
      used: 0,
    });
    const shown = await storefront<CouponInfo[]>(app, '/api/website/coupon');
    expect(shown.data.map((c) => c.code)).toContain(coupon.code);
    const [entry] = await auditOf(owner, 'coupon', coupon.id);
    expect(entry).toMatchObject({ action: 'coupon.create', before: null, after: { value: 15 } });
  });

  it('refuses a code already taken whatever its case', async () => {
    const form = couponForm();
    await owner.request('POST', '/api/admin/coupon', { json: form });
    const again = await owner.request('POST', '/api/admin/coupon', {
      json: couponForm({ code: form.code.toLowerCase() }),
    });
    expect(again.status).toBe(409);
    expect(errorsOf(again.body)).toEqual({
      code: `A coupon with the code ${form.code.toUpperCase()} already exists`,
    });
  });

  it('names every field at fault at once', async () => {
    const answer = await owner.request('POST', '/api/admin/coupon', {
      json: {
        code: 'a b',
        kind: 'half',
        per_user_limit: '0',
        valid_from: '2026-13-45',
        valid_until: 'soon',
        min_order: 'lots',
        description: 'x'.repeat(201),
      },
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)).toEqual({
      code: 'Code may hold only letters, digits, - and _',
      kind: 'Choose a kind: percent or flat',
      per_user_limit: 'Uses per shopper must be a whole number from 1 to 1000',
      valid_from: 'Start date must be a date (YYYY-MM-DD)',
      valid_until: 'End date must be a date (YYYY-MM-DD) or empty',
      min_order: 'Minimum order must be an amount in rupees, such as 1499 or 1499.50',
      description: 'Description must be at most 200 characters',
    });
  });

  it('checks the value by kind, the cap, and the dates’ order', async () => {
    const percent = await owner.request('POST', '/api/admin/coupon', {
      json: couponForm({ value: '150', max_discount: '-5', valid_until: '2025-12-31' }),
    });
    expect(errorsOf(percent.body)).toEqual({
      value: 'A percent value must be a whole number from 1 to 100',
      max_discount: 'Maximum discount must be an amount in rupees above ₹0, or empty',
      valid_until: 'End date must be on or after the start date',
    });
    const flat = await owner.request('POST', '/api/admin/coupon', {
      json: couponForm({ kind: 'flat', value: '0' }),
    });
    expect(errorsOf(flat.body)).toEqual({
      value: 'A flat value must be an amount in rupees above ₹0, such as 200',
    });
    const short = await owner.request('POST', '/api/admin/coupon', {
      json: couponForm({ code: 'AB', value: '' }),
    });
    expect(errorsOf(short.body)).toEqual({
      code: 'Code must be at least 3 characters',
      value: 'Value is required',
    });
  });
});

describe('PUT /api/admin/coupon/:id and deactivate', () => {
  it('edits a coupon (a flat one has no cap), switches it off for shoppers, and logs both', async () => {
    const created = await owner.request<AdminCoupon>('POST', '/api/admin/coupon', {
      json: couponForm(),
    });
    const { id, code } = created.body.data;
    const edited = await owner.request<AdminCoupon>('PUT', `/api/admin/coupon/${id}`, {
      json: couponForm({ code, kind: 'flat', value: '200', max_discount: '300', valid_until: '' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      code,
      kind: 'flat',
      value: 200,
      max_discount: null,
      valid_until: null,
    });

    const off = await owner.request<AdminCoupon>('POST', `/api/admin/coupon/${id}/deactivate`);
    expect(off.body.data.status).toBe('N');
    const shown = await storefront<CouponInfo[]>(app, '/api/website/coupon');
    expect(shown.data.map((c) => c.code)).not.toContain(code);

    const list = await owner.request<AdminCoupon[]>(
      'GET',
      `/api/admin/coupon?q=${code.toLowerCase()}&status=N`,
    );
    expect(list.body.data.map((c) => c.id)).toEqual([id]);
    expect(list.body.pagination).toMatchObject({ page: 1, total: 1 });

    const [deactivated, update] = await auditOf(owner, 'coupon', id);
    expect(deactivated).toMatchObject({
      action: 'coupon.deactivate',
      before: { status: 'Y' },
      after: { status: 'N' },
    });
    expect(update).toMatchObject({
      action: 'coupon.update',
      before: { kind: 'percent' },
      after: { kind: 'flat', value: 200 },
    });
  });

  it('refuses to rename a coupon to another one’s code, and answers 404 for none', async () => {
    const a = await owner.request<AdminCoupon>('POST', '/api/admin/coupon', { json: couponForm() });
    const b = await owner.request<AdminCoupon>('POST', '/api/admin/coupon', { json: couponForm() });
    const clash = await owner.request('PUT', `/api/admin/coupon/${b.body.data.id}`, {
      json: couponForm({ code: a.body.data.code }),
    });
    expect(clash.status).toBe(409);
    expect(
      (await owner.request('PUT', '/api/admin/coupon/999999', { json: couponForm() })).status,
    ).toBe(404);
    expect((await owner.request('POST', '/api/admin/coupon/999999/deactivate')).status).toBe(404);
  });

  it('is refused to staff', async () => {
    const staff = await staffClient(app);
    expect((await staff.request('GET', '/api/admin/coupon')).status).toBe(403);
    expect((await staff.request('POST', '/api/admin/coupon', { json: couponForm() })).status).toBe(
      403,
    );
  });
});
