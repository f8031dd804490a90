import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import { loggedInUser, setStock, stockedSizes, stockOf, type Shopper } from '../cart/shopper-kit';
import { addAddress, addToCart, place } from '../checkout/checkout-kit';

/**
 * Concurrent checkouts never oversell (docs/decisions/orders-and-payments.md, Orders and stock). On
 * PGlite the transactions queue one behind the other; on PostgreSQL (TEST_DATABASE_URL) they really
 * run at once and meet on the row lock.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

async function shoppersFor(
  productId: number,
  size: string,
  n: number,
): Promise<{ user: Shopper; addressId: number }[]> {
  const out: { user: Shopper; addressId: number }[] = [];
  for (let i = 0; i < n; i++) {
    const user = await loggedInUser(app);
    const addressId = await addAddress(user);
    await addToCart(user, { productId, size });
    out.push({ user, addressId });
  }
  return out;
}

describe('simultaneous checkouts of the last units', () => {
  it('12 shoppers, 5 units: exactly 5 orders, stock 0 and never below', async () => {
    const [s] = (await stockedSizes(app, 50, 0, 1)).filter((x) => x.pricePaise < 20_000_00);
    await setStock(app, s!.productId, s!.size, 20);
    const shoppers = await shoppersFor(s!.productId, s!.size, 12);
    await setStock(app, s!.productId, s!.size, 5);

    const answers = await Promise.all(
      shoppers.map(({ user, addressId }, i) =>
        place(user, {
          address_id: addressId,
          payment_method: i % 2 === 0 ? 'Cash on Delivery' : 'Online Payment',
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status !== 201);
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(7);
    for (const answer of lost) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/sold out in size|only [0-9]+ left/i);
    }
    expect(await stockOf(app, s!.productId, s!.size)).toBe(0);
    const userIds = shoppers.map((x) => x.user.userId);
    const [made] = await app.db
      .select({ n: count() })
      .from(orders)
      .where(inArray(orders.userId, userIds));
    expect(made!.n).toBe(5);
    const [units] = await app.db
      .select({ n: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(inArray(orders.userId, userIds), eq(orderItems.productId, s!.productId)));
    expect(units!.n).toBe(5);
  }, 120_000);

  it('two sizes in opposite orders in two carts do not deadlock', async () => {
    const [a, b] = (await stockedSizes(app, 200, 60, 1)).filter((x) => x.pricePaise < 10_000_00);
    await setStock(app, a!.productId, a!.size, 10);
    await setStock(app, b!.productId, b!.size, 10);
    const first = await loggedInUser(app);
    const second = await loggedInUser(app);
    await addToCart(first, a!);
    await addToCart(first, b!);
    await addToCart(second, b!);
    await addToCart(second, a!);
    const [x, y] = await Promise.all([
      place(first, { address_id: await addAddress(first) }),
      place(second, { address_id: await addAddress(second) }),
    ]);
    expect([x.status, y.status]).toEqual([201, 201]);
    expect(await stockOf(app, a!.productId, a!.size)).toBe(8);
    expect(await stockOf(app, b!.productId, b!.size)).toBe(8);
  }, 60_000);
});
