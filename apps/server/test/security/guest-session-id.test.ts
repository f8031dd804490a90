import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';
import { stockedSizes } from '../cart/shopper-kit';
import { Browser, signUpByPhone, verifyPhone, uniquePhone, sendMobileOtp } from '../auth/kit';
import { passwordAccount } from './password-account';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const REFUSAL =
  'session_id must be a random id of at least 128 bits: a UUID or at least 22 base64url characters';

const WEAK = [
  'guest-1',
  'abcdefgh',
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  'x'.repeat(21),
];
const STRONG = [
  randomUUID(),
  randomBytes(16).toString('base64url'),
  randomBytes(32).toString('base64url'),
];

describe('the guest session_id needs at least 128 random bits', () => {
  it.each(WEAK)('refuses %j on the guest cart, naming the field', async (sessionId) => {
    const [size] = await stockedSizes(app, 1);
    const answer = await new Browser(app).post('website/cart/add', {
      user_id: 0,
      session_id: sessionId,
      product_id: size!.productId,
      size: size!.size,
      qty: 1,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(REFUSAL);
  });

  it.each(STRONG)('takes %j on the guest cart', async (sessionId) => {
    const [size] = await stockedSizes(app, 1);
    const answer = await new Browser(app).post('website/cart/add', {
      user_id: 0,
      session_id: sessionId,
      product_id: size!.productId,
      size: size!.size,
      qty: 1,
    });
    expect(answer.status).toBe(200);
  });

  it('refuses a weak one on the login merge, before checking the password', async () => {
    const { email, password } = await passwordAccount(app);
    const weak = await new Browser(app).post('website/user/login', {
      email,
      password,
      session_id: 'guest-1',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(REFUSAL);
    const strong = await new Browser(app).post('website/user/login', {
      email,
      password,
      session_id: randomUUID(),
    });
    expect(strong.status).toBe(200);
  });

  it('refuses a weak one on the mobile login and the sign-up merge, and the OTP send', async () => {
    const browser = new Browser(app);
    const mobile = uniquePhone();
    const send = await sendMobileOtp(browser, { mobile, session_id: 'g' });
    expect(send.status).toBe(400);
    expect(send.body.message).toBe(REFUSAL);
    await verifyPhone(app, browser, mobile);
    const login = await browser.post('website/user/login-by-mobile', {
      mobile,
      session_id: 'short-id',
    });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe(REFUSAL);
    const { created } = await signUpByPhone(app, new Browser(app), { sessionId: 'guest-12345' });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(REFUSAL);
  });

  it('still takes no session_id at all where a guest has none to merge', async () => {
    const { created } = await signUpByPhone(app, new Browser(app));
    expect(created.status).toBe(201);
  });
});
