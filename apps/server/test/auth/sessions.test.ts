import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, productSizes, sessions, users } from '../../src/db/schema';
import { hashSessionToken } from '../../src/services/auth/sessions';
import { buildTestApp } from '../helpers/build-app';
import { PRODUCTION_OVERRIDES } from '../hardening/production-settings';
import { passwordAccount } from '../security/password-account';
import { Browser, signUpByPhone } from './kit';

const DAY_MS = 24 * 3600_000;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A logged-in shopper with a proven e-mail and a password, in a fresh browser. */
function loggedIn(password = 'marigold-11') {
  return passwordAccount(app, password);
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and expires in 30 days', async () => {
    const { created } = await signUpByPhone(app, new Browser(app));
    const line = created.setCookie.find((c) => c.startsWith('kesariya_session='));
    expect(line).toBeDefined();
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//);
    expect(line).not.toMatch(/; Secure/i);
    const expires = new Date(/Expires=([^;]+)/i.exec(line!)![1]!);
    expect(expires.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it('is Secure in production', async () => {
    const prod = await buildTestApp({
      ...PRODUCTION_OVERRIDES,
      isProduction: true,
      nodeEnv: 'production',
      apiBasicUser: 'store-web',
      apiBasicPassword: 'a-long-production-credential',
      authSecret: 'x'.repeat(40),
      demoData: false,
    });
    try {
      const auth = `Basic ${Buffer.from('store-web:a-long-production-credential').toString('base64')}`;
      await prod.db.insert(users).values({
        firstName: 'Prod',
        email: 'prod@example.com',
        passwordHash: await prod.passwords.hash('monsoon-99'),
        emailVerifiedAt: new Date(),
      });
      const login = await prod.inject({
        method: 'POST',
        url: '/api/website/user/login',
        headers: { authorization: auth, 'content-type': 'application/json' },
        payload: { email: 'prod@example.com', password: 'monsoon-99' },
      });
      expect(login.statusCode).toBe(200);
      expect(String(login.headers['set-cookie'])).toMatch(/kesariya_session=[^;]+;.*; Secure/i);
      // The development outbox does not exist in production.
      const outbox = await prod.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        headers: { authorization: auth },
      });
      expect(outbox.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('is stored only as a hash', async () => {
    const { browser } = await loggedIn();
    const token = browser.cookie!.split('=')[1]!;
    const rows = await app.db.select().from(sessions).where(eq(sessions.idHash, token));
    expect(rows).toEqual([]);
    expect(
      await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashSessionToken(token))),
    ).toHaveLength(1);
  });

  it('rotates on login: the session before login is gone', async () => {
    const { email, password, browser: first } = await loggedIn();
    const browser = new Browser(app);
    expect((await browser.post('website/user/login', { email, password })).status).toBe(200);
    const before = browser.cookie;
    expect((await browser.post('website/user/login', { email, password })).status).toBe(200);
    expect(browser.cookie).not.toBe(before);
    const stale = new Browser(app);
    stale.cookie = before;
    expect((await stale.get('website/user/me')).status).toBe(401);
    expect((await browser.get('website/user/me')).status).toBe(200);
    // Another device's session is untouched by this login.
    expect((await first.get('website/user/me')).status).toBe(200);
  });

  it('expires', async () => {
    const { browser } = await loggedIn();
    const idHash = hashSessionToken(browser.cookie!.split('=')[1]!);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, idHash));
    expect((await browser.get('website/user/me')).status).toBe(401);
    expect(await app.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toEqual([]);
  });

  it('slides: a session used after a day is extended to 30 days again', async () => {
    const { browser } = await loggedIn();
    const idHash = hashSessionToken(browser.cookie!.split('=')[1]!);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5 * 24 * 3600_000) })
      .where(eq(sessions.idHash, idHash));
    const me = await browser.get('website/user/me');
    expect(me.status).toBe(200);
    expect(me.setCookie.some((c) => c.startsWith('kesariya_session='))).toBe(true);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  /** Backdates this browser's session as if it had begun `ageDays` ago and been used since. */
  async function agedSession(ageDays: number, expiresInDays: number) {
    const { browser } = await loggedIn();
    const idHash = hashSessionToken(browser.cookie!.split('=')[1]!);
    await app.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - ageDays * DAY_MS),
        expiresAt: new Date(Date.now() + expiresInDays * DAY_MS),
      })
      .where(eq(sessions.idHash, idHash));
    return { browser, idHash };
  }

  it('ends 90 days after it began, however active', async () => {
    const { browser, idHash } = await agedSession(90.01, 20);
    expect((await browser.get('website/user/me')).status).toBe(401);
    expect(await app.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toEqual([]);
  });

  it('slides no further than 90 days after it began', async () => {
    const { browser, idHash } = await agedSession(85, 1);
    const me = await browser.get('website/user/me');
    expect(me.status).toBe(200);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    const left = row!.expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(4.9 * DAY_MS);
    expect(left).toBeLessThanOrEqual(5 * DAY_MS);
    const line = me.setCookie.find((c) => c.startsWith('kesariya_session='));
    expect(new Date(/Expires=([^;]+)/i.exec(line!)![1]!).getTime()).toBeLessThanOrEqual(
      row!.expiresAt.getTime(),
    );
  });
});

describe('GET /api/website/user/me', () => {
  it('answers 401 without a session', async () => {
    const answer = await new Browser(app).get('website/user/me');
    expect(answer.status).toBe(401);
    expect(answer.body.status).toBe(false);
  });

  it('answers 401 for a made-up cookie', async () => {
    const browser = new Browser(app);
    browser.cookie = 'kesariya_session=forged-token';
    expect((await browser.get('website/user/me')).status).toBe(401);
  });
});

describe('POST /api/website/user/logout', () => {
  it('destroys the session: the old cookie no longer works', async () => {
    const { browser, userId } = await loggedIn();
    const cookie = browser.cookie;
    const answer = await browser.post('website/user/logout', { user_id: userId });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(true);
    expect(answer.setCookie.join()).toMatch(/kesariya_session=;/);
    const replay = new Browser(app);
    replay.cookie = cookie;
    expect((await replay.get('website/user/me')).status).toBe(401);
  });

  it("refuses another user's id (403) and keeps the session", async () => {
    const { browser, userId } = await loggedIn();
    const answer = await browser.post('website/user/logout', { user_id: userId + 1000 });
    expect(answer.status).toBe(403);
    expect((await browser.get('website/user/me')).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await new Browser(app).post('website/user/logout', { user_id: 1 })).status).toBe(401);
  });
});

describe('POST /api/website/user/change-password', () => {
  it('changes the password when the current one is right and logs out other devices', async () => {
    const { browser, email, password } = await loggedIn();
    const other = new Browser(app);
    expect((await other.post('website/user/login', { email, password })).status).toBe(200);

    const answer = await browser.post('website/user/change-password', {
      current_password: password,
      new_password: 'lotus-2024',
    });
    expect(answer.status).toBe(200);
    expect((await browser.get('website/user/me')).status).toBe(200);
    expect((await other.get('website/user/me')).status).toBe(401);
    expect(
      (await new Browser(app).post('website/user/login', { email, password: 'lotus-2024' })).status,
    ).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const { browser } = await loggedIn();
    const answer = await browser.post('website/user/change-password', {
      current_password: 'wrong-one',
      new_password: 'lotus-2024',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Current password is incorrect');
  });

  it('refuses a short new password', async () => {
    const { browser, password } = await loggedIn();
    const answer = await browser.post('website/user/change-password', {
      current_password: password,
      new_password: '123',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('New password must be at least 6 characters long!');
  });

  it('needs a logged-in user', async () => {
    expect(
      (
        await new Browser(app).post('website/user/change-password', {
          current_password: 'a',
          new_password: 'abcdef',
        })
      ).status,
    ).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('refuses a write from a foreign Origin', async () => {
    const { email, password } = await loggedIn();
    const evil = new Browser(app, { origin: 'https://evil.example' });
    const answer = await evil.post('website/user/login', { email, password });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      status: false,
      message: 'Cross-site request refused.',
      data: null,
    });
  });

  it("refuses a logged-in shopper's cookie carried by another site", async () => {
    const { browser, userId } = await loggedIn();
    const evil = new Browser(app, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    evil.cookie = browser.cookie;
    expect((await evil.post('website/user/logout', { user_id: userId })).status).toBe(403);
    expect((await browser.get('website/user/me')).status).toBe(200);
  });

  it('refuses a foreign Referer when there is no Origin', async () => {
    const evil = new Browser(app, { referer: 'https://evil.example/page' });
    expect(
      (await evil.post('website/user/login', { email: 'a@example.com', password: 'x1' })).status,
    ).toBe(403);
  });

  it('accepts a write from the same origin', async () => {
    const { email, password } = await loggedIn();
    const same = new Browser(app, { origin: 'http://localhost:80', host: 'localhost:80' });
    expect((await same.post('website/user/login', { email, password })).status).toBe(200);
  });
});

describe('guest cart merge on login', () => {
  async function stockedSizes(count: number) {
    return app.db.select().from(productSizes).where(gt(productSizes.stock, 3)).limit(count);
  }

  it('adds the guest lines to the user cart, capping quantities at 10 and at stock', async () => {
    const { email, password, userId } = await loggedIn();
    const [a, b, c] = await stockedSizes(3);
    // The user's own cart: 8 of product a.
    const [own] = await app.db.insert(carts).values({ userId }).returning();
    await app.db
      .insert(cartItems)
      .values({ cartId: own!.id, productId: a!.productId, size: a!.size, qty: 8 });
    // The guest cart of this browser: 5 more of a (capped), 2 of b, and more of c than in stock.
    const sessionId = randomUUID();
    const [guest] = await app.db.insert(carts).values({ sessionId }).returning();
    await app.db.insert(cartItems).values([
      { cartId: guest!.id, productId: a!.productId, size: a!.size, qty: 5 },
      { cartId: guest!.id, productId: b!.productId, size: b!.size, qty: 2 },
      { cartId: guest!.id, productId: c!.productId, size: c!.size, qty: c!.stock + 5 },
    ]);

    const browser = new Browser(app);
    expect(
      (await browser.post('website/user/login', { email, password, session_id: sessionId })).status,
    ).toBe(200);

    const lines = await app.db.select().from(cartItems).where(eq(cartItems.cartId, own!.id));
    const qtyOf = (p: { productId: number; size: string }) =>
      lines.find((l) => l.productId === p.productId && l.size === p.size)?.qty;
    expect(qtyOf(a!)).toBe(Math.min(10, a!.stock, 13));
    expect(qtyOf(b!)).toBe(2);
    expect(qtyOf(c!)).toBe(Math.min(10, c!.stock));
    expect(await app.db.select().from(carts).where(eq(carts.sessionId, sessionId))).toEqual([]);
  });

  it('hands the whole guest cart over when the user has none', async () => {
    const { email, password, userId } = await loggedIn();
    const [a] = await stockedSizes(1);
    const sessionId = randomUUID();
    const [guest] = await app.db.insert(carts).values({ sessionId }).returning();
    await app.db
      .insert(cartItems)
      .values({ cartId: guest!.id, productId: a!.productId, size: a!.size, qty: 1 });
    await new Browser(app).post('website/user/login', { email, password, session_id: sessionId });
    const [owned] = await app.db.select().from(carts).where(eq(carts.userId, userId));
    expect(owned!.id).toBe(guest!.id);
    expect(owned!.sessionId).toBeNull();
  });

  it('merges on sign-up too, and leaves other guests alone', async () => {
    const [a] = await stockedSizes(1);
    const sessionId = randomUUID();
    const [guest] = await app.db.insert(carts).values({ sessionId }).returning();
    const [other] = await app.db
      .insert(carts)
      .values({ sessionId: `${sessionId}-other` })
      .returning();
    await app.db.insert(cartItems).values([
      { cartId: guest!.id, productId: a!.productId, size: a!.size, qty: 2 },
      { cartId: other!.id, productId: a!.productId, size: a!.size, qty: 1 },
    ]);
    const { created } = await signUpByPhone(app, new Browser(app), { sessionId });
    const [owned] = await app.db.select().from(carts).where(eq(carts.userId, created.body.data.id));
    expect(owned!.id).toBe(guest!.id);
    const stillGuest = await app.db
      .select()
      .from(carts)
      .where(and(inArray(carts.id, [other!.id]), isNull(carts.userId)));
    expect(stillGuest).toHaveLength(1);
  });
});
