import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, productSizes } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import {
  cartView,
  guest,
  loggedInUser,
  missingProductId,
  setStock,
  sizeNotOffered,
  stockedSizes,
  type Shopper,
  type StockedSize,
} from './shopper-kit';

let app: FastifyInstance;
let sizes: StockedSize[];
beforeAll(async () => {
  app = await buildTestApp();
  // Distinct sizes for the tests below; each test changes stock only of its own.
  sizes = await stockedSizes(app, 17, 0, 1);
});
afterAll(async () => app.close());

const add = (shopper: Shopper, fields: Record<string, string | number>) =>
  shopper.call('POST', 'website/cart/add', { form: { ...shopper.owner, ...fields } });
const view = (shopper: Shopper, query: Record<string, string | number> = {}) =>
  cartView(shopper, query);

describe('POST /api/website/cart/add', () => {
  it('adds a line for a guest with prices from the catalogue, whatever the request says', async () => {
    const s = sizes[0]!;
    await setStock(app, s.productId, s.size, 8);
    const g = guest(app);
    const answer = await add(g, {
      product_id: s.productId,
      size: s.size,
      qty: 2,
      price: 1,
      mrp: 2,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      message: 'Product added to cart',
      other_data: { cart_count: 1, wishlist_count: 0 },
    });
    const { body } = await view(g);
    const line = body.data.items[0]!;
    expect(line).toMatchObject({
      product_id: s.productId,
      size: s.size,
      qty: 2,
      price: s.pricePaise / 100,
      mrp: s.mrpPaise / 100,
      stock: 8,
      available: true,
      issue: null,
    });
    expect(line.line_total).toBe((s.pricePaise * 2) / 100);
    expect(body.data.summary.subtotal).toBe((s.pricePaise * 2) / 100);
    expect(body.data.summary.mrp_total).toBe((s.mrpPaise * 2) / 100);
    expect(body.data.summary.discount).toBe(((s.mrpPaise - s.pricePaise) * 2) / 100);
  });

  it('raises the quantity when the same product and size is added again, and counts one line', async () => {
    const s = sizes[1]!;
    await setStock(app, s.productId, s.size, 9);
    const g = guest(app);
    await add(g, { product_id: s.productId, size: s.size, qty: 2 });
    const again = await add(g, { product_id: s.productId, size: s.size, qty: 3 });
    expect(again.body.other_data).toMatchObject({ cart_count: 1 });
    expect((await view(g)).body.data.items[0]!.qty).toBe(5);
  });

  it('answers the badge count of distinct lines: one on the first add, one more per new size', async () => {
    const [a, b] = [sizes[15]!, sizes[16]!];
    await setStock(app, a.productId, a.size, 9);
    await setStock(app, b.productId, b.size, 9);
    const g = guest(app);
    const user = await loggedInUser(app);
    const userAdd = (s: StockedSize) =>
      user.call('POST', 'website/cart/add', {
        form: { user_id: user.userId, product_id: s.productId, size: s.size, qty: 1 },
      });
    for (const addTo of [
      (s: StockedSize) => add(g, { product_id: s.productId, size: s.size, qty: 1 }),
      userAdd,
    ]) {
      expect((await addTo(a)).body.other_data).toMatchObject({ cart_count: 1 });
      expect((await addTo(b)).body.other_data).toMatchObject({ cart_count: 2 });
      expect((await addTo(a)).body.other_data).toMatchObject({ cart_count: 2 });
    }
  });

  it("counts both of a new guest's simultaneous first adds (a double click) in one cart", async () => {
    const s = sizes[12]!;
    await setStock(app, s.productId, s.size, 9);
    const g = guest(app);
    const answers = await Promise.all(
      [1, 2, 3].map(() => add(g, { product_id: s.productId, size: s.size, qty: 1 })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const { body } = await view(g);
    expect(body.data.items).toHaveLength(1);
    expect(body.data.items[0]!.qty).toBe(3);
  });

  it('lets only one of two simultaneous adds that together exceed the stock through, saying why', async () => {
    const s = sizes[13]!;
    await setStock(app, s.productId, s.size, 3);
    const g = guest(app);
    await add(g, { product_id: s.productId, size: s.size, qty: 1 });
    const answers = await Promise.all(
      [1, 2].map(() => add(g, { product_id: s.productId, size: s.size, qty: 2 })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.status === 400)!;
    expect(refused.body.message).toBe(`Only 3 left in size ${s.size}; 3 already in your cart`);
    expect(answers.find((a) => a.status === 200)!.body.other_data).toMatchObject({
      cart_count: 1,
    });
    expect((await view(g)).body.data.items[0]!.qty).toBe(3);
  });

  it('refuses raising a line above 10 pieces or above the stock, saying why', async () => {
    const s = sizes[2]!;
    await setStock(app, s.productId, s.size, 50);
    const g = guest(app);
    await add(g, { product_id: s.productId, size: s.size, qty: 8 });
    const over = await add(g, { product_id: s.productId, size: s.size, qty: 3 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(
      'You can buy at most 10 pieces of one size; 8 already in your cart',
    );
    await setStock(app, s.productId, s.size, 9);
    const overStock = await add(g, { product_id: s.productId, size: s.size, qty: 2 });
    expect(overStock.status).toBe(400);
    expect(overStock.body.message).toBe(`Only 9 left in size ${s.size}; 8 already in your cart`);
    expect((await view(g)).body.data.items[0]!.qty).toBe(8);
  });

  it("marks the guest's cart as changed when a line is added, not when an add is refused", async () => {
    const s = sizes[14]!;
    await setStock(app, s.productId, s.size, 2);
    const g = guest(app);
    const sessionId = String(g.owner.session_id);
    const cartOf = async () =>
      (await app.db.select().from(carts).where(eq(carts.sessionId, sessionId)))[0];
    await add(g, { product_id: await missingProductId(app), size: s.size, qty: 1 });
    expect(await cartOf()).toBeUndefined();
    await add(g, { product_id: s.productId, size: s.size, qty: 1 });
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await app.db.update(carts).set({ updatedAt: longAgo }).where(eq(carts.sessionId, sessionId));
    expect((await add(g, { product_id: s.productId, size: s.size, qty: 2 })).status).toBe(400);
    expect((await cartOf())!.updatedAt).toEqual(longAgo);
    expect((await add(g, { product_id: s.productId, size: s.size, qty: 1 })).status).toBe(200);
    expect((await cartOf())!.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());
  });

  it('refuses quantity 0, -1, 11, a fraction and text, naming qty', async () => {
    const s = sizes[3]!;
    const g = guest(app);
    for (const qty of ['0', '-1', '11', '1.5', 'two']) {
      const answer = await add(g, { product_id: s.productId, size: s.size, qty });
      expect(answer.status, qty).toBe(400);
      expect(answer.body).toEqual({
        status: false,
        message: 'qty must be a whole number from 1 to 10',
        data: null,
        other_data: { errors: { qty: 'qty must be a whole number from 1 to 10' } },
      });
    }
    const missing = await g.call('POST', 'website/cart/add', {
      form: { ...g.owner, product_id: s.productId, size: s.size },
    });
    expect(missing.body.message).toBe('qty is required');
  });

  it('refuses a quantity above the stock with the number left', async () => {
    const s = sizes[4]!;
    await setStock(app, s.productId, s.size, 3);
    const answer = await add(guest(app), { product_id: s.productId, size: s.size, qty: 4 });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`Only 3 left in size ${s.size}`);
  });

  it('refuses an unknown product (404), a size the product lacks and a sold-out size (400)', async () => {
    const s = sizes[5]!;
    const g = guest(app);
    const unknown = await add(g, { product_id: await missingProductId(app), size: 'M', qty: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Product not found');
    const lacking = await sizeNotOffered(app, s.productId);
    const noSize = await add(g, { product_id: s.productId, size: lacking, qty: 1 });
    expect(noSize.status).toBe(400);
    expect(noSize.body.message).toBe(`Size ${lacking} is not available for this product`);
    const noSizeField = await add(g, { product_id: s.productId, qty: 1 });
    expect(noSizeField.body.message).toBe('size is required');
    await setStock(app, s.productId, s.size, 0);
    const soldOut = await add(g, { product_id: s.productId, size: s.size, qty: 1 });
    expect(soldOut.status).toBe(400);
    expect(soldOut.body.message).toBe(`Size ${s.size} is sold out`);
    const badId = await add(g, { product_id: 'abc', size: s.size, qty: 1 });
    expect(badId.body.message).toBe('product_id must be a positive whole number');
  });

  it('needs a session_id from a guest', async () => {
    const s = sizes[6]!;
    const answer = await guest(app).call('POST', 'website/cart/add', {
      form: { user_id: 0, product_id: s.productId, size: s.size, qty: 1 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('session_id is required for a guest cart');
  });

  it("refuses another user's user_id (403) and a user id without a login (401)", async () => {
    const s = sizes[6]!;
    const asha = await loggedInUser(app);
    const ravi = await loggedInUser(app);
    const forged = await asha.call('POST', 'website/cart/add', {
      form: {
        user_id: ravi.userId,
        session_id: asha.sessionId,
        product_id: s.productId,
        size: s.size,
        qty: 1,
      },
    });
    expect(forged.status).toBe(403);
    expect(forged.body.status).toBe(false);
    const noLogin = await guest(app).call('POST', 'website/cart/add', {
      form: {
        user_id: ravi.userId,
        session_id: randomUUID(),
        product_id: s.productId,
        size: s.size,
        qty: 1,
      },
    });
    expect(noLogin.status).toBe(401);
    const readOther = await asha.call('GET', 'website/cart/cart-items', {
      query: { user_id: ravi.userId, session_id: asha.sessionId },
    });
    expect(readOther.status).toBe(403);
  });

  it("keeps a logged-in user's cart their own, whatever session_id says, and counts the wishlist", async () => {
    const s = sizes[7]!;
    await setStock(app, s.productId, s.size, 10);
    const g = guest(app);
    await add(g, { product_id: s.productId, size: s.size, qty: 1 });
    const user = await loggedInUser(app);
    await user.call('POST', 'website/wishlist/add-to-wishlist', {
      form: { user_id: user.userId, product_id: s.productId },
    });
    const answer = await user.call('POST', 'website/cart/add', {
      form: {
        user_id: user.userId,
        session_id: g.sessionId,
        product_id: s.productId,
        size: s.size,
        qty: 2,
      },
    });
    expect(answer.body.other_data).toEqual({ cart_count: 1, wishlist_count: 1 });
    expect((await view(g)).body.data.items[0]!.qty).toBe(1);
    const own = await cartView(user, { session_id: g.sessionId });
    expect(own.body.data.items[0]!.qty).toBe(2);
  });

  it('accepts a JSON body as well as form data', async () => {
    const s = sizes[8]!;
    await setStock(app, s.productId, s.size, 5);
    const g = guest(app);
    const answer = await g.call('POST', 'website/cart/add', {
      json: { user_id: 0, session_id: g.sessionId, product_id: s.productId, size: s.size, qty: 1 },
    });
    expect(answer.status).toBe(200);
  });
});

describe('PUT /api/website/cart/update-quantity', () => {
  it('sets the quantity of a line, within 1 to 10 and the stock', async () => {
    const s = sizes[9]!;
    await setStock(app, s.productId, s.size, 6);
    const g = guest(app);
    await add(g, { product_id: s.productId, size: s.size, qty: 1 });
    const put = (qty: number | string) =>
      g.call('PUT', 'website/cart/update-quantity', {
        form: { ...g.owner, product_id: s.productId, size: s.size, qty },
      });
    const ok = await put(4);
    expect(ok.body).toMatchObject({ status: true, message: 'Cart updated' });
    expect((await view(g)).body.data.items[0]!.qty).toBe(4);
    for (const qty of [0, -1, 11])
      expect((await put(qty)).body.message).toBe('qty must be a whole number from 1 to 10');
    const over = await put(7);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(`Only 6 left in size ${s.size}`);
  });

  it('answers 404 for a line that is not in the cart, and 403 for another user id', async () => {
    const s = sizes[9]!;
    const g = guest(app);
    const missing = await g.call('PUT', 'website/cart/update-quantity', {
      form: { ...g.owner, product_id: s.productId, size: s.size, qty: 1 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This item is not in your cart');
    const user = await loggedInUser(app);
    const forged = await user.call('PUT', 'website/cart/update-quantity', {
      form: {
        user_id: user.userId + 1,
        session_id: randomUUID(),
        product_id: s.productId,
        size: s.size,
        qty: 1,
      },
    });
    expect(forged.status).toBe(403);
  });
});

describe('GET /api/website/cart/cart-items', () => {
  it('answers an empty cart with a zero summary', async () => {
    const { status, body } = await view(guest(app));
    expect(status).toBe(200);
    expect(body.data.items).toEqual([]);
    expect(body.data.summary).toMatchObject({
      item_count: 0,
      subtotal: 0,
      delivery_charge: 0,
      amount_payable: 0,
      can_checkout: false,
    });
  });

  it('shows a stock change since adding on the line instead of hiding it, and leaves it out of the totals', async () => {
    const [a, b] = [sizes[10]!, sizes[11]!];
    await setStock(app, a.productId, a.size, 5);
    await setStock(app, b.productId, b.size, 5);
    const g = guest(app);
    await add(g, { product_id: a.productId, size: a.size, qty: 3 });
    await add(g, { product_id: b.productId, size: b.size, qty: 1 });
    await setStock(app, a.productId, a.size, 2);
    let { body } = await view(g);
    const line = body.data.items.find((i) => i.product_id === a.productId && i.size === a.size)!;
    expect(line).toMatchObject({
      qty: 3,
      stock: 2,
      available: false,
      issue: `Only 2 left in size ${a.size}`,
    });
    expect(body.data.summary.subtotal).toBe(b.pricePaise / 100);
    expect(body.data.summary.can_checkout).toBe(false);
    await setStock(app, a.productId, a.size, 0);
    ({ body } = await view(g));
    expect(body.data.items.find((i) => i.product_id === a.productId)!.issue).toBe(
      `Sold out in size ${a.size}`,
    );
    // The product no longer offers the size at all.
    await app.db
      .delete(productSizes)
      .where(and(eq(productSizes.productId, a.productId), eq(productSizes.size, a.size)));
    ({ body } = await view(g));
    expect(body.data.items.find((i) => i.product_id === a.productId)).toMatchObject({
      stock: 0,
      available: false,
      issue: 'This item is no longer available',
    });
    expect(body.data.summary.subtotal).toBe(b.pricePaise / 100);
  });

  it('computes the delivery charge by the rule: free from ₹1,499, else ₹99, pickup free', async () => {
    const cheap = (await stockedSizes(app, 300, 0, 3)).find(
      (s) => s.pricePaise < 1499_00 && s.pricePaise * 2 >= 1499_00,
    );
    expect(cheap, 'a product under ₹1,499 whose two pieces reach it').toBeDefined();
    const g = guest(app);
    await add(g, { product_id: cheap!.productId, size: cheap!.size, qty: 1 });
    let summary = (await view(g)).body.data.summary;
    expect(summary.delivery_charge).toBe(99);
    expect(summary.total).toBe(cheap!.pricePaise / 100 + 99);
    expect(summary.amount_to_free_delivery).toBe((1499_00 - cheap!.pricePaise) / 100);
    summary = (await view(g, { delivery_option: 'pickup' })).body.data.summary;
    expect(summary.delivery_charge).toBe(0);
    await g.call('PUT', 'website/cart/update-quantity', {
      form: { ...g.owner, product_id: cheap!.productId, size: cheap!.size, qty: 2 },
    });
    summary = (await view(g)).body.data.summary;
    expect(summary.delivery_charge).toBe(0);
    expect(summary.total).toBe(summary.subtotal);
  });
});

describe('DELETE /api/website/cart/delete-item/{cartId} and delete-all', () => {
  it("removes a guest's line with session_id in the query, and refuses another cart's line as not found", async () => {
    const s = sizes[3]!;
    await setStock(app, s.productId, s.size, 5);
    const g = guest(app);
    await add(g, { product_id: s.productId, size: s.size, qty: 1 });
    const lineId = (await view(g)).body.data.items[0]!.id;
    const stranger = guest(app);
    const theirs = await stranger.call('DELETE', `website/cart/delete-item/${lineId}`, {
      query: stranger.owner,
    });
    expect(theirs.status).toBe(404);
    const user = await loggedInUser(app);
    expect(
      (
        await user.call('DELETE', `website/cart/delete-item/${lineId}`, {
          query: { user_id: user.userId },
        })
      ).status,
    ).toBe(404);
    const mine = await g.call('DELETE', `website/cart/delete-item/${lineId}`, {
      query: { session_id: g.sessionId },
    });
    expect(mine.body).toMatchObject({
      status: true,
      message: 'Item removed from cart',
      other_data: { cart_count: 0 },
    });
    expect((await view(g)).body.data.items).toEqual([]);
    const bad = await g.call('DELETE', 'website/cart/delete-item/abc', { query: g.owner });
    expect(bad.status).toBe(400);
  });

  it('clears the whole cart of its owner only', async () => {
    const [a, b] = [sizes[5]!, sizes[8]!];
    await setStock(app, a.productId, a.size, 5);
    await setStock(app, b.productId, b.size, 5);
    const user = await loggedInUser(app);
    const other = await loggedInUser(app);
    for (const who of [user, other]) {
      await who.call('POST', 'website/cart/add', {
        form: {
          user_id: who.userId,
          session_id: who.sessionId,
          product_id: a.productId,
          size: a.size,
          qty: 1,
        },
      });
    }
    await user.call('POST', 'website/cart/add', {
      form: {
        user_id: user.userId,
        session_id: user.sessionId,
        product_id: b.productId,
        size: b.size,
        qty: 1,
      },
    });
    const forged = await user.call('DELETE', 'website/cart/delete-all', {
      query: { user_id: other.userId },
    });
    expect(forged.status).toBe(403);
    const cleared = await user.call('DELETE', 'website/cart/delete-all', {
      query: { user_id: user.userId, session_id: user.sessionId },
    });
    expect(cleared.body).toMatchObject({ status: true, other_data: { cart_count: 0 } });
    expect((await view(user)).body.data.items).toHaveLength(0);
    expect((await view(other)).body.data.items).toHaveLength(1);
  });
});
