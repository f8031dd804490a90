import type { FastifyInstance } from 'fastify';
import type { WishlistEntry } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';
import {
  guest,
  loggedInUser,
  missingProductId,
  stockedSizes,
  type StockedSize,
} from '../cart/shopper-kit';

let app: FastifyInstance;
let sizes: StockedSize[];
beforeAll(async () => {
  app = await buildTestApp();
  sizes = await stockedSizes(app, 3);
});
afterAll(async () => app.close());

describe('website/wishlist', () => {
  it('adds idempotently, lists newest first with sizes, and removes', async () => {
    const user = await loggedInUser(app);
    const addOne = (productId: number) =>
      user.call('POST', 'website/wishlist/add-to-wishlist', {
        form: { user_id: user.userId, product_id: productId },
      });
    const first = await addOne(sizes[0]!.productId);
    expect(first.body).toMatchObject({
      status: true,
      message: 'Product added to wishlist',
      other_data: { wishlist_count: 1 },
    });
    expect((await addOne(sizes[0]!.productId)).body.other_data).toEqual({ wishlist_count: 1 });
    const otherProduct = (await stockedSizes(app, 40)).find(
      (s) => s.productId !== sizes[0]!.productId,
    )!;
    expect((await addOne(otherProduct.productId)).body.other_data).toEqual({ wishlist_count: 2 });

    const list = await user.call<WishlistEntry[]>('GET', 'website/wishlist/wishlist-items', {
      query: { user_id: user.userId },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((e) => e.product_id)).toEqual([
      otherProduct.productId,
      sizes[0]!.productId,
    ]);
    expect(list.body.data[0]!.sizes.length).toBeGreaterThan(0);
    expect(list.body.data[0]).toMatchObject({
      price: otherProduct.pricePaise / 100,
      in_stock: true,
    });

    const removed = await user.call('DELETE', 'website/wishlist/remove-from-wishlist', {
      query: { user_id: user.userId, product_id: sizes[0]!.productId },
    });
    expect(removed.body).toMatchObject({ status: true, other_data: { wishlist_count: 1 } });
    const again = await user.call('DELETE', 'website/wishlist/remove-from-wishlist', {
      form: { user_id: user.userId, product_id: sizes[0]!.productId },
    });
    expect(again.status).toBe(404);
  });

  it('needs a logged-in user: 401 for guests on every call', async () => {
    const g = guest(app);
    expect(
      (await g.call('GET', 'website/wishlist/wishlist-items', { query: { user_id: 0 } })).status,
    ).toBe(401);
    expect(
      (
        await g.call('POST', 'website/wishlist/add-to-wishlist', {
          form: { user_id: 0, product_id: sizes[0]!.productId },
        })
      ).status,
    ).toBe(401);
    const removed = await g.call('DELETE', 'website/wishlist/remove-from-wishlist', {
      query: { user_id: 0, product_id: sizes[0]!.productId },
    });
    expect(removed.status).toBe(401);
    expect(removed.body).toEqual({
      status: false,
      message: 'Please log in to continue.',
      data: null,
    });
  });

  it("refuses another user's user_id with 403 and leaves their list alone", async () => {
    const asha = await loggedInUser(app);
    const ravi = await loggedInUser(app);
    await ravi.call('POST', 'website/wishlist/add-to-wishlist', {
      form: { user_id: ravi.userId, product_id: sizes[1]!.productId },
    });
    expect(
      (
        await asha.call('GET', 'website/wishlist/wishlist-items', {
          query: { user_id: ravi.userId },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await asha.call('POST', 'website/wishlist/add-to-wishlist', {
          form: { user_id: ravi.userId, product_id: sizes[2]!.productId },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await asha.call('DELETE', 'website/wishlist/remove-from-wishlist', {
          query: { user_id: ravi.userId, product_id: sizes[1]!.productId },
        })
      ).status,
    ).toBe(403);
    const theirs = await ravi.call<WishlistEntry[]>('GET', 'website/wishlist/wishlist-items', {
      query: { user_id: ravi.userId },
    });
    expect(theirs.body.data.map((e) => e.product_id)).toEqual([sizes[1]!.productId]);
  });

  it('refuses an unknown product (404) and a bad product_id (400)', async () => {
    const user = await loggedInUser(app);
    const unknown = await user.call('POST', 'website/wishlist/add-to-wishlist', {
      form: { user_id: user.userId, product_id: await missingProductId(app) },
    });
    expect(unknown.status).toBe(404);
    const bad = await user.call('POST', 'website/wishlist/add-to-wishlist', {
      form: { user_id: user.userId, product_id: '-3' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('product_id must be a positive whole number');
  });
});
