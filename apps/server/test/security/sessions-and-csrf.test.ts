/**
 * Sessions and CSRF (docs/decisions.md, Sessions and identity): the session cookie cannot be read
 * by scripts, travels only over HTTPS in production and not with cross-site requests; a session id
 * planted before login is never the one after it; logout kills the session on the server; and a
 * cookie-carrying write from another site is refused.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password';
import { SESSION_COOKIE } from '../../src/services/auth/sessions';
import { Browser, uniquePhone, verifyPhone } from '../auth/kit';
import { stockedSizes, type StockedSize } from '../cart/shopper-kit';
import { buildTestApp } from '../helpers/build-app';
import { PRODUCTION_OVERRIDES } from '../hardening/production-settings';
import { passwordAccount } from './password-account';

let app: FastifyInstance;
let size: StockedSize;
beforeAll(async () => {
  app = await buildTestApp();
  [size] = (await stockedSizes(app, 1, 7)) as [StockedSize];
});
afterAll(async () => app?.close());

const sessionCookie = (lines: string[]) => lines.find((l) => l.startsWith(`${SESSION_COOKIE}=`));

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax, and not Secure over plain HTTP in development', async () => {
    const { email, password } = await passwordAccount(app);
    const login = await new Browser(app).post('website/user/login', { email, password });
    const line = sessionCookie(login.setCookie);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).not.toMatch(/; Secure/i);
  });

  it('is Secure in production', async () => {
    const user = 'store-web';
    const secret = 'a-long-production-credential';
    const prod = await buildTestApp({
      ...PRODUCTION_OVERRIDES,
      isProduction: true,
      nodeEnv: 'production',
      apiBasicUser: user,
      apiBasicPassword: secret,
      authSecret: 'p'.repeat(40),
      demoData: false,
    });
    try {
      await prod.db.insert(users).values({
        firstName: 'Prod',
        email: 'secure.cookie@example.com',
        passwordHash: await hashPassword('monsoon-99'),
      });
      const login = await prod.inject({
        method: 'POST',
        url: '/api/website/user/login',
        headers: { authorization: `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}` },
        payload: { email: 'secure.cookie@example.com', password: 'monsoon-99' },
      });
      expect(login.statusCode).toBe(200);
      const line = sessionCookie([login.headers['set-cookie']].flat() as string[]);
      expect(line).toMatch(/; Secure/i);
      expect(line).toMatch(/; HttpOnly/i);
      expect(line).toMatch(/; SameSite=Lax/i);
    } finally {
      await prod.close();
    }
  });
});

describe('session fixation', () => {
  it('ignores a made-up session id: login issues a new one, and the planted one stays worthless', async () => {
    const { email, password } = await passwordAccount(app);
    const victim = new Browser(app);
    const planted = `${SESSION_COOKIE}=attacker-chosen-session-id-0123456789`;
    victim.cookie = planted;
    expect((await victim.post('website/user/login', { email, password })).status).toBe(200);
    expect(victim.cookie).not.toBe(planted);
    const attacker = new Browser(app);
    attacker.cookie = planted;
    expect((await attacker.get('website/user/me')).status).toBe(401);
  });

  it('replaces a real guest session planted by an attacker, which stays logged out', async () => {
    const { email, password } = await passwordAccount(app);
    // The attacker gets a genuine guest session from the server (verifying a phone opens one) ...
    const attacker = new Browser(app);
    expect((await verifyPhone(app, attacker, uniquePhone())).status).toBe(200);
    expect(attacker.cookie).not.toBeNull();
    // ... and plants it in the victim's browser, who then logs in.
    const victim = new Browser(app);
    victim.cookie = attacker.cookie;
    expect((await victim.post('website/user/login', { email, password })).status).toBe(200);
    expect(victim.cookie).not.toBe(attacker.cookie);
    expect((await victim.get('website/user/me')).status).toBe(200);
    expect((await attacker.get('website/user/me')).status).toBe(401);
  });
});

describe('logout', () => {
  it('kills the session on the server: the old cookie is refused afterwards', async () => {
    const { browser, userId } = await passwordAccount(app);
    const stolen = browser.cookie;
    expect((await browser.post('website/user/logout', { user_id: userId })).status).toBe(200);
    expect(browser.cookie).toBeNull();
    const replay = new Browser(app);
    replay.cookie = stolen;
    expect((await replay.get('website/user/me')).status).toBe(401);
    const write = await replay.post('website/cart/add', {
      user_id: userId,
      session_id: 'replayed-session',
      product_id: size.productId,
      size: size.size,
      qty: 1,
    });
    expect(write.status).toBe(401);
  });
});

describe('cross-site writes with the session cookie', () => {
  const addToCart = (browser: Browser, userId: number) =>
    browser.post('website/cart/add', {
      user_id: userId,
      session_id: 'csrf-test-session',
      product_id: size.productId,
      size: size.size,
      qty: 1,
    });

  /** The victim's cookie, carried by a request that another site made the browser send. */
  function forged(victim: Browser, headers: Record<string, string>) {
    const evil = new Browser(app, headers);
    evil.cookie = victim.cookie;
    return evil;
  }

  it('are refused with a foreign Origin, or a foreign Referer and no Origin (403)', async () => {
    const { browser, userId } = await passwordAccount(app);
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/free-kurta.html' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const answer = await addToCart(forged(browser, headers), userId);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).toEqual({
        status: false,
        message: 'Cross-site request refused.',
        data: null,
      });
      // Logging the victim out is a write too.
      const logout = await forged(browser, headers).post('website/user/logout', {
        user_id: userId,
      });
      expect(logout.status).toBe(403);
    }
    const cart = await browser.get<unknown[]>(
      `website/cart/cart-items?user_id=${userId}&session_id=csrf-test-session`,
    );
    expect(cart.body.data).toEqual([]);
    expect((await browser.get('website/user/me')).status).toBe(200);
  });

  it('pass from the same origin', async () => {
    const { browser, userId } = await passwordAccount(app);
    const same = forged(browser, {
      host: 'shop.example.in',
      origin: 'https://shop.example.in',
      referer: 'https://shop.example.in/product/x',
      'sec-fetch-site': 'same-origin',
    });
    expect((await addToCart(same, userId)).status).toBe(200);
  });
});
