import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import { Browser, latestCode, outbox, signUpByPhone, uniqueEmail } from './kit';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const PASSWORD = 'marigold-lane-9';

interface Me {
  id: number;
  email: string;
  email_verified: boolean;
  wallet: number;
}

/** A phone sign-up that typed `email` without proving it, then chose a password. */
async function phoneShopperWithTypedEmail(email: string) {
  const browser = new Browser(app);
  const { created } = await signUpByPhone(app, browser, { email });
  expect(created.status).toBe(201);
  const change = await browser.post('website/user/change-password', {
    current_password: '',
    new_password: PASSWORD,
  });
  expect(change.status).toBe(200);
  return { browser, id: created.body.data.id };
}

/** Proves an e-mail for the logged-in shopper of `browser` from the account page. */
async function proveFromAccount(browser: Browser, email: string) {
  expect(
    (
      await browser.post('website/user/contact/send-otp', {
        channel: 'email',
        value: email,
        password: PASSWORD,
      })
    ).status,
  ).toBe(200);
  return browser.post<Me>('website/user/contact/verify', {
    channel: 'email',
    value: email,
    otp: await latestCode(app, email, 4),
  });
}

/** A new shopper proving `email` by OTP at sign-up; answers the create call. */
async function emailSignUp(email: string) {
  const browser = new Browser(app);
  expect((await browser.post('website/user/send-otp-email', { email })).status).toBe(200);
  const verified = await browser.post('website/user/verify-otp-email', {
    email,
    otp: await latestCode(app, email, 4),
    purpose: 'signup',
  });
  expect(verified.status).toBe(200);
  return browser.post<Me>('website/user/create', {
    first_name: 'Ritu',
    last_name: 'Phadke',
    phone: '',
    email,
    password: 'ritu-password-1',
    referred_by: '',
    session_id: '',
  });
}

describe('an e-mail becomes a login identity only once proven by OTP', () => {
  it('keeps an e-mail typed at a phone sign-up unverified: no password login, no reset code', async () => {
    const email = uniqueEmail('typed');
    const { browser } = await phoneShopperWithTypedEmail(email);
    const me = await browser.get<Me>('website/user/me');
    expect(me.body.data).toMatchObject({ email, email_verified: false });

    const login = await new Browser(app).post('website/user/login', { email, password: PASSWORD });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('Invalid email or password');

    expect(
      (await new Browser(app).post('website/user/forget-password-otp', { email })).status,
    ).toBe(200);
    expect(await outbox(app, email)).toEqual([]);
  });

  it('makes the typed e-mail a login identity once proven from the account page', async () => {
    const email = uniqueEmail('proven-later');
    const { browser } = await phoneShopperWithTypedEmail(email);
    const proven = await proveFromAccount(browser, email);
    expect(proven.status).toBe(200);
    expect(proven.body.data).toMatchObject({ email, email_verified: true });
    const login = await new Browser(app).post('website/user/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
  });

  it("does not let an unverified copy block another person's verified sign-up, and clears that copy", async () => {
    const email = uniqueEmail('squatted');
    const squatter = await phoneShopperWithTypedEmail(email);
    const created = await emailSignUp(email);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ email, email_verified: true });
    const [left] = await app.db.select().from(users).where(eq(users.id, squatter.id));
    expect(left!.email).toBeNull();
    // The verified owner logs in with it; the squatter's password does nothing for it.
    expect(
      (await new Browser(app).post('website/user/login', { email, password: 'ritu-password-1' }))
        .status,
    ).toBe(200);
    expect(
      (await new Browser(app).post('website/user/login', { email, password: PASSWORD })).status,
    ).toBe(401);
  });

  it('lets two phone sign-ups type the same unproven e-mail, and refuses one proven by another', async () => {
    const email = uniqueEmail('shared-typo');
    await phoneShopperWithTypedEmail(email);
    await phoneShopperWithTypedEmail(email.toUpperCase());

    const proven = uniqueEmail('owned');
    expect((await emailSignUp(proven)).status).toBe(201);
    const { created } = await signUpByPhone(app, new Browser(app), { email: proven });
    expect(created.status).toBe(409);
    expect(created.body.message).toBe(
      'This e-mail address is already registered. Please log in with it.',
    );
  });
});
