import { randomUUID } from 'node:crypto';
/**
 * Headers and leaks: every kind of answer (page, product page, API, media) carries the
 * security headers and the Content-Security-Policy, HSTS in production; a server fault answers a
 * generic 500 without a stack; and no answer ever carries a secret or a password hash.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { encodeId } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { GENERIC_FAILURE } from '../../src/errors';
import { Browser } from '../auth/kit';
import { stockedSizes } from '../cart/shopper-kit';
import { PUNE_ADDRESS } from '../checkout/checkout-kit';
import { AUTH, buildTestApp } from '../helpers/build-app';
import { DEV_BASIC_PASSWORD } from '../../src/config';
import { passwordAccount } from './password-account';
import { PRODUCTION_OVERRIDES } from '../hardening/production-settings';

const PRODUCTION_USER = 'store-web';
const PRODUCTION_PASSWORD = 'leak-probe-api-password-7f3a9c';
const PRODUCTION_AUTH = `Basic ${Buffer.from(`${PRODUCTION_USER}:${PRODUCTION_PASSWORD}`).toString('base64')}`;

/** The four kinds of answer the server gives; `auth` for the API one. */
function everyKindOfAnswer(app: FastifyInstance, auth: string) {
  return Promise.all([
    app.inject({ url: '/' }),
    app.inject({ url: `/product/${encodeId(1)}/any-name` }),
    app.inject({ url: '/api/website/category', headers: { authorization: auth } }),
    app.inject({ url: '/media/products/1/1-360.webp' }),
  ]);
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  let app: FastifyInstance;
  let production: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    production = await buildTestApp({
      ...PRODUCTION_OVERRIDES,
      isProduction: true,
      nodeEnv: 'production',
      apiBasicUser: PRODUCTION_USER,
      apiBasicPassword: PRODUCTION_PASSWORD,
      authSecret: 'leak-probe-auth-secret-0123456789abcdef',
    });
  });
  afterAll(async () => {
    await app?.close();
    await production?.close();
  });

  it('are on the home page, a product page, an API answer and an image', async () => {
    for (const response of await everyKindOfAnswer(app, AUTH)) {
      expect(response.statusCode).toBe(200);
      expectSecurityHeaders(response);
    }
  });

  it('include HSTS in production, on every kind of answer', async () => {
    for (const response of await everyKindOfAnswer(production, PRODUCTION_AUTH)) {
      expect(response.statusCode).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    }
  });
});

describe('a fault inside the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app?.close());

  it('answers a generic 500 without a stack, SQL or table names', async () => {
    // A table gone from under the running app: an unexpected failure, not the database being away.
    await app.database.rows(sql`alter table faqs rename to faqs_moved_away`);
    try {
      const response = await new Browser(app).get('website/faq');
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ status: false, message: GENERIC_FAILURE, data: null });
    } finally {
      await app.database.rows(sql`alter table faqs_moved_away rename to faqs`);
    }
    expect((await new Browser(app).get('website/faq')).status).toBe(200);
  });

  it('answers malformed input with a 400 message, not an internal error', async () => {
    const answers = await Promise.all([
      app.inject({
        method: 'POST',
        url: '/api/website/cart/add',
        headers: { authorization: AUTH, 'content-type': 'application/json' },
        payload: '{"product_id": 1, "qty": ',
      }),
      app.inject({
        method: 'POST',
        url: '/api/website/cart/add',
        headers: { authorization: AUTH, 'content-type': 'application/json' },
        payload: '{"__proto__": {"admin": true}, "product_id": 1}',
      }),
      app.inject({
        method: 'POST',
        url: '/api/website/cart/add',
        headers: { authorization: AUTH, 'content-type': 'text/x-made-up' },
        payload: 'qty=1',
      }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ status: false, data: null });
      expect(response.body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.ts:\d+|stack/i);
    }
  });
});

describe('secrets and password hashes', () => {
  const SECRETS = {
    authSecret: 'leak-probe-auth-secret-0123456789abcdef',
    keySecret: 'leak-probe-razorpay-key-secret',
    webhookSecret: 'leak-probe-razorpay-webhook-secret',
  };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      authSecret: SECRETS.authSecret,
      paymentProvider: 'razorpay',
      razorpay: {
        keyId: 'rzp_test_LeakProbe',
        keySecret: SECRETS.keySecret,
        webhookSecret: SECRETS.webhookSecret,
        // Nothing listens here: only cash-on-delivery orders are placed in this test.
        baseUrl: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(async () => app?.close());

  it('appear in no answer of the main calls, successful or not', async () => {
    const { browser, email, password, userId } = await passwordAccount(app);
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    const hash = user!.passwordHash!;
    expect(hash.length).toBeGreaterThan(20);

    const answers: string[] = [];
    let cookie = browser.cookie ?? '';
    const call = async (
      method: 'GET' | 'POST',
      url: string,
      payload?: Record<string, unknown>,
      headers: Record<string, string> = {},
    ) => {
      const response = await app.inject({
        method,
        url,
        payload,
        headers: { authorization: AUTH, cookie, ...headers },
      });
      const session = [response.headers['set-cookie'] ?? []]
        .flat()
        .find(
          (line) => line.startsWith('kesariya_session=') && !/expires=thu, 01 jan 1970/i.test(line),
        );
      if (session) cookie = session.split(';')[0]!;
      answers.push(`${method} ${url} ${JSON.stringify(response.headers)} ${response.body}`);
      return response;
    };

    expect((await call('POST', '/api/website/user/login', { email, password })).statusCode).toBe(
      200,
    );
    await call('POST', '/api/website/user/login', { email, password: 'not-the-password-1' });
    await call('POST', '/api/website/user/login', { email: 'nobody@example.com', password });
    await call('POST', '/api/website/user/change-password', {
      current_password: 'wrong-one-1',
      new_password: 'another-pass-2',
    });
    await call('GET', '/api/website/user/me');
    await call('GET', '/api/website/checkout/razorpay-details');
    for (const path of [
      'product?limit=5',
      'product/1',
      'category',
      'coupon',
      'store',
      'page',
      'faq',
    ])
      await call('GET', `/api/website/${path}`);

    // A whole checkout, through the same recording client.
    const [size] = await stockedSizes(app, 1, 11);
    const address = await call('POST', '/api/website/address/create', PUNE_ADDRESS);
    await call('POST', '/api/website/cart/add', {
      user_id: userId,
      session_id: randomUUID(),
      product_id: size!.productId,
      size: size!.size,
      qty: 1,
    });
    await call('GET', `/api/website/cart/cart-items?user_id=${userId}&session_id=${randomUUID()}`);
    const placed = await call(
      'POST',
      '/api/website/order/place',
      {
        address_id: (address.json() as { data: { id: number } }).data.id,
        payment_method: 'Cash on Delivery',
      },
      { 'idempotency-key': 'leak-probe-order-1' },
    );
    expect(placed.statusCode).toBe(201);
    await call('GET', '/api/website/order');
    await call(
      'GET',
      `/api/website/order/${(placed.json() as { data: { sale_id: string } }).data.sale_id}`,
    );
    await call('GET', '/api/website/address');

    // Refusals and faults.
    await call('GET', '/api/website/nowhere');
    await call('GET', '/api/website/order/KS-2000-000001');
    await call('POST', '/api/website/cart/add', { qty: 'many' });
    await call(
      'POST',
      '/api/website/checkout/razorpay-webhook',
      { event: 'payment.captured' },
      {
        'x-razorpay-signature': 'forged',
      },
    );
    await call('GET', '/api/website/user/me', undefined, {
      authorization: 'Basic d3Jvbmc6d3Jvbmc=',
    });

    const hashes = await app.db.select({ hash: users.passwordHash }).from(users);
    for (const answer of answers) {
      for (const { hash: any } of hashes) if (any) expect(answer).not.toContain(any);
      expect(answer).not.toMatch(/password_?hash|scrypt\$|\$argon2/i);
      for (const secret of Object.values(SECRETS)) expect(answer).not.toContain(secret);
      // The API credential identifies the web app and is handed to it in index.html
      // (docs/decisions/api-and-validation.md, API conventions); no API answer repeats it.
      expect(answer).not.toContain(DEV_BASIC_PASSWORD);
    }
    expect(answers.length).toBeGreaterThanOrEqual(25);
  });
});
