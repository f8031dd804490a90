/**
 * Faults: a server killed while many orders are being placed leaves no half order and no
 * lost stock, and a new process on the same database serves and releases what was abandoned.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Envelope } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { createSession, SESSION_COOKIE } from '../../src/services/auth/sessions';
import { PUNE_ADDRESS } from '../checkout/checkout-kit';
import { AUTH } from '../helpers/build-app';
import {
  createScratchDatabase,
  postgresUnavailable,
  type ScratchDatabase,
} from '../helpers/postgres';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';

const adminUrl = process.env.TEST_DATABASE_URL;
const reachable = (await postgresUnavailable(adminUrl)) === null;
const SHOPPERS = 30;
const STOCK_PER_SIZE = 4;
const SIZES = 6;

interface SizeRow extends Record<string, unknown> {
  product_id: number;
  size: string;
}

interface Shopper {
  userId: number;
  cookie: string;
  paymentMethod: 'Cash on Delivery' | 'Online Payment';
  idempotencyKey: string;
  addressId: number;
}

async function call<T = unknown>(
  server: ServerProcess,
  shopper: Shopper,
  method: 'GET' | 'POST',
  path: string,
  form?: Record<string, string | number>,
) {
  const response = await fetch(`${server.base}/api/${path}`, {
    method,
    headers: {
      authorization: AUTH,
      cookie: shopper.cookie,
      'idempotency-key': shopper.idempotencyKey,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form
      ? new URLSearchParams(Object.entries(form).map(([k, v]): [string, string] => [k, String(v)]))
      : undefined,
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

function placeOrder(server: ServerProcess, shopper: Shopper) {
  return call(server, shopper, 'POST', 'website/order/place', {
    address_id: shopper.addressId,
    payment_method: shopper.paymentMethod,
    delivery_option: 'delivery',
  });
}

/** Per size: stock on the shelf and pieces held by orders (released orders hold none). */
async function stockLedger(database: Database, sizes: SizeRow[]) {
  const rows = await database.rows<{
    product_id: number;
    size: string;
    stock: number;
    held: number;
  }>(sql`
    select ps.product_id, ps.size, ps.stock,
      coalesce((
        select sum(oi.qty) from order_items oi join orders o on o.id = oi.order_id
        where oi.product_id = ps.product_id and oi.size = ps.size
          and o.status not in ('cancelled', 'payment_failed')
      ), 0)::int as held
    from product_sizes ps
    where (ps.product_id, ps.size) in (${sql.join(
      sizes.map((s) => sql`(${s.product_id}, ${s.size})`),
      sql`, `,
    )})`);
  return rows.map((r) => ({ ...r, total: Number(r.stock) + Number(r.held) }));
}

async function halfOrders(database: Database) {
  const [row] = await database.rows<{ without_lines: number; orphan_lines: number }>(sql`
    select
      (select count(*)::int from orders o
        where not exists (select 1 from order_items oi where oi.order_id = o.id)) as without_lines,
      (select count(*)::int from order_items oi
        where not exists (select 1 from orders o where o.id = oi.order_id)) as orphan_lines`);
  return row!;
}

describe.skipIf(!reachable)(
  'a crash while orders are being placed (needs PostgreSQL: TEST_DATABASE_URL)',
  () => {
    let scratch: ScratchDatabase;
    let database: Database;
    let server: ServerProcess | null = null;
    let sizes: SizeRow[];
    const shoppers: Shopper[] = [];

    beforeAll(async () => {
      scratch = await createScratchDatabase(adminUrl!, 't_fault');
      server = await startServerProcess(3241, { DATABASE_URL: scratch.url });
      database = await openDatabase({ databaseUrl: scratch.url, dataDir: MEMORY_DATA_DIR });
      // Cheap sizes (every order stays under the cash-on-delivery limit), each down to a few pieces
      // so that the shoppers compete for them.
      sizes = await database.rows<SizeRow>(sql`
      select ps.product_id, ps.size from product_sizes ps join products p on p.id = ps.product_id
      where p.status = 'Y' and ps.stock > 0 and p.price_paise < 200000
      order by p.price_paise, ps.id limit ${SIZES}`);
      for (const size of sizes)
        await database.rows(
          sql`update product_sizes set stock = ${STOCK_PER_SIZE} where product_id = ${size.product_id} and size = ${size.size}`,
        );

      for (let i = 0; i < SHOPPERS; i++) {
        const [user] = await database.db
          .insert(users)
          .values({
            phone: `6${String(process.pid % 1000).padStart(3, '0')}${String(i).padStart(6, '0')}`,
            email: `crash.${process.pid}.${i}@example.co.in`,
            firstName: 'Kavya',
            lastName: 'Rao',
          })
          .returning();
        const session = await createSession(
          { db: database.db },
          { userId: user!.id, ip: '127.0.0.1', userAgent: 'crash test' },
        );
        shoppers.push({
          userId: user!.id,
          cookie: `${SESSION_COOKIE}=${session.token}`,
          paymentMethod: i % 2 === 0 ? 'Cash on Delivery' : 'Online Payment',
          idempotencyKey: randomUUID(),
          addressId: 0,
        });
      }
      // Every shopper wants two of the contended sizes, through the API as the web app does it.
      await Promise.all(
        shoppers.map(async (shopper, i) => {
          const address = await call<{ id: number }>(
            server!,
            shopper,
            'POST',
            'website/address/create',
            PUNE_ADDRESS,
          );
          expect(address.status).toBe(201);
          shopper.addressId = address.body.data.id;
          for (const size of [sizes[i % SIZES]!, sizes[(i + 1) % SIZES]!]) {
            const added = await call(server!, shopper, 'POST', 'website/cart/add', {
              user_id: shopper.userId,
              session_id: randomUUID(),
              product_id: size.product_id,
              size: size.size,
              qty: 1 + (i % 2),
            });
            expect(added.status, added.body.message).toBe(200);
          }
        }),
      );
    });

    afterAll(async () => {
      await server?.kill();
      await database?.close();
      await scratch?.drop();
    });

    it('leaves every order whole and every piece of stock accounted for, and recovers on restart', async () => {
      const initial = await stockLedger(database, sizes);
      expect(initial.every((s) => s.total === STOCK_PER_SIZE)).toBe(true);

      // Every shopper checks out at once; the process dies as soon as the first order is answered.
      let firstAnswered: () => void = () => {};
      const first = new Promise<void>((resolve) => (firstAnswered = resolve));
      const attempts = shoppers.map((shopper) =>
        placeOrder(server!, shopper).then(
          (answer) => {
            firstAnswered();
            return answer;
          },
          () => null,
        ),
      );
      await first;
      await server!.kill();
      const answers = await Promise.all(attempts);
      const cutOff = answers.filter((a) => a === null).length;
      // Otherwise the crash hit nothing in flight and this test would prove nothing.
      expect(cutOff).toBeGreaterThan(0);
      const [{ placed }] = (await database.rows<{ placed: number }>(
        sql`select count(*)::int as placed from orders`,
      )) as [{ placed: number }];
      expect(placed).toBeGreaterThan(0);

      expect(await halfOrders(database)).toEqual({ without_lines: 0, orphan_lines: 0 });
      for (const size of await stockLedger(database, sizes)) {
        expect(size.total, `${size.product_id} ${size.size}`).toBe(STOCK_PER_SIZE);
      }

      // A new process on the same database serves at once.
      server = await startServerProcess(3242, { DATABASE_URL: scratch.url });
      // Shoppers whose answer was lost retry with the same key: one order each, never two.
      for (const [i, shopper] of shoppers.entries()) {
        if (answers[i] !== null) continue;
        const retry = await placeOrder(server, shopper);
        expect([200, 201, 409], retry.body.message).toContain(retry.status);
      }
      const perUser = await database.rows<{ user_id: number; orders: number }>(
        sql`select user_id, count(*)::int as orders from orders group by user_id having count(*) > 1`,
      );
      expect(perUser).toEqual([]);

      // Online payments abandoned by the crash: once past the payment timeout, the sweep (run when
      // their owner looks at the orders) releases their stock; cash-on-delivery orders keep theirs.
      await database.rows(
        sql`update orders set created_at = now() - interval '2 hours', payment_window_from = now() - interval '2 hours' where status = 'pending_payment'`,
      );
      const pending = await database.rows<{ user_id: number }>(
        sql`select distinct user_id from orders where status = 'pending_payment'`,
      );
      expect(pending.length).toBeGreaterThan(0);
      for (const { user_id } of pending) {
        const owner = shoppers.find((s) => s.userId === user_id)!;
        expect((await call(server, owner, 'GET', 'website/order')).status).toBe(200);
      }
      const statuses = await database.rows<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from orders group by status order by status`,
      );
      expect(statuses.map((s) => s.status)).not.toContain('pending_payment');
      expect(statuses.map((s) => s.status)).toContain('cancelled');

      expect(await halfOrders(database)).toEqual({ without_lines: 0, orphan_lines: 0 });
      const after = await stockLedger(database, sizes);
      for (const size of after) expect(size.total).toBe(STOCK_PER_SIZE);
      // Only cash-on-delivery orders still hold stock now.
      const [codHeld] = await database.rows<{ pieces: number }>(sql`
      select coalesce(sum(oi.qty), 0)::int as pieces from order_items oi join orders o on o.id = oi.order_id
      where o.status = 'placed'`);
      expect(after.reduce((sum, s) => sum + s.held, 0)).toBe(codHeld!.pieces);
    });
  },
);
