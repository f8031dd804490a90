import { randomUUID } from 'node:crypto';
/**
 * Sessions and CSRF (docs/decisions/auth-and-sessions.md, Sessions and identity): the session
 * cookie cannot be read by scripts, travels only over HTTPS in production (as a __Host- cookie) and
 * not with cross-site requests; a session id planted before a login or an OTP proof is never the
 * one after it; logout kills the session on the server; and a cookie-carrying write from another
 * site is refused.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import {
  hashSessionToken,
  PRODUCTION_SESSION_COOKIE,
  SESSION_COOKIE,
} from '../../src/services/auth/sessions';
import { Browser, latestCode, uniqueEmail, uniquePhone, verifyPhone } from '../auth/kit';
import { stockedSizes, type StockedSize } from '../cart/shopper-kit';
import { buildTestApp } from '../helpers/build-app';
import { PRODUCTION_AUTH, PRODUCTION_OVERRIDES } from '../hardening/production-settings';
import { passwordAccount } from './password-account';

/** The guest id of the cross-site tests: a real one, as the web app makes. */
const CSRF_GUEST = randomUUID();

let app: FastifyInstance;
let size: StockedSize;
beforeAll(async () => {
  app = await buildTestApp();
  [size] = (await stockedSizes(app, 1, 7)) as [StockedSize];
});
afterAll(async () => app?.close());

const sessionCookie = (lines: string[], name = SESSION_COOKIE) =>
  lines.find((l) => l.startsWith(`${name}=`));

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
        passwordHash: await prod.passwords.hash('monsoon-99'),
        emailVerifiedAt: new Date(),
      });
      const login = await prod.inject({
        method: 'POST',
        url: '/api/website/user/login',
        headers: { authorization: `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}` },
        payload: { email: 'secure.cookie@example.com', password: 'monsoon-99' },
      });
      expect(login.statusCode).toBe(200);
      const line = sessionCookie(
        [login.headers['set-cookie']].flat() as string[],
        PRODUCTION_SESSION_COOKIE,
      );
      expect(line).toMatch(/; Secure/i);
      expect(line).toMatch(/; HttpOnly/i);
      expect(line).toMatch(/; SameSite=Lax/i);
    } finally {
      await prod.close();
    }
  });

  it('is a __Host- cookie in production, and one without the prefix is not read', async () => {
    const prod = await buildTestApp({ ...PRODUCTION_OVERRIDES, demoData: false });
    try {
      await prod.db.insert(users).values({
        firstName: 'Prod',
        email: 'host.cookie@example.com',
        passwordHash: await prod.passwords.hash('monsoon-99'),
        emailVerifiedAt: new Date(),
      });
      const call = (url: string, headers: Record<string, string>, payload?: object) =>
        prod.inject({
          method: payload ? 'POST' : 'GET',
          url,
          headers: { authorization: PRODUCTION_AUTH, ...headers },
          payload,
        });
      const login = await call(
        '/api/website/user/login',
        {},
        { email: 'host.cookie@example.com', password: 'monsoon-99' },
      );
      const line = sessionCookie(
        [login.headers['set-cookie']].flat() as string[],
        '__Host-kesariya_session',
      );
      // What browsers demand of a __Host- cookie: Secure, Path=/ and no Domain.
      expect(line).toMatch(/; Secure/i);
      expect(line).toMatch(/; Path=\/(;|$)/);
      expect(line).not.toMatch(/; Domain=/i);
      const token = line!.split(';')[0]!.split('=')[1]!;
      const me = (cookie: string) => call('/api/website/user/me', { cookie });
      expect((await me(`__Host-kesariya_session=${token}`)).statusCode).toBe(200);
      // A sibling subdomain or a plain-HTTP page could set this one; production ignores it.
      expect((await me(`kesariya_session=${token}`)).statusCode).toBe(401);
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

describe('an OTP verified in a session', () => {
  it('gives a logged-in shopper a new token: the old one stops working, the login stays', async () => {
    const { browser } = await passwordAccount(app);
    const before = browser.cookie;
    expect((await verifyPhone(app, browser, uniquePhone())).status).toBe(200);
    expect(browser.cookie).not.toBe(before);
    expect((await browser.get('website/user/me')).status).toBe(200);
    const stale = new Browser(app);
    stale.cookie = before;
    expect((await stale.get('website/user/me')).status).toBe(401);
  });

  it("gives a guest a new token that keeps the session's earlier proofs", async () => {
    const guest = new Browser(app);
    const phone = uniquePhone();
    expect((await verifyPhone(app, guest, phone)).status).toBe(200);
    const before = guest.cookie!;
    const email = uniqueEmail('rotate');
    expect((await guest.post('website/user/send-otp-email', { email })).status).toBe(200);
    const otp = await latestCode(app, email, 4);
    const verified = await guest.post('website/user/verify-otp-email', {
      email,
      otp,
      purpose: 'signup',
    });
    expect(verified.status).toBe(200);
    expect(guest.cookie).not.toBe(before);
    const rowOf = async (cookie: string) => {
      const idHash = hashSessionToken(cookie.split('=')[1]!);
      const [row] = await app.db.select().from(sessions).where(eq(sessions.idHash, idHash));
      return row;
    };
    expect(await rowOf(before)).toBeUndefined();
    expect(await rowOf(guest.cookie!)).toMatchObject({
      verifiedPhone: phone,
      verifiedEmail: email,
    });
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
      session_id: randomUUID(),
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
      session_id: CSRF_GUEST,
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
      `website/cart/cart-items?user_id=${userId}&session_id=${CSRF_GUEST}`,
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
