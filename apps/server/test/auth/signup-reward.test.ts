import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, walletLedger } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import { Browser, latestCode, signUpByPhone, uniqueEmail, uniquePhone } from './kit';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

interface Me {
  id: number;
  wallet: number;
}

async function emailOnlySignUp() {
  const browser = new Browser(app);
  const email = uniqueEmail('farm');
  expect((await browser.post('website/user/send-otp-email', { email })).status).toBe(200);
  await browser.post('website/user/verify-otp-email', {
    email,
    otp: await latestCode(app, email, 4),
    purpose: 'signup',
  });
  const created = await browser.post<Me>('website/user/create', {
    first_name: 'Farah',
    last_name: 'Mistry',
    phone: '',
    email,
    password: 'farah-password-1',
    referred_by: '',
    session_id: '',
  });
  expect(created.status).toBe(201);
  return { browser, created };
}

async function provePhone(browser: Browser, phone: string) {
  expect(
    (
      await browser.post('website/user/contact/send-otp', {
        channel: 'mobile',
        value: phone,
        password: 'farah-password-1',
      })
    ).status,
  ).toBe(200);
  return browser.post<Me>('website/user/contact/verify', {
    channel: 'mobile',
    value: phone,
    otp: await latestCode(app, phone, 6),
  });
}

async function rewards(userId: number) {
  return app.db.select().from(walletLedger).where(eq(walletLedger.userId, userId));
}

describe('POST /api/website/user/create: the sign-up reward, once per proven phone', () => {
  it('pays nothing to an e-mail-only sign-up until it proves a phone, then pays once', async () => {
    const { browser, created } = await emailOnlySignUp();
    expect(created.body.data.wallet).toBe(0);
    expect(await rewards(created.body.data.id)).toEqual([]);

    const proven = await provePhone(browser, uniquePhone());
    expect(proven.status).toBe(200);
    expect(proven.body.data.wallet).toBe(100);
    // A second phone earns nothing more for the same account.
    expect((await provePhone(browser, uniquePhone())).body.data.wallet).toBe(100);
  });

  it('does not pay again when the phone signs up anew after its account is deleted', async () => {
    const mobile = uniquePhone();
    const first = await signUpByPhone(app, new Browser(app), { mobile });
    expect(first.created.body.data.wallet).toBe(100);
    await app.db.delete(users).where(eq(users.id, first.created.body.data.id));

    const again = await signUpByPhone(app, new Browser(app), { mobile });
    expect(again.created.status).toBe(201);
    expect(again.created.body.data.wallet).toBe(0);
  });

  it('does not pay an e-mail-only account that proves a phone already rewarded', async () => {
    const mobile = uniquePhone();
    const first = await signUpByPhone(app, new Browser(app), { mobile });
    await app.db.delete(users).where(eq(users.id, first.created.body.data.id));
    const { browser } = await emailOnlySignUp();
    const proven = await provePhone(browser, mobile);
    expect(proven.status).toBe(200);
    expect(proven.body.data.wallet).toBe(0);
  });
});
