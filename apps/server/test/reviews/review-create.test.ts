import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Review, ReviewSummary } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '../helpers/build-app';
import { loggedInUser, type StockedSize } from '../cart/shopper-kit';
import { photo, type Client } from '../media/admin-kit';
import { deliveredOrder } from '../returns/return-kit';
import { GOOD_REVIEW, postReview, reviewTestApp } from './review-kit';

let app: FastifyInstance;
let admin: Client;
let sizesOfOneProduct: (count: number) => StockedSize[];
beforeAll(async () => {
  ({ app, admin, sizesOfOneProduct } = await reviewTestApp());
});
afterAll(async () => app.close());

async function reviewsOf(productId: number, query: Record<string, string> = {}) {
  const user = await loggedInUser(app);
  return user.call<Review[]>('GET', 'website/review', {
    query: { product_id: productId, ...query },
  });
}

describe('POST /api/website/review/create', () => {
  it('publishes the buyer’s review of a delivered line at once, kept as typed, and only once', async () => {
    const order = await deliveredOrder(app, admin, sizesOfOneProduct(1));
    const line = order.detail.items[0]!;
    const typed = { title: '<b>Bold</b> & "quoted"', text: 'Fits well <script>x</script> ✓ 10/10' };

    const first = await postReview(app, order.user, {
      ...GOOD_REVIEW,
      ...typed,
      order_item_id: line.id,
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      rating: 5,
      ...typed,
      fit: 'true',
      author: 'Meera J.',
      verified_buyer: true,
      store_reply: null,
    });
    const listed = await reviewsOf(line.product_id);
    expect(listed.body.data.map((r) => [r.title, r.text])).toEqual([[typed.title, typed.text]]);

    const again = await postReview(app, order.user, { ...GOOD_REVIEW, order_item_id: line.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reviewed this item.');
  });

  it('refuses another shopper’s line and a line not yet delivered', async () => {
    const order = await deliveredOrder(app, admin, sizesOfOneProduct(1));
    const stranger = await loggedInUser(app);
    const theirs = await postReview(app, stranger, {
      ...GOOD_REVIEW,
      order_item_id: order.detail.items[0]!.id,
    });
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe('You can review only items you bought.');

    const placed = await deliveredOrder(app, admin, sizesOfOneProduct(1), {
      daysAgo: null,
    });
    const early = await postReview(app, placed.user, {
      ...GOOD_REVIEW,
      order_item_id: placed.detail.items[0]!.id,
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('You can review this item once it is delivered.');
  });

  it('asks a sized garment’s fit and names each field at fault', async () => {
    const order = await deliveredOrder(app, admin, sizesOfOneProduct(1));
    const id = order.detail.items[0]!.id;
    const noFit = await postReview(app, order.user, { ...GOOD_REVIEW, fit: '', order_item_id: id });
    expect(noFit.status).toBe(400);
    expect(noFit.body.message).toBe(
      'fit is required: say whether the size ran small, true or large',
    );
    const bad = await postReview(app, order.user, {
      order_item_id: id,
      rating: 6,
      title: '',
      text: 'Short',
      fit: 'tight',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.other_data).toMatchObject({
      errors: {
        rating: 'rating must be 1 to 5 stars',
        title: 'title is required',
        text: 'text must be at least 10 characters',
        fit: 'fit must be one of: small, true, large',
      },
    });
  });

  it('takes up to three photos, refuses a file that is no picture and serves them resized', async () => {
    const order = await deliveredOrder(app, admin, sizesOfOneProduct(1));
    const id = order.detail.items[0]!.id;
    const notPicture = await postReview(app, order.user, { ...GOOD_REVIEW, order_item_id: id }, [
      Buffer.from('not a picture at all'),
    ]);
    expect(notPicture.status).toBe(400);
    expect(notPicture.body.message).toMatch(/^photos: /);

    const red = await photo({ r: 200, g: 20, b: 20 }, 'jpeg', { width: 1600, height: 2000 });
    const made = await postReview(app, order.user, { ...GOOD_REVIEW, order_item_id: id }, [
      red,
      red,
    ]);
    expect(made.status).toBe(201);
    const photos = made.body.data.photos;
    expect(photos).toHaveLength(2);
    const served = await app.inject({
      method: 'GET',
      url: `${photos[0]!.url}-${photos[0]!.widths[0]}.webp`,
      headers: { authorization: AUTH },
    });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.width).toBe(photos[0]!.widths[0]);
  });
});

describe('GET /api/website/review', () => {
  it('sums up the stars and says the fit most buyers gave once three answered', async () => {
    const sizes = sizesOfOneProduct(3);
    const order = await deliveredOrder(app, admin, sizes);
    const [a, b, c] = order.detail.items;
    const productId = a!.product_id;
    await postReview(app, order.user, { ...GOOD_REVIEW, order_item_id: a!.id, rating: 5 });
    await postReview(app, order.user, {
      ...GOOD_REVIEW,
      order_item_id: b!.id,
      rating: 2,
      fit: 'small',
    });
    const two = await reviewsOf(productId);
    expect((two.body.other_data as unknown as ReviewSummary).fit_summary).toBeNull();

    await postReview(app, order.user, { ...GOOD_REVIEW, order_item_id: c!.id, rating: 4 });
    const three = await reviewsOf(productId, { sort: 'rating_low' });
    expect(three.body.other_data).toMatchObject({
      average: 3.7,
      count: 3,
      distribution: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 1 },
      fit: { small: 1, true: 2, large: 0 },
      fit_summary: {
        fit: 'true',
        percent: 67,
        answers: 3,
        shares: { small: 33, true: 67, large: 0 },
      },
    });
    expect(three.body.data.map((r) => r.rating)).toEqual([2, 4, 5]);
    const page = await reviewsOf(productId, { sort: 'rating_high', limit: '2', page: '2' });
    expect(page.body.data.map((r) => r.rating)).toEqual([2]);
  });
});

describe('the reviews module switch', () => {
  it('turns both calls off', async () => {
    const order = await deliveredOrder(app, admin, sizesOfOneProduct(1));
    const line = order.detail.items[0]!;
    const off = await admin.request('POST', '/api/admin/settings/modules/reviews', {
      json: { status: 'N' },
    });
    expect(off.status).toBe(200);
    try {
      const create = await postReview(app, order.user, { ...GOOD_REVIEW, order_item_id: line.id });
      expect(create.status).toBe(404);
      expect(create.body.message).toBe('Reviews are not available in this store.');
      const list = await reviewsOf(line.product_id);
      expect(list.status).toBe(404);
    } finally {
      await admin.request('POST', '/api/admin/settings/modules/reviews', { json: { status: 'Y' } });
    }
    const back = await postReview(app, order.user, { ...GOOD_REVIEW, order_item_id: line.id });
    expect(back.status).toBe(201);
  });
});
