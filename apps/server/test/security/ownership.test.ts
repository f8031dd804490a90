/**
 * Ownership: one shopper can never read or change another's cart, wishlist, address, order or
 * payment. Conventions (docs/decisions/api-and-validation.md, API conventions): a resource named by
 * its id answers 404 to anyone but its owner, exactly like a missing one, so ids reveal nothing; a
 * `user_id` field naming someone else is refused with 403. (Invoices and order tracking have no API
 * yet; add them here when they come.)
 */
import type { FastifyInstance } from 'fastify';
import type { Address, CartLine, OrderDetail, PlacedOrder, WishlistEntry } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';
import {
  cartView,
  guest,
  loggedInUser,
  stockedSizes,
  type Shopper,
  type StockedSize,
} from '../cart/shopper-kit';
import { addAddress, addToCart, place, PUNE_ADDRESS } from '../checkout/checkout-kit';

let app: FastifyInstance;
let alice: Shopper;
let bob: Shopper;
let sizes: StockedSize[];
let aliceAddress: number;

beforeAll(async () => {
  app = await buildTestApp();
  sizes = (await stockedSizes(app, 40, 0, 3)).filter((s) => s.pricePaise < 10_000_00);
  alice = await loggedInUser(app);
  bob = await loggedInUser(app);
  aliceAddress = await addAddress(alice);
});
afterAll(async () => app?.close());

const NOT_FOUND = { status: false, data: null };

describe("another shopper's address", () => {
  it('is not listed, read, updated or deleted by someone else (404, unchanged)', async () => {
    const listed = await bob.call<Address[]>('GET', 'website/address');
    expect(listed.body.data.map((a) => a.id)).not.toContain(aliceAddress);

    const update = await bob.call('PUT', `website/address/update/${aliceAddress}`, {
      form: { ...PUNE_ADDRESS, name: 'Bob Took This' },
    });
    expect(update.status).toBe(404);
    expect(update.body).toMatchObject({ ...NOT_FOUND, message: 'Address not found' });
    const remove = await bob.call('DELETE', `website/address/delete/${aliceAddress}`);
    expect(remove.status).toBe(404);

    const mine = await alice.call<Address[]>('GET', 'website/address');
    expect(mine.body.data.find((a) => a.id === aliceAddress)).toMatchObject({
      name: PUNE_ADDRESS.name,
    });
  });

  it('cannot be used to deliver someone else’s order', async () => {
    await addToCart(bob, sizes[0]!);
    const answer = await place(bob, { address_id: aliceAddress });
    expect(answer.status).toBe(404);
    expect(answer.body.status).toBe(false);
  });
});

describe("another shopper's cart", () => {
  it('refuses a user_id that is not the session’s (403) and removes no line by its id (404)', async () => {
    await addToCart(alice, sizes[1]!, 2);
    const lines = (await cartView(alice)).body.data.items;
    const line = lines.find((l: CartLine) => l.product_id === sizes[1]!.productId)!;

    const peek = await bob.call('GET', 'website/cart/cart-items', {
      query: { user_id: alice.userId, session_id: alice.sessionId },
    });
    expect(peek.status).toBe(403);
    const update = await bob.call('PUT', 'website/cart/update-quantity', {
      form: {
        user_id: alice.userId,
        session_id: alice.sessionId,
        product_id: sizes[1]!.productId,
        size: sizes[1]!.size,
        qty: 9,
      },
    });
    expect(update.status).toBe(403);
    const removeById = await bob.call('DELETE', `website/cart/delete-item/${line.id}`, {
      query: bob.owner,
    });
    expect(removeById.status).toBe(404);
    const removeAsAlice = await bob.call('DELETE', `website/cart/delete-item/${line.id}`, {
      query: { user_id: alice.userId, session_id: alice.sessionId },
    });
    expect(removeAsAlice.status).toBe(403);
    const clear = await bob.call('DELETE', 'website/cart/delete-all', {
      query: { user_id: alice.userId, session_id: alice.sessionId },
    });
    expect(clear.status).toBe(403);

    const after = (await cartView(alice)).body.data.items;
    expect(after.find((l) => l.id === line.id)?.qty).toBe(2);
  });

  it("cannot be reached with the other shopper's session_id, logged in or as a guest", async () => {
    // A logged-in shopper's cart follows the login, never the session_id the client sends.
    const aliceLines = (await cartView(alice)).body.data.items.map((l) => l.id);
    expect(aliceLines.length).toBeGreaterThan(0);
    const asBob = await cartView(bob, { session_id: alice.sessionId });
    expect(asBob.body.data.items.some((l) => aliceLines.includes(l.id))).toBe(false);
    const stranger = guest(app);
    const asGuest = await stranger.call<CartLine[]>('GET', 'website/cart/cart-items', {
      query: { user_id: 0, session_id: alice.sessionId },
    });
    expect(asGuest.status).toBe(200);
    expect(asGuest.body.data).toEqual([]);
    // Naming Alice's user id without her login asks to log in.
    const claim = await stranger.call('GET', 'website/cart/cart-items', {
      query: { user_id: alice.userId, session_id: alice.sessionId },
    });
    expect(claim.status).toBe(401);
  });
});

describe("another shopper's wishlist", () => {
  it('is neither read nor changed by someone else', async () => {
    const product = sizes[2]!.productId;
    const added = await alice.call('POST', 'website/wishlist/add-to-wishlist', {
      form: { user_id: alice.userId, product_id: product },
    });
    expect(added.status).toBe(200);

    const peek = await bob.call('GET', 'website/wishlist/wishlist-items', {
      query: { user_id: alice.userId },
    });
    expect(peek.status).toBe(403);
    const removeAsAlice = await bob.call('DELETE', 'website/wishlist/remove-from-wishlist', {
      query: { user_id: alice.userId, product_id: product },
    });
    expect(removeAsAlice.status).toBe(403);
    const removeOwn = await bob.call('DELETE', 'website/wishlist/remove-from-wishlist', {
      query: { user_id: bob.userId, product_id: product },
    });
    expect(removeOwn.status).toBe(404);

    const mine = await alice.call<WishlistEntry[]>('GET', 'website/wishlist/wishlist-items', {
      query: { user_id: alice.userId },
    });
    expect(mine.body.data.map((w) => w.product_id)).toContain(product);
  });
});

describe("another shopper's order and its payment", () => {
  let saleId: string;
  let buyer: Shopper;
  beforeAll(async () => {
    buyer = await loggedInUser(app);
    const address = await addAddress(buyer);
    await addToCart(buyer, sizes[3]!);
    const placed = await place(buyer, {
      address_id: address,
      payment_method: 'Online Payment',
    });
    expect(placed.status).toBe(201);
    saleId = (placed.body.data as PlacedOrder).sale_id;
  });

  it('is not shown to anyone else (404, as if it did not exist)', async () => {
    const detail = await bob.call('GET', `website/order/${saleId}`);
    expect(detail.status).toBe(404);
    expect(detail.body).toMatchObject({ ...NOT_FOUND, message: 'Order not found' });
    const list = await bob.call<{ sale_id: string }[]>('GET', 'website/order');
    expect(list.body.data.map((o) => o.sale_id)).not.toContain(saleId);
  });

  it('cannot be paid, failed or verified by anyone else; it stays awaiting payment', async () => {
    const gateway = await bob.call('POST', `website/checkout/test-gateway/${saleId}`, {
      form: { outcome: 'success' },
    });
    expect(gateway.status).toBe(404);
    const failure = await bob.call('POST', `website/checkout/test-gateway/${saleId}`, {
      form: { outcome: 'failure' },
    });
    expect(failure.status).toBe(404);
    const verify = await bob.call('POST', 'website/checkout/verify-payment', {
      form: {
        sale_id: saleId,
        razorpay_order_id: 'order_x',
        razorpay_payment_id: 'pay_x',
        razorpay_signature: 'f'.repeat(64),
      },
    });
    expect(verify.status).toBe(404);

    const own = await buyer.call<OrderDetail>('GET', `website/order/${saleId}`);
    expect(own.status).toBe(200);
    expect(own.body.data.status).toBe('pending_payment');
  });

  it('is not reachable by a guest at all (401)', async () => {
    const stranger = guest(app);
    expect((await stranger.call('GET', `website/order/${saleId}`)).status).toBe(401);
    expect(
      (
        await stranger.call('POST', `website/checkout/test-gateway/${saleId}`, {
          form: { outcome: 'success' },
        })
      ).status,
    ).toBe(401);
  });
});
