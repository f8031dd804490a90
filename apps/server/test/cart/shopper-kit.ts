/**
 * Test shoppers for the commerce tests: a guest keyed by a session_id, or a user logged in through a
 * session row made directly (the login flows themselves are tested under test/auth).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { CartLine, CartSummary, CartView, Envelope } from '@kesariya/shared';
import { catalogueChanged } from '../../src/cache/catalogue-changes';
import { productSizes, products, users } from '../../src/db/schema';
import { createSession, SESSION_COOKIE } from '../../src/services/auth/sessions';
import { creditWallet } from '../../src/services/wallet/ledger';
import { AUTH } from '../helpers/build-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Fields = Record<string, string | number | boolean>;

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

let counter = 0;
const unique = () => `${process.pid}${Date.now() % 100000}${(counter += 1)}`;

export class Shopper {
  constructor(
    readonly app: FastifyInstance,
    readonly userId: number,
    readonly sessionId: string,
    readonly cookie: string | null,
  ) {}

  /** Form data as the web app sends it; `query` for GET and DELETE calls. */
  async call<T = unknown>(
    method: Method,
    path: string,
    options: {
      form?: Fields;
      json?: unknown;
      query?: Fields;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { authorization: AUTH, ...(options.headers ?? {}) };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(
        Object.entries(options.form).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    }
    const qs = options.query
      ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
      : '';
    const response = await this.app.inject({ method, url: `/api/${path}${qs}`, headers, payload });
    return { status: response.statusCode, body: response.json() as Envelope<T> };
  }

  /** The owner fields every cart call carries. */
  get owner(): Fields {
    return { user_id: this.userId, session_id: this.sessionId };
  }
}

export function guest(app: FastifyInstance): Shopper {
  return new Shopper(app, 0, randomUUID(), null);
}

/** A user with a live session; `walletPaise` is credited through the ledger like a sign-up reward. */
export async function loggedInUser(
  app: FastifyInstance,
  options: { walletPaise?: number; email?: string | null; phone?: string | null } = {},
): Promise<Shopper> {
  const tag = unique();
  const [user] = await app.db
    .insert(users)
    .values({
      phone: options.phone === undefined ? `7${tag.padStart(9, '0').slice(-9)}` : options.phone,
      email: options.email === undefined ? `shopper${tag}@example.co.in` : options.email,
      firstName: 'Meera',
      lastName: 'Joshi',
    })
    .returning();
  await creditWallet(
    { db: app.db },
    {
      userId: user!.id,
      amountPaise: options.walletPaise ?? 0,
      reason: 'adjustment',
      reference: null,
    },
  );
  const session = await createSession(
    { db: app.db },
    { userId: user!.id, ip: '127.0.0.1', userAgent: 'vitest' },
  );
  return new Shopper(app, user!.id, randomUUID(), `${SESSION_COOKIE}=${session.token}`);
}

export interface StockedSize {
  productId: number;
  name: string;
  size: string;
  stock: number;
  pricePaise: number;
  mrpPaise: number;
}

/**
 * Sizes of active products with stock, cheapest first, skipping the first `skip`. Tests that change
 * stock take distinct sizes so they do not disturb each other.
 */
export async function stockedSizes(
  app: FastifyInstance,
  count: number,
  skip = 0,
  minStock = 1,
): Promise<StockedSize[]> {
  const rows = await app.db
    .select({
      productId: products.id,
      name: products.name,
      size: productSizes.size,
      stock: productSizes.stock,
      pricePaise: products.pricePaise,
      mrpPaise: products.mrpPaise,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(and(eq(products.status, 'Y'), gt(productSizes.stock, minStock - 1)))
    .orderBy(asc(products.id), asc(productSizes.id))
    .limit(count)
    .offset(skip);
  return rows;
}

/**
 * Hands out sizes of `pool` by price: each call answers a size priced in [min, max) rupees that no
 * earlier call answered, so tests never share stock.
 */
export function sizeByPrice(
  pool: StockedSize[],
): (minRupees: number, maxRupees: number) => StockedSize {
  const taken = new Set<string>();
  return (minRupees, maxRupees) => {
    const found = pool.find(
      (s) =>
        s.pricePaise >= minRupees * 100 &&
        s.pricePaise < maxRupees * 100 &&
        !taken.has(`${s.productId}/${s.size}`),
    );
    if (!found) throw new Error(`no product priced ${minRupees}-${maxRupees}`);
    taken.add(`${found.productId}/${found.size}`);
    return found;
  };
}

export async function setStock(
  app: FastifyInstance,
  productId: number,
  size: string,
  stock: number,
): Promise<void> {
  await app.db
    .update(productSizes)
    .set({ stock })
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
  // Like any stock write, so cached catalogue answers show it.
  catalogueChanged({ db: app.db });
}

export async function stockOf(
  app: FastifyInstance,
  productId: number,
  size: string,
): Promise<number> {
  const [row] = await app.db
    .select({ stock: productSizes.stock })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)));
  return row!.stock;
}

/** A product id that does not exist. */
export async function missingProductId(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ max: sql<number>`max(${products.id})` }).from(products);
  return Number(row!.max) + 1000;
}

/** A size the product does not offer. */
export async function sizeNotOffered(app: FastifyInstance, productId: number): Promise<string> {
  const rows = await app.db
    .select({ size: productSizes.size })
    .from(productSizes)
    .where(eq(productSizes.productId, productId));
  return ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'Free Size', '44'].find(
    (s) => !rows.some((r) => r.size === s),
  )!;
}

/** GET cart-items as one object: the lines (data) with the summary (other_data.summary). */
export async function cartView(shopper: Shopper, query: Fields = {}): Promise<Answer<CartView>> {
  const answer = await shopper.call<CartLine[]>('GET', 'website/cart/cart-items', {
    query: { ...shopper.owner, ...query },
  });
  const summary = answer.body.other_data?.summary as CartSummary;
  return {
    status: answer.status,
    body: { ...answer.body, data: { items: answer.body.data, summary } },
  };
}
