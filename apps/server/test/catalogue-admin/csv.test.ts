import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCategory,
  AdminProductDetail,
  AdminProductSummary,
  CatalogueImportReport,
} from '@kesariya/shared';
import { CATALOGUE_CSV_COLUMNS } from '@kesariya/shared';
import { AUTH } from '../helpers/build-app';
import { type Client, staffClient, ownerApp } from '../media/admin-kit';
import { auditOf, productForm, someCategory, storefront } from './catalogue-kit';

let app: FastifyInstance;
let owner: Client;
let staff: Client;
let category: AdminCategory;

beforeAll(async () => {
  ({ app, owner } = await ownerApp());
  staff = await staffClient(app);
  category = await someCategory(owner);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function exportCsv(
  client: Client,
  query = '',
): Promise<{ status: number; text: string; type: string }> {
  const response = await app.inject({
    url: `/api/admin/product/export${query}`,
    headers: { authorization: AUTH, cookie: client.staffCookie! },
  });
  return {
    status: response.statusCode,
    text: response.body,
    type: String(response.headers['content-type']),
  };
}

function importForm(text: string) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'products.csv');
  return { form };
}

const header = CATALOGUE_CSV_COLUMNS.join(',');

function row(values: Partial<Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string>>): string {
  return CATALOGUE_CSV_COLUMNS.map((column) => values[column] ?? '').join(',');
}

describe('GET /api/admin/product/export', () => {
  it('streams one row per product, prices in rupees, sizes as S:4|M:0 and the stock it saw', async () => {
    const form = productForm(category.id, {
      name: 'Export, "Quoted" Saree',
      description: '=HYPERLINK("x")',
    });
    await staff.request('POST', '/api/admin/product/create', { json: form });
    const answer = await exportCsv(staff, `?search=${encodeURIComponent('Export, "Quoted"')}`);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/csv; charset=utf-8');
    const lines = answer.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      header,
      [
        form.sku,
        '"Export, ""Quoted"" Saree"',
        category.slug,
        '1499',
        '2499',
        'Y',
        'M:4|L:0',
        'M:4|L:0',
        'kurta',
        'Chanderi',
        'Teal',
        'Blue',
        'Festive',
        'Dry clean only',
        `"'=HYPERLINK(""x"")"`,
        'Y',
        'N',
        'N',
        'N',
      ].join(','),
    ]);
  });

  it('exports the whole catalogue, and importing the export changes nothing', async () => {
    const exported = await exportCsv(owner);
    const before = await staff.request<AdminProductSummary[]>('GET', '/api/admin/product?limit=1');
    const rows = exported.text.trimEnd().split('\r\n').length - 1;
    expect(rows).toBe(before.body.pagination!.total);

    const report = await staff.request<CatalogueImportReport>(
      'POST',
      '/api/admin/product/import',
      importForm(exported.text),
    );
    expect(report.status).toBe(200);
    expect(report.body.data).toEqual({ created: 0, updated: rows, rejected: [] });
    expect((await exportCsv(owner)).text).toBe(exported.text);
  });
});

describe('POST /api/admin/product/import', () => {
  it('creates and updates good rows by SKU and reports each bad row with its reasons', async () => {
    const existing = productForm(category.id);
    const made = await staff.request<AdminProductDetail>('POST', '/api/admin/product/create', {
      json: existing,
    });
    const text = [
      header,
      row({
        sku: `imp-${process.pid}-1`,
        name: 'Imported Paithani Saree',
        category: category.slug,
        price: '8999',
        mrp: '10999.50',
        sizes: 'Free Size:3',
        garment_type: 'saree',
        hot_deal: 'Y',
      }),
      row({
        sku: existing.sku,
        name: existing.name,
        category: category.slug,
        price: '999',
        mrp: '2499',
        sizes: 'M:9|XL:1',
        stock_seen: 'M:4|L:0',
      }),
      row({
        sku: `imp-${process.pid}-2`,
        name: 'Too Dear',
        category: 'no-such-category',
        price: '500',
        mrp: '400',
        sizes: 'M:x',
      }),
      row({
        sku: `imp-${process.pid}-1`,
        name: 'Twice',
        category: category.slug,
        price: '1',
        mrp: '1',
        sizes: 'M:1',
      }),
    ].join('\n');

    const answer = await staff.request<CatalogueImportReport>(
      'POST',
      '/api/admin/product/import',
      importForm(text),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      created: 1,
      updated: 1,
      rejected: [
        {
          row: 4,
          sku: `IMP-${process.pid}-2`,
          reasons: [
            'No category has the slug no-such-category',
            'Size 1: Stock must be a whole number from 0 to 100000',
            'Price cannot be more than the MRP',
          ],
        },
        {
          row: 5,
          sku: `IMP-${process.pid}-1`,
          reasons: [`SKU IMP-${process.pid}-1 is already in row 2 of this file`],
        },
      ],
    });

    const updated = await staff.request<AdminProductDetail>(
      'GET',
      `/api/admin/product/${made.body.data.id}`,
    );
    expect(updated.body.data).toMatchObject({
      price: 999,
      sizes: [
        { size: 'M', stock: 9 },
        { size: 'XL', stock: 1 },
      ],
    });
    const found = await storefront<{ name: string }[]>(
      app,
      '/api/website/product?search=Imported%20Paithani',
    );
    expect(found.data.map((p) => p.name)).toContain('Imported Paithani Saree');

    const [entry] = await auditOf(owner, 'catalogue', 'products');
    expect(entry).toMatchObject({
      action: 'catalogue.import',
      after: { rows: 4, created: 1, updated: 1, rejected: 2 },
    });
  });

  it('reports a price above the MRP as the form does', async () => {
    const text = [
      header,
      row({
        sku: 'IMP-MRP',
        name: 'Dear',
        category: category.slug,
        price: '500',
        mrp: '400',
        sizes: 'M:1',
      }),
    ].join('\r\n');
    const answer = await staff.request<CatalogueImportReport>(
      'POST',
      '/api/admin/product/import',
      importForm(text),
    );
    expect(answer.body.data.rejected).toEqual([
      { row: 2, sku: 'IMP-MRP', reasons: ['Price cannot be more than the MRP'] },
    ]);
  });

  it('refuses a file without the columns, and one without a file', async () => {
    const answer = await staff.request(
      'POST',
      '/api/admin/product/import',
      importForm('sku,name\nA,B'),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^file: the header lacks the columns category, price/);
    const none = await staff.request('POST', '/api/admin/product/import', { form: new FormData() });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('file is required: choose a CSV file');
  });
});
