import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Envelope } from '@kesariya/shared';
import { AUTH } from '../helpers/build-app';
import { type Client, describeImage, imageForm, photo } from './admin-kit';

export interface UploadAnswer {
  position: number;
  url: string;
  urls: Record<string, string>;
}

const SAFFRON = { r: 240, g: 120, b: 20 };

async function productPageImages(app: FastifyInstance, productId: number) {
  const detail = await app.inject({
    url: `/api/website/product/${productId}`,
    headers: { authorization: AUTH },
  });
  return (detail.json() as Envelope<{ images: { url: string; alt: string }[] }>).data.images;
}

/**
 * The store owner's whole round trip, whatever the storage: upload a saffron photo, see it served
 * as WebP at the requested width and listed on the product page, remove it, and see it gone.
 * `stored` says whether the storage holds an original under a key (checked while it exists and
 * after the removal).
 */
export async function uploadServeRemove(
  app: FastifyInstance,
  admin: Client,
  productId: number,
  stored: () => Promise<string[]>,
): Promise<void> {
  const before = await stored();
  // Read once before the change, so a cached product page would have to be refreshed to pass.
  const shownBefore = await productPageImages(app, productId);
  const upload = await admin.request<UploadAnswer>(
    'POST',
    `/api/admin/product/${productId}/image`,
    { form: imageForm(await photo(SAFFRON), { alt: 'Saffron kurta, front' }) },
  );
  expect(upload.status).toBe(201);
  const { position, urls } = upload.body.data;
  expect(urls['360']).toBe(`/media/products/${productId}/${position}-360.webp`);

  const after = await stored();
  expect(after.length).toBe(before.length + 1);

  const served = await app.inject({ url: urls['360']! });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  const picture = await describeImage(served.rawPayload);
  expect(picture).toMatchObject({ format: 'webp', width: 360, height: 480 });
  // The flat saffron photo, not generated garment art.
  expect(Math.abs(picture.r - SAFFRON.r)).toBeLessThan(12);
  expect(Math.abs(picture.g - SAFFRON.g)).toBeLessThan(12);
  expect(Math.abs(picture.b - SAFFRON.b)).toBeLessThan(12);

  const images = await productPageImages(app, productId);
  expect(images).toHaveLength(shownBefore.length + 1);
  expect(images.at(-1)).toMatchObject({
    url: `/media/products/${productId}/${position}`,
    alt: 'Saffron kurta, front',
  });

  const removed = await admin.request(
    'DELETE',
    `/api/admin/product/${productId}/image/${position}`,
  );
  expect(removed.status).toBe(200);
  expect(await stored()).toEqual(before);
  expect((await app.inject({ url: urls['360']! })).statusCode).toBe(404);
  expect(await productPageImages(app, productId)).toEqual(shownBefore);
  const again = await admin.request('DELETE', `/api/admin/product/${productId}/image/${position}`);
  expect(again.status).toBe(404);
}
