import { randomUUID } from 'node:crypto';
import type { CartLine, OrderSummary, PlacedOrder } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUNE_ADDRESS } from '../checkout/checkout-kit';
import { HttpShopper, provePhone, signUp } from './http-shopper';
import { TEST_OTP_CHALLENGE_MAX_NUMBER } from '../helpers/build-app';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres';
import { freePort, startServerProcesses, type ServerProcess } from '../helpers/server-process';
import { redisNamespace, unavailableReason, type RedisNamespace } from './shared-services';

/**
 * Scale-out: two real server processes on one PostgreSQL and one Redis, driven over HTTP
 * on real ports as a load balancer would, share sessions, carts, rate limits and orders.
 */
const skipReason = await unavailableReason();
/** Ports this suite may use (free ones are taken, so parallel runs do not collide). */
if (skipReason) console.warn(`scale-out tests skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)(
  `two instances on one PostgreSQL and one Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: ScratchDatabase;
    let namespace: RedisNamespace;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'scale');
      namespace = redisNamespace();
      // Behind a load balancer (TRUST_PROXY=1): each simulated shopper has its own X-Forwarded-For.
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: namespace.url,
        TRUST_PROXY: '1',
        DEMO_PRODUCTS: '40',
        OTP_CHALLENGE_MAX_NUMBER: String(TEST_OTP_CHALLENGE_MAX_NUMBER),
      };
      const portA = await freePort();
      const portB = await freePort([portA]);
      // Both start at once on the empty database, as a first deployment would: one migrates and
      // seeds under the advisory lock, the other waits and finds nothing left to do.
      [a, b] = (await startServerProcesses([portA, portB], env)) as [ServerProcess, ServerProcess];
    });

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await namespace?.clear();
      await database?.drop();
    });

    /** An active product size under the cash-on-delivery limit, with its stock set to `stock`. */
    async function sizeWithStock(skip: number, stock: number) {
      const [row] = await database.query<{ productId: number; size: string }>(
        `select s.product_id as "productId", s.size from product_sizes s
           join products p on p.id = s.product_id
          where p.status = 'Y' and p.price_paise < 500000
          order by s.id offset $1 limit 1`,
        [skip],
      );
      await setStock(row!, stock);
      return row!;
    }

    async function setStock(size: { productId: number; size: string }, stock: number) {
      await database.query(
        'update product_sizes set stock = $3 where product_id = $1 and size = $2',
        [size.productId, size.size, stock],
      );
    }

    async function stockOf(size: { productId: number; size: string }): Promise<number> {
      const [row] = await database.query<{ stock: number }>(
        'select stock from product_sizes where product_id = $1 and size = $2',
        [size.productId, size.size],
      );
      return row!.stock;
    }

    async function addToCart(
      shopper: HttpShopper,
      base: string,
      owner: { userId: number; sessionId: string },
      size: { productId: number; size: string },
      qty = 1,
    ) {
      const added = await shopper.post(base, 'website/cart/add', {
        user_id: owner.userId,
        session_id: owner.sessionId,
        product_id: size.productId,
        size: size.size,
        qty,
      });
      expect(added.status, added.body.message).toBe(200);
    }

    async function addAddress(shopper: HttpShopper, base: string): Promise<number> {
      const created = await shopper.post<{ id: number }>(
        base,
        'website/address/create',
        PUNE_ADDRESS,
      );
      expect(created.status, created.body.message).toBe(201);
      return created.body.data.id;
    }

    function placeOrder(shopper: HttpShopper, base: string, addressId: number) {
      return shopper.call<PlacedOrder>(base, 'POST', 'website/order/place', {
        form: {
          address_id: addressId,
          payment_method: 'Cash on Delivery',
          delivery_option: 'delivery',
        },
        headers: { 'idempotency-key': randomUUID() },
      });
    }

    it('a login made on A is accepted on B, and logging out on B ends it on A', async () => {
      const shopper = new HttpShopper();
      const { userId, mobile } = await signUp(shopper, a.base);
      await shopper.post(a.base, 'website/user/logout');
      expect((await shopper.get(a.base, 'website/user/me')).status).toBe(401);

      // The OTP challenge and the proof on the session live in the database: send on A, verify on B.
      await provePhone(shopper, mobile, a.base, b.base);
      const login = await shopper.post(a.base, 'website/user/login-by-mobile', {
        mobile,
        session_id: '',
      });
      expect(login.status, login.body.message).toBe(200);

      const meOnB = await shopper.get<{ id: number }>(b.base, 'website/user/me');
      expect(meOnB.status).toBe(200);
      expect(meOnB.body.data.id).toBe(userId);

      const sessionCookie = shopper.cookie;
      expect((await shopper.post(b.base, 'website/user/logout')).status).toBe(200);
      expect(shopper.cookie).toBeNull();
      // The same cookie replayed on A (a stale tab, a stolen copy) no longer opens the account.
      shopper.cookie = sessionCookie;
      expect((await shopper.get(a.base, 'website/user/me')).status).toBe(401);
    });

    it('a guest cart filled on A is read on B', async () => {
      const shopper = new HttpShopper();
      const owner = { userId: 0, sessionId: `guest-${randomUUID()}` };
      const size = await sizeWithStock(0, 10);
      await addToCart(shopper, a.base, owner, size, 2);

      const cart = await shopper.get<CartLine[]>(b.base, 'website/cart/cart-items', {
        user_id: owner.userId,
        session_id: owner.sessionId,
      });
      expect(cart.status).toBe(200);
      expect(cart.body.data.map((line) => [line.product_id, line.size, line.qty])).toEqual([
        [size.productId, size.size, 2],
      ]);
    });

    it('password guesses alternated between A and B are refused with 429 after 10 in all', async () => {
      // The login limit is 10 per address and e-mail in 15 minutes (routes/website/user/rate-limits.ts).
      // Kept per instance, 12 alternated guesses would be 6 on each and never refused.
      const shopper = new HttpShopper();
      const email = `guesser.${randomUUID()}@example.co.in`;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const answer = await shopper.post(i % 2 === 0 ? a.base : b.base, 'website/user/login', {
          email,
          password: `wrong-password-${i}`,
          session_id: '',
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    });

    it('an order placed on A is listed on B', async () => {
      const shopper = new HttpShopper();
      const { userId } = await signUp(shopper, a.base);
      const addressId = await addAddress(shopper, b.base);
      const size = await sizeWithStock(1, 10);
      await addToCart(shopper, b.base, { userId, sessionId: '' }, size);

      const placed = await placeOrder(shopper, a.base, addressId);
      expect(placed.status, placed.body.message).toBe(201);
      const saleId = placed.body.data.sale_id;

      const list = await shopper.get<OrderSummary[]>(b.base, 'website/order');
      expect(list.status).toBe(200);
      expect(list.body.data.map((order) => order.sale_id)).toEqual([saleId]);
      const detail = await shopper.get<{ sale_id: string }>(b.base, `website/order/${saleId}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data.sale_id).toBe(saleId);
    });

    it('10 shoppers checking out 3 pieces at once through both instances: 3 orders, stock 0', async () => {
      const size = await sizeWithStock(2, 20);
      const shoppers = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const shopper = new HttpShopper();
          const base = i % 2 === 0 ? a.base : b.base;
          const { userId } = await signUp(shopper, base);
          const addressId = await addAddress(shopper, base);
          await addToCart(shopper, base, { userId, sessionId: '' }, size);
          return { shopper, base, addressId };
        }),
      );
      await setStock(size, 3);

      const answers = await Promise.all(
        shoppers.map(({ shopper, base, addressId }) => placeOrder(shopper, base, addressId)),
      );
      const won = answers.filter((answer) => answer.status === 201);
      const refused = answers.filter((answer) => answer.status !== 201);
      expect(won).toHaveLength(3);
      expect(refused).toHaveLength(7);
      for (const answer of refused) {
        expect(answer.status).toBe(409);
        // Refused at the stock reservation ("… is sold out in size M") or, when the winners had
        // already committed, by the cart check before it ("…: Sold out in size M").
        expect(answer.body.message).toMatch(/(?: is sold out|: Sold out) in size /);
      }
      expect(await stockOf(size)).toBe(0);
      const [made] = await database.query<{ n: number }>(
        `select count(*)::int as n from order_items where product_id = $1 and size = $2`,
        [size.productId, size.size],
      );
      expect(made!.n).toBe(3);
    });
  },
);
