import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { OrderDetail, OrderSummary } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users, walletLedger } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import {
  cartView,
  loggedInUser,
  setStock,
  stockedSizes,
  stockOf,
  type Shopper,
  type StockedSize,
} from '../cart/shopper-kit';
import { addAddress, addToCart, place, readyShopper } from '../checkout/checkout-kit';
import { delivered } from '../helpers/delivered';

let app: FastifyInstance;
let pool: StockedSize[];
let next = 0;
beforeAll(async () => {
  app = await buildTestApp();
  // Sizes under ₹5,000 so COD limits never interfere; each test takes its own.
  pool = (await stockedSizes(app, 400, 0, 1)).filter((s) => s.pricePaise < 5000_00);
});
afterAll(async () => app.close());

const fresh = () => pool[next++]!;
const cartOf = async (user: Shopper) => (await cartView(user)).body.data;
const detail = (user: Shopper, saleId: string) =>
  user.call<OrderDetail>('GET', `website/order/${saleId}`);

describe('POST /api/website/order/place: cash on delivery', () => {
  it('places the order: stock reserved, totals from the catalogue, cart emptied, e-mail and SMS sent', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { qty: 2, stock: 7 });
    const answer = await place(user, { address_id: addressId, price: 1, total: 1, mrp: 1 });
    expect(answer.status).toBe(201);
    const placed = answer.body.data;
    expect(placed.sale_id).toMatch(/^KSR-[0-9]{4}-[0-9]{6}$/);
    expect(placed).toMatchObject({
      status: 'placed',
      payment_method: 'Cash on Delivery',
      payment: null,
    });
    const subtotal = (s.pricePaise * 2) / 100;
    const delivery = s.pricePaise * 2 >= 1499_00 ? 0 : 99;
    expect(placed.totals).toMatchObject({
      subtotal,
      mrp_total: (s.mrpPaise * 2) / 100,
      delivery_charge: delivery,
      total: subtotal + delivery,
      amount_payable: subtotal + delivery,
    });
    expect(await stockOf(app, s.productId, s.size)).toBe(5);
    expect((await cartOf(user)).items).toEqual([]);

    const [row] = await app.db.select().from(users).where(eq(users.id, user.userId));
    const mail = await delivered(app, row!.email!.toLowerCase(), (m) => m.channel === 'email');
    expect(mail.subject).toContain(placed.sale_id);
    const sms = await delivered(app, `+91${row!.phone}`, (m) => m.channel === 'sms');
    expect(sms.body).toContain(placed.sale_id);

    const { body } = await detail(user, placed.sale_id);
    expect(body.data).toMatchObject({
      sale_id: placed.sale_id,
      status: 'placed',
      delivery_option: 'delivery',
      payment: { provider: 'cod', status: 'created' },
    });
    expect(body.data.items).toEqual([
      expect.objectContaining({
        product_id: s.productId,
        size: s.size,
        qty: 2,
        price: s.pricePaise / 100,
      }),
    ]);
    expect(body.data.address).toMatchObject({ city: 'Pune', pincode: '411004' });
    expect(body.data.status_history.map((h) => h.status)).toEqual(['placed']);
  });

  it('makes one order of a repeated submit with the same Idempotency-Key', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { qty: 1, stock: 5 });
    const key = randomUUID();
    const first = await place(user, { address_id: addressId }, key);
    await addToCart(user, s);
    const second = await place(user, { address_id: addressId }, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data.sale_id).toBe(first.body.data.sale_id);
    const [n] = await app.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, user.userId));
    expect(n!.n).toBe(1);
    expect(await stockOf(app, s.productId, s.size)).toBe(4);
    // Simultaneous double click: still one order.
    const key2 = randomUUID();
    const both = await Promise.all([
      place(user, { address_id: addressId }, key2),
      place(user, { address_id: addressId }, key2),
    ]);
    expect(new Set(both.map((a) => a.body.data.sale_id)).size).toBe(1);
    expect(both.map((a) => a.status).sort()).toEqual([200, 201]);
  });

  it('needs an Idempotency-Key header, a login, an own address for delivery and a valid method', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { stock: 5 });
    const noKey = await user.call('POST', 'website/order/place', {
      form: { address_id: addressId, payment_method: 'Cash on Delivery' },
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/Idempotency-Key/);
    const other = await loggedInUser(app);
    const theirs = await addAddress(other);
    const foreign = await place(user, { address_id: theirs });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Address not found');
    expect((await place(user, {})).body.message).toBe('Please choose a delivery address');
    expect(
      (await place(user, { address_id: addressId, payment_method: 'Cheque' })).body.message,
    ).toBe("payment_method must be 'Online Payment' or 'Cash on Delivery'");
    expect(
      (await place(user, { address_id: addressId, delivery_option: 'drone' })).body.message,
    ).toBe('delivery_option must be delivery or pickup');
    const guestTry = await new (user.constructor as typeof Shopper)(
      app,
      0,
      'guest-12345678',
      null,
    ).call('POST', 'website/order/place', {
      form: { address_id: addressId },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(guestTry.status).toBe(401);
    expect(await stockOf(app, s.productId, s.size)).toBe(5);
  });

  it('refuses when stock fell below the cart, naming the product and size, and changes nothing', async () => {
    const [a, b] = [fresh(), fresh()];
    const { user, addressId } = await readyShopper(app, a, { qty: 1, stock: 5 });
    await setStock(app, b.productId, b.size, 5);
    await addToCart(user, b, 3);
    await setStock(app, b.productId, b.size, 2);
    const answer = await place(user, { address_id: addressId });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(`${b.name}: Only 2 left in size ${b.size}`);
    expect(await stockOf(app, a.productId, a.size)).toBe(5);
    expect((await cartOf(user)).items).toHaveLength(2);
    const empty = await loggedInUser(app);
    expect((await place(empty, { address_id: await addAddress(empty) })).body.message).toBe(
      'Your cart is empty',
    );
  });

  it('collects in-store pickup without a delivery charge or an address', async () => {
    const s = pool.find((x, i) => i >= next && x.pricePaise < 1499_00)!;
    pool.splice(pool.indexOf(s), 1);
    const { user } = await readyShopper(app, s, { stock: 5 });
    const answer = await place(user, { delivery_option: 'pickup' });
    expect(answer.status).toBe(201);
    expect(answer.body.data.totals.delivery_charge).toBe(0);
    expect((await detail(user, answer.body.data.sale_id)).body.data).toMatchObject({
      delivery_option: 'pickup',
      address: null,
    });
  });
});

describe('wallet', () => {
  it('debits the wallet with a ledger row, and pays a whole order from it', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { stock: 5, walletPaise: 100_00 });
    const part = await place(user, { address_id: addressId, use_wallet: 'true' });
    expect(part.body.data.totals.wallet_used).toBe(100);
    expect(part.body.data.totals.amount_payable).toBe(part.body.data.totals.total - 100);
    const [after] = await app.db.select().from(users).where(eq(users.id, user.userId));
    expect(after!.walletBalancePaise).toBe(0);
    const ledger = await app.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, user.userId))
      .orderBy(desc(walletLedger.id));
    expect(ledger[0]).toMatchObject({
      amountPaise: -100_00,
      reason: 'order_payment',
      balanceAfterPaise: 0,
      reference: part.body.data.sale_id,
    });

    const rich = await readyShopper(app, s, { walletPaise: 10_000_00 });
    const whole = await place(rich.user, {
      address_id: rich.addressId,
      use_wallet: '1',
      payment_method: 'Online Payment',
    });
    expect(whole.status).toBe(201);
    expect(whole.body.data).toMatchObject({
      status: 'placed',
      payment_method: 'Wallet',
      payment: null,
    });
    expect(whole.body.data.totals.amount_payable).toBe(0);
  });
});

describe('online payment through the test gateway', () => {
  it('reserves stock while pending, then a successful payment places the order and empties the cart', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { qty: 2, stock: 6 });
    const answer = await place(user, { address_id: addressId, payment_method: 'Online Payment' });
    expect(answer.status).toBe(201);
    const placed = answer.body.data;
    expect(placed.status).toBe('pending_payment');
    expect(placed.payment).toMatchObject({
      provider: 'test',
      key_id: null,
      currency: 'INR',
      sale_id: placed.sale_id,
      amount: Math.round(placed.totals.amount_payable * 100),
    });
    expect(placed.payment!.provider_order_id).toMatch(/^test_order_/);
    expect(await stockOf(app, s.productId, s.size)).toBe(4);
    expect((await cartOf(user)).items).toHaveLength(1);

    const notYet = await user.call('POST', 'website/checkout/verify-payment', {
      form: { sale_id: placed.sale_id },
    });
    expect(notYet.status).toBe(409);
    const paid = await user.call('POST', `website/checkout/test-gateway/${placed.sale_id}`, {
      form: { outcome: 'success' },
    });
    expect(paid.body).toMatchObject({ status: true, message: 'Payment successful' });
    expect((await cartOf(user)).items).toEqual([]);
    const verified = await user.call<OrderDetail>('POST', 'website/checkout/verify-payment', {
      form: { sale_id: placed.sale_id },
    });
    expect(verified.body.data).toMatchObject({
      status: 'placed',
      payment: { provider: 'test', status: 'captured' },
    });
    expect(verified.body.data.status_history.map((h) => h.status)).toEqual([
      'pending_payment',
      'placed',
    ]);
    const twice = await user.call('POST', `website/checkout/test-gateway/${placed.sale_id}`, {
      form: { outcome: 'failure' },
    });
    expect(twice.status).toBe(409);
    expect(await stockOf(app, s.productId, s.size)).toBe(4);
  });

  it('a failed payment releases the stock, refunds the wallet and keeps the cart', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, {
      qty: 2,
      stock: 6,
      walletPaise: 50_00,
    });
    const placed = (
      await place(user, {
        address_id: addressId,
        payment_method: 'Online Payment',
        use_wallet: 'true',
      })
    ).body.data;
    expect(await stockOf(app, s.productId, s.size)).toBe(4);
    const failed = await user.call('POST', `website/checkout/test-gateway/${placed.sale_id}`, {
      form: { outcome: 'failure' },
    });
    expect(failed.status).toBe(409);
    expect(failed.body.message).toMatch(/^Payment failed/);
    expect(await stockOf(app, s.productId, s.size)).toBe(6);
    expect((await cartOf(user)).items).toEqual([
      expect.objectContaining({ product_id: s.productId, qty: 2 }),
    ]);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.userId));
    expect(row!.walletBalancePaise).toBe(50_00);
    const { body } = await detail(user, placed.sale_id);
    expect(body.data).toMatchObject({ status: 'payment_failed', payment: { status: 'failed' } });
    // The cart is intact, so the shopper simply tries again.
    const retry = await place(user, { address_id: addressId, payment_method: 'Online Payment' });
    expect(retry.status).toBe(201);
    expect(retry.body.data.sale_id).not.toBe(placed.sale_id);
  });

  it("refuses paying or seeing another user's order", async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { stock: 5 });
    const placed = (await place(user, { address_id: addressId, payment_method: 'Online Payment' }))
      .body.data;
    const other = await loggedInUser(app);
    expect(
      (
        await other.call('POST', `website/checkout/test-gateway/${placed.sale_id}`, {
          form: { outcome: 'success' },
        })
      ).status,
    ).toBe(404);
    expect((await detail(other, placed.sale_id)).status).toBe(404);
    expect(
      (
        await other.call('POST', 'website/checkout/verify-payment', {
          form: { sale_id: placed.sale_id },
        })
      ).status,
    ).toBe(404);
    expect((await detail(user, placed.sale_id)).body.data.status).toBe('pending_payment');
  });

  it('an abandoned payment is cancelled after the timeout: stock back, cart kept', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { stock: 3 });
    const placed = (await place(user, { address_id: addressId, payment_method: 'Online Payment' }))
      .body.data;
    expect(await stockOf(app, s.productId, s.size)).toBe(2);
    await app.db
      .update(orders)
      .set({
        createdAt: sql`now() - interval '2 hours'`,
        paymentWindowFrom: sql`now() - interval '2 hours'`,
      })
      .where(eq(orders.saleId, placed.sale_id));
    const list = await user.call<OrderSummary[]>('GET', 'website/order');
    expect(list.body.data[0]).toMatchObject({ sale_id: placed.sale_id, status: 'cancelled' });
    expect(await stockOf(app, s.productId, s.size)).toBe(3);
    expect((await cartOf(user)).items).toHaveLength(1);
    const late = await user.call('POST', `website/checkout/test-gateway/${placed.sale_id}`, {
      form: { outcome: 'success' },
    });
    expect(late.status).toBe(409);
  });
});

describe('GET /api/website/order', () => {
  it('lists only the own orders, newest first, a page at a time', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { stock: 9 });
    const saleIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      if (i > 0) await addToCart(user, s);
      saleIds.push((await place(user, { address_id: addressId })).body.data.sale_id);
    }
    const page1 = await user.call<OrderSummary[]>('GET', 'website/order', {
      query: { page: 1, limit: 2 },
    });
    expect(page1.body.data.map((o) => o.sale_id)).toEqual([saleIds[2], saleIds[1]]);
    expect(page1.body.pagination).toEqual({ page: 1, limit: 2, total: 3, total_pages: 2 });
    expect(page1.body.data[0]).toMatchObject({
      status: 'placed',
      item_count: 1,
      first_item: { name: s.name },
    });
    const page2 = await user.call<OrderSummary[]>('GET', 'website/order', {
      query: { page: 2, limit: 2 },
    });
    expect(page2.body.data.map((o) => o.sale_id)).toEqual([saleIds[0]]);
    const other = await loggedInUser(app);
    expect((await other.call<OrderSummary[]>('GET', 'website/order')).body.data).toEqual([]);
    expect((await other.call('GET', 'website/order/not-an-order')).status).toBe(404);
    const [n] = await app.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, user.userId)));
    expect(n!.n).toBe(3);
  });
});
