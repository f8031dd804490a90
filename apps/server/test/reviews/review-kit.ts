/** Delivered lines to review, and the review calls as the storefront makes them. */
import type { FastifyInstance } from 'fastify';
import type { Envelope, Review } from '@kesariya/shared';
import { AUTH } from '../helpers/build-app';
import type { Shopper, StockedSize } from '../cart/shopper-kit';
import type { Client } from '../media/admin-kit';
import { afterSaleApp } from '../orders/after-sale-kit';

export const GOOD_REVIEW = {
  rating: 5,
  title: 'Lovely kurta',
  text: 'Soft cotton, the colour is just as in the photos.',
  fit: 'true',
};

/**
 * Sizes (not Free Size) of a product no earlier call was given, `count` of them, from `fresh`:
 * each test's product then has only that test's reviews, so its summary is the test's own.
 */
function productSizesPicker(fresh: () => StockedSize) {
  const given = new Set<number>();
  return (count: number): StockedSize[] => {
    let picked: StockedSize[] = [];
    while (picked.length < count) {
      const size = fresh();
      if (size.size === 'Free Size' || given.has(size.productId)) continue;
      picked = picked[0]?.productId === size.productId ? [...picked, size] : [size];
    }
    given.add(picked[0]!.productId);
    return picked;
  };
}

/** The store the review tests share: its app, the owner's client and a picker of sizes to review. */
export async function reviewTestApp(): Promise<{
  app: FastifyInstance;
  admin: Client;
  sizesOfOneProduct: (count: number) => StockedSize[];
}> {
  const { app, admin, fresh } = await afterSaleApp({ minRupees: 0, maxRupees: 5000 });
  return { app, admin, sizesOfOneProduct: productSizesPicker(fresh) };
}

/** POST website/review/create as the web app's form sends it, with photo files when given. */
export async function postReview(
  app: FastifyInstance,
  user: Shopper,
  fields: Record<string, string | number>,
  photos: Buffer[] = [],
): Promise<{ status: number; body: Envelope<Review> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const [i, bytes] of photos.entries())
    form.append('photos', new Blob([bytes], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const headers: Record<string, string> = {
    authorization: AUTH,
    'content-type': encoded.headers.get('content-type')!,
  };
  if (user.cookie) headers.cookie = user.cookie;
  const response = await app.inject({
    method: 'POST',
    url: '/api/website/review/create',
    headers,
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() };
}
