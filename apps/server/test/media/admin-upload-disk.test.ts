import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  customerClient,
  describeImage,
  imageForm,
  photo,
  startUploadApp,
} from './admin-kit';
import { type UploadAnswer, uploadServeRemove } from './upload-flow';

const GREEN = { r: 20, g: 160, b: 60 };

let app: FastifyInstance;
let dataDir: { dir: string };
let admin: Client;
let productId: number;

/** Every original under DATA_DIR/media/uploads, as paths relative to it. */
function storedFiles(): string[] {
  const root = path.join(dataDir.dir, 'media', 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .sort();
}

/** The demo catalogue's pictures, stored there by the seed. */
let seeded: Set<string>;

/** The originals uploaded through the admin calls. */
function uploadedFiles(): string[] {
  return storedFiles().filter((file) => !seeded.has(file));
}

let started: Awaited<ReturnType<typeof startUploadApp>>;

beforeAll(async () => {
  started = await startUploadApp();
  ({ app, dataDir, admin, productId } = started);
  seeded = new Set(storedFiles());
}, 120_000);

afterAll(async () => started?.close());

describe('POST /api/admin/product/:id/image (uploads under DATA_DIR)', () => {
  it('stores the photo under DATA_DIR/media/uploads, serves it, lists it and removes it', async () => {
    await uploadServeRemove(app, admin, productId, async () => uploadedFiles());
  });

  it('keeps the original file as uploaded and renders every width from it', async () => {
    const original = await photo(GREEN, 'png');
    const upload = await admin.request<UploadAnswer>(
      'POST',
      `/api/admin/product/${productId}/image`,
      {
        form: imageForm(original, {}, 'green.png'),
      },
    );
    expect(upload.status).toBe(201);
    const file = uploadedFiles().find((name) => name.endsWith('.png'));
    expect(file).toBeDefined();
    expect(fs.readFileSync(path.join(dataDir.dir, 'media', 'uploads', file!))).toEqual(original);

    const served = await app.inject({ url: upload.body.data.urls['1080']! });
    expect(await describeImage(served.rawPayload)).toMatchObject({ width: 1080, height: 1440 });
    // Rendered WebPs go to the local cache, beside (not inside) the uploads.
    expect(
      fs.existsSync(path.join(dataDir.dir, 'media', 'cache', 'products', String(productId))),
    ).toBe(true);
    await admin.request(
      'DELETE',
      `/api/admin/product/${productId}/image/${upload.body.data.position}`,
    );
    expect(uploadedFiles()).toEqual([]);
  });

  it('appends each upload after the product’s existing pictures', async () => {
    const first = await admin.request<UploadAnswer>(
      'POST',
      `/api/admin/product/${productId}/image`,
      {
        form: imageForm(await photo(GREEN)),
      },
    );
    const second = await admin.request<UploadAnswer>(
      'POST',
      `/api/admin/product/${productId}/image`,
      {
        form: imageForm(await photo(GREEN)),
      },
    );
    expect(second.body.data.position).toBe(first.body.data.position + 1);
    for (const answer of [second, first])
      await admin.request(
        'DELETE',
        `/api/admin/product/${productId}/image/${answer.body.data.position}`,
      );
  });

  it('refuses a file that is not a picture, naming the image field', async () => {
    const answer = await admin.request('POST', `/api/admin/product/${productId}/image`, {
      form: imageForm(Buffer.from('%PDF-1.7 not a photo at all'), {}, 'invoice.jpg'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^image /);
    expect(uploadedFiles()).toEqual([]);
  });

  it('refuses a truncated photo whose header looks right', async () => {
    const whole = await photo(GREEN, 'jpeg', { width: 1200, height: 1600 });
    const answer = await admin.request('POST', `/api/admin/product/${productId}/image`, {
      form: imageForm(whole.subarray(0, Math.floor(whole.length / 2))),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^image /);
  });

  it('refuses an SVG: markup is not a product photo', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40"><rect width="30" height="40" fill="red"/></svg>',
    );
    const answer = await admin.request('POST', `/api/admin/product/${productId}/image`, {
      form: imageForm(svg, {}, 'logo.svg'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^image /);
  });

  it('refuses a file over 8 MB with a message naming the field and the limit', async () => {
    const answer = await admin.request('POST', `/api/admin/product/${productId}/image`, {
      form: imageForm(Buffer.alloc(8 * 1024 * 1024 + 1, 7)),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('image must be at most 8 MB');
    expect(uploadedFiles()).toEqual([]);
  });

  it('accepts a photo over the 5 MB limit of other forms', async () => {
    // Random pixels do not compress: a 1600 x 1200 PNG of noise is about 5.7 MB.
    const noise = Buffer.from(
      Array.from({ length: 1600 * 1200 * 3 }, () => (Math.random() * 256) | 0),
    );
    const big = await (
      await import('sharp')
    )
      .default(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const answer = await admin.request<UploadAnswer>(
      'POST',
      `/api/admin/product/${productId}/image`,
      {
        form: imageForm(big, {}, 'noise.png'),
      },
    );
    expect(answer.status).toBe(201);
    await admin.request(
      'DELETE',
      `/api/admin/product/${productId}/image/${answer.body.data.position}`,
    );
  });

  it('refuses two files in one request, naming the field', async () => {
    const form = imageForm(await photo(GREEN));
    form.append('image', new Blob([await photo(GREEN)], { type: 'image/jpeg' }), 'second.jpg');
    const answer = await admin.request('POST', `/api/admin/product/${productId}/image`, { form });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('image: send one picture per request');
    expect(uploadedFiles()).toEqual([]);
  });

  it('answers 400 naming the field when no file is sent', async () => {
    const form = new FormData();
    form.append('alt', 'no file here');
    const answer = await admin.request('POST', `/api/admin/product/${productId}/image`, { form });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^image is required/);
  });

  it('answers 404 for an unknown product and stores nothing', async () => {
    const answer = await admin.request('POST', '/api/admin/product/99999999/image', {
      form: imageForm(await photo(GREEN)),
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ status: false, message: 'Product not found' });
    expect(uploadedFiles()).toEqual([]);
  });

  it('refuses a customer’s session with 403', async () => {
    const customer = await customerClient(app);
    const answer = await customer.request('POST', `/api/admin/product/${productId}/image`, {
      form: imageForm(await photo(GREEN)),
    });
    expect(answer.status).toBe(403);
    expect(answer.body.status).toBe(false);
    const removal = await customer.request('DELETE', `/api/admin/product/${productId}/image/1`);
    expect(removal.status).toBe(403);
    expect(uploadedFiles()).toEqual([]);
  });

  it('refuses a visitor without a session with 401', async () => {
    const answer = await new Client(app).request('POST', `/api/admin/product/${productId}/image`, {
      form: imageForm(await photo(GREEN)),
    });
    expect(answer.status).toBe(401);
    const removal = await new Client(app).request(
      'DELETE',
      `/api/admin/product/${productId}/image/1`,
    );
    expect(removal.status).toBe(401);
  });

  it('refuses a wrong API client credential with 401, even with an admin session', async () => {
    const answer = await admin.request(
      'POST',
      `/api/admin/product/${productId}/image`,
      { form: imageForm(await photo(GREEN)) },
      { authorization: `Basic ${Buffer.from('kesariya-web:wrong').toString('base64')}` },
    );
    expect(answer.status).toBe(401);
    expect(uploadedFiles()).toEqual([]);
  });

  it('refuses an upload coming from another site (CSRF), even with an admin session', async () => {
    const answer = await admin.request(
      'POST',
      `/api/admin/product/${productId}/image`,
      { form: imageForm(await photo(GREEN)) },
      { origin: 'https://evil.example' },
    );
    expect(answer.status).toBe(403);
    const removal = await admin.request(
      'DELETE',
      `/api/admin/product/${productId}/image/1`,
      undefined,
      { origin: 'https://evil.example' },
    );
    expect(removal.status).toBe(403);
    expect(uploadedFiles()).toEqual([]);
  });

  it('removes a generated picture too, so the store owner can replace the demo art', async () => {
    const answer = await admin.request('DELETE', `/api/admin/product/${productId}/image/1`);
    expect(answer.status).toBe(200);
    expect((await app.inject({ url: `/media/products/${productId}/1-240.webp` })).statusCode).toBe(
      404,
    );
  });
});
