import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { encodeId, type AdminReview, type ProductDetail, type Review } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { AUTH } from '../helpers/build-app';
import { delivered } from '../helpers/delivered';
import type { Shopper, StockedSize } from '../cart/shopper-kit';
import { auditOf } from '../catalogue-admin/catalogue-kit';
import type { Client } from '../media/admin-kit';
import { deliveredOrder } from '../returns/return-kit';
import { GOOD_REVIEW, postReview, reviewTestApp } from './review-kit';

let app: FastifyInstance;
let admin: Client;
let sizesOfOneProduct: (count: number) => StockedSize[];
beforeAll(async () => {
  ({ app, admin, sizesOfOneProduct } = await reviewTestApp());
});
afterAll(async () => app.close());

/** A product with a 5-star and a 1-star review by one buyer; the 1-star review's id. */
async function reviewedProduct(): Promise<{ productId: number; low: Review; user: Shopper }> {
  const order = await deliveredOrder(app, admin, sizesOfOneProduct(2));
  const [a, b] = order.detail.items;
  await postReview(app, order.user, { ...GOOD_REVIEW, order_item_id: a!.id, rating: 5 });
  const low = await postReview(app, order.user, {
    ...GOOD_REVIEW,
    title: 'Colour ran',
    order_item_id: b!.id,
    rating: 1,
  });
  return { productId: a!.product_id, low: low.body.data, user: order.user };
}

async function productAnswer(id: number): Promise<ProductDetail> {
  const response = await app.inject({
    url: `/api/website/product/${id}`,
    headers: { authorization: AUTH },
  });
  return (response.json() as { data: ProductDetail }).data;
}

const moderate = (id: number, json: Record<string, string>) =>
  admin.request<AdminReview>('POST', `/api/admin/review/status/${id}`, { json });

describe('POST /api/admin/review/status/:id', () => {
  it('hides a review with a reason: it leaves the average, the shopper is told, the log keeps it', async () => {
    const { productId, low, user } = await reviewedProduct();
    expect((await productAnswer(productId)).rating).toEqual({ average: 3, count: 2 });

    const noReason = await moderate(low.id, { status: 'hidden' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('reason is required to hide a review');

    const hidden = await moderate(low.id, { status: 'hidden', reason: 'Shows another product' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({
      status: 'hidden',
      hidden_reason: 'Shows another product',
    });
    expect((await productAnswer(productId)).rating).toEqual({ average: 5, count: 1 });
    const listed = await user.call<Review[]>('GET', 'website/review', {
      query: { product_id: productId },
    });
    expect(listed.body.data.map((r) => r.rating)).toEqual([5]);
    expect(listed.body.other_data).toMatchObject({ average: 5, count: 1 });

    const [row] = await app.db.select().from(users).where(eq(users.id, user.userId));
    const mail = await delivered(
      app,
      row!.email!,
      (m) => m.subject === 'Your review is no longer shown',
    );
    expect(mail.body).toContain('Why: Shows another product');

    const [entry] = await auditOf(admin, 'review', low.id);
    expect(entry).toMatchObject({
      action: 'review.status',
      before: { status: 'published' },
      after: { status: 'hidden', hidden_reason: 'Shows another product' },
    });
  });

  it('replies as the store, shown under the review', async () => {
    const { productId, low } = await reviewedProduct();
    const replied = await moderate(low.id, { reply: 'Sorry! We have sent a replacement.' });
    expect(replied.status).toBe(200);
    expect(replied.body.message).toBe('Your reply is published');
    const detail = await productAnswer(productId);
    const shown = detail.top_reviews.find((r) => r.id === low.id);
    expect(shown?.store_reply?.text).toBe('Sorry! We have sent a replacement.');
    const [entry] = await auditOf(admin, 'review', low.id);
    expect(entry).toMatchObject({ action: 'review.reply' });
    expect((await moderate(999_999, { reply: 'x' })).status).toBe(404);
  });
});

describe('GET /api/admin/review', () => {
  it('filters by product, stars and status', async () => {
    const { productId, low } = await reviewedProduct();
    await moderate(low.id, { status: 'hidden', reason: 'Rude words' });
    const ones = await admin.request<AdminReview[]>(
      'GET',
      `/api/admin/review?product_id=${productId}&rating=1`,
    );
    expect(ones.body.data.map((r) => [r.id, r.status])).toEqual([[low.id, 'hidden']]);
    const shown = await admin.request<AdminReview[]>(
      'GET',
      `/api/admin/review?product_id=${productId}&status=published`,
    );
    expect(shown.body.data.map((r) => r.rating)).toEqual([5]);
    const bad = await admin.request('GET', '/api/admin/review?rating=9');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('rating must be 1 to 5');
  });
});

describe('the product with reviews', () => {
  it('carries aggregateRating and its reviews in the page JSON-LD, and none with the module off', async () => {
    const { productId } = await reviewedProduct();
    const page = async () => {
      const response = await app.inject({ url: `/product/${encodeId(productId)}/any` });
      const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(response.body);
      return JSON.parse(block![1]!) as Record<string, unknown>;
    };
    const ld = await page();
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect((ld.review as unknown[]).length).toBe(2);

    await admin.request('POST', '/api/admin/settings/modules/reviews', { json: { status: 'N' } });
    try {
      expect((await page()).aggregateRating).toBeUndefined();
      const detail = await productAnswer(productId);
      expect(detail).toMatchObject({ rating: null, fit_summary: null, top_reviews: [] });
    } finally {
      await admin.request('POST', '/api/admin/settings/modules/reviews', { json: { status: 'Y' } });
    }
  });
});
