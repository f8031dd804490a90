import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import { stockedSizes, stockOf, type StockedSize } from '../cart/shopper-kit';
import { addToCart, place, readyShopper } from '../checkout/checkout-kit';

let app: FastifyInstance;
let pool: StockedSize[];
let next = 0;
beforeAll(async () => {
  app = await buildTestApp();
  pool = (await stockedSizes(app, 400, 0, 1)).filter((s) => s.pricePaise < 5000_00);
});
afterAll(async () => app.close());

const fresh = () => pool[next++]!;
const online = { payment_method: 'Online Payment' };

async function statusOf(saleId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.saleId, saleId));
  return row!.status;
}

describe('POST /api/website/order/place: one waiting online order per shopper', () => {
  it('cancels the waiting order and gives its stock back when the shopper places a new one', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { qty: 2, stock: 5 });
    const first = await place(user, { ...online, address_id: addressId });
    expect(first.status).toBe(201);
    expect(first.body.data.status).toBe('pending_payment');
    expect(await stockOf(app, s.productId, s.size)).toBe(3);

    // The cart still holds the lines (an online order's lines stay until it is paid).
    const second = await place(user, { ...online, address_id: addressId });
    expect(second.status).toBe(201);
    expect(await statusOf(first.body.data.sale_id)).toBe('cancelled');
    expect(await statusOf(second.body.data.sale_id)).toBe('pending_payment');
    // Only the newest order holds stock: 5 - 2, not 5 - 4.
    expect(await stockOf(app, s.productId, s.size)).toBe(3);
    const waiting = await app.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.userId), eq(orders.status, 'pending_payment')));
    expect(waiting).toHaveLength(1);
  });

  it('limits placing to 10 orders in 10 minutes per shopper, saying so', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { qty: 1, stock: 100 });
    for (let i = 0; i < 10; i += 1) {
      expect((await place(user, { ...online, address_id: addressId })).status).toBe(201);
    }
    const over = await place(user, { ...online, address_id: addressId });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      'You have placed too many orders in a short time. Please wait a few minutes and try again.',
    );
  });
});

describe('POST /api/website/order/place: what one shopper may hold unpaid', () => {
  async function windowOf(saleId: string): Promise<number> {
    const [row] = await app.db.select().from(orders).where(eq(orders.saleId, saleId));
    return row!.paymentWindowFrom!.getTime();
  }

  it('keeps the first order’s time to pay when the shopper places again', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { qty: 1, stock: 5 });
    const first = (await place(user, { ...online, address_id: addressId })).body.data;
    const started = await windowOf(first.sale_id);
    await app.db
      .update(orders)
      .set({ paymentWindowFrom: new Date(started - 20 * 60_000) })
      .where(eq(orders.saleId, first.sale_id));
    const second = (await place(user, { ...online, address_id: addressId })).body.data;
    expect(await windowOf(second.sale_id)).toBe(started - 20 * 60_000);

    // Thirty minutes after the first order, the second is swept like the first would have been.
    await app.db
      .update(orders)
      .set({ paymentWindowFrom: new Date(Date.now() - 31 * 60_000) })
      .where(eq(orders.saleId, second.sale_id));
    await user.call('GET', 'website/order');
    expect(await statusOf(second.sale_id)).toBe('cancelled');
    expect(await stockOf(app, s.productId, s.size)).toBe(5);
  });

  it('takes at most 3 cash-on-delivery orders waiting for confirmation', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { qty: 1, stock: 20 });
    for (let i = 0; i < 3; i += 1) {
      if (i > 0) await addToCart(user, s);
      expect((await place(user, { address_id: addressId })).status).toBe(201);
    }
    await addToCart(user, s);
    const fourth = await place(user, { address_id: addressId });
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(
      'You have 3 cash-on-delivery orders waiting for our confirmation. Please pay online, or order again once we have confirmed them.',
    );
    expect(await stockOf(app, s.productId, s.size)).toBe(17);

    // Once the store confirms one, the shopper may order cash on delivery again.
    const [oldest] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.userId, user.userId))
      .orderBy(orders.id)
      .limit(1);
    await app.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, oldest!.id));
    expect((await place(user, { address_id: addressId })).status).toBe(201);
  });

  it('holds at most 20 pieces in orders not yet paid or confirmed', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { qty: 10, stock: 40 });
    const first = await place(user, { address_id: addressId });
    expect(first.status, first.body.message).toBe(201);
    await addToCart(user, s, 10);
    expect((await place(user, { address_id: addressId })).status).toBe(201);
    await addToCart(user, s, 1);
    const over = await place(user, { ...online, address_id: addressId });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      'Orders not yet paid or confirmed can hold at most 20 pieces; your earlier ones hold 20. Please complete or cancel an earlier order, or order again once we have confirmed them.',
    );
    expect(await stockOf(app, s.productId, s.size)).toBe(20);
  });
});

describe('POST /api/website/order/place: the wallet of a replaced order', () => {
  it('spends the wallet money the replaced order just gave back', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, {
      qty: 1,
      stock: 5,
      walletPaise: 500_00,
    });
    const first = (await place(user, { ...online, address_id: addressId, use_wallet: true })).body
      .data;
    expect(first.totals.wallet_used).toBe(500);
    const second = await place(user, { ...online, address_id: addressId, use_wallet: true });
    expect(second.status).toBe(201);
    expect(second.body.data.totals.wallet_used).toBe(500);
  });
});

describe('POST /api/website/order/place: the Idempotency-Key', () => {
  it('answers 422 to a different request under a key already used', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { qty: 1, stock: 10 });
    const key = randomUUID();
    const first = await place(user, { address_id: addressId }, key);
    expect(first.status).toBe(201);
    const same = await place(user, { address_id: addressId }, key);
    expect(same.status).toBe(200);
    expect(same.body.data.sale_id).toBe(first.body.data.sale_id);
    const other = await place(user, { address_id: addressId, delivery_option: 'pickup' }, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(
      'This Idempotency-Key was already used for a different order request. Use a new key for a new request.',
    );
  });

  it('opens one provider order for two retries of the same request arriving together', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { qty: 1, stock: 10 });
    const key = randomUUID();
    // A provider that takes a moment to answer, as a real one does, and counts its orders.
    const provider = app.paymentProvider;
    const createOrder = provider.createOrder.bind(provider);
    let created = 0;
    provider.createOrder = async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      created += 1;
      return createOrder(input);
    };
    const answers = await Promise.all([
      place(user, { ...online, address_id: addressId }, key),
      place(user, { ...online, address_id: addressId }, key),
      place(user, { ...online, address_id: addressId }, key),
    ]);
    const saleIds = new Set(answers.map((a) => a.body.data.sale_id));
    expect(saleIds.size).toBe(1);
    const providerOrders = new Set(answers.map((a) => a.body.data.payment?.provider_order_id));
    expect(providerOrders.size).toBe(1);
    const [order] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.saleId, [...saleIds][0]!));
    const rows = await app.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(rows).toHaveLength(1);
    expect(created).toBe(1);
    provider.createOrder = createOrder;
  });
});
