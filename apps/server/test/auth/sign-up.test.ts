import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges, walletLedger } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import { Browser, latestCode, signUpByPhone, uniqueEmail, uniquePhone, verifyPhone } from './kit';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

function payload(overrides: Record<string, string> = {}) {
  return {
    first_name: 'Asha',
    last_name: 'Kulkarni',
    phone: '',
    email: uniqueEmail(),
    status: 'Y',
    image: '',
    password: '',
    referred_by: '',
    firebase_token: '',
    session_id: '',
    ...overrides,
  };
}

describe('POST /api/website/user/create', () => {
  it('refuses an account whose phone or e-mail was not verified in this session', async () => {
    const answer = await new Browser(app).post(
      'website/user/create',
      payload({ phone: uniquePhone() }),
    );
    expect(answer.status).toBe(403);
    const noPhone = await new Browser(app).post('website/user/create', payload());
    expect(noPhone.status).toBe(403);
  });

  it('creates the account after a mobile OTP, credits the ₹100 reward and logs in', async () => {
    const browser = new Browser(app);
    const email = uniqueEmail('asha');
    const { mobile, created } = await signUpByPhone(app, browser, { email, name: 'Asha Kulkarni' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: true,
      is_registered: true,
      data: { phone: mobile, email, first_name: 'Asha', last_name: 'Kulkarni', wallet: 100 },
    });
    const ledger = await app.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, created.body.data.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        amountPaise: 10_000,
        reason: 'signup_reward',
        balanceAfterPaise: 10_000,
      }),
    ]);
    const me = await browser.get<{ id: number; wallet: number }>('website/user/me');
    expect(me.body.data).toMatchObject({ id: created.body.data.id, wallet: 100 });
  });

  it('creates the account after an e-mail OTP, without a phone', async () => {
    const browser = new Browser(app);
    const email = uniqueEmail('mail-only');
    expect((await browser.post('website/user/send-otp-email', { email })).status).toBe(200);
    const otp = await latestCode(app, email, 4);
    expect(
      (await browser.post('website/user/verify-otp-email', { email, otp, purpose: 'signup' }))
        .status,
    ).toBe(200);
    const created = await browser.post<{ email: string; phone: string }>(
      'website/user/create',
      payload({ email, password: 'jasmine-12' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ email, phone: '' });
    expect(
      (await new Browser(app).post('website/user/login', { email, password: 'jasmine-12' })).status,
    ).toBe(200);
  });

  it('does not store a phone that was not verified, even with a verified e-mail', async () => {
    const browser = new Browser(app);
    const email = uniqueEmail();
    await browser.post('website/user/send-otp-email', { email });
    await browser.post('website/user/verify-otp-email', {
      email,
      otp: await latestCode(app, email, 4),
      purpose: 'signup',
    });
    const answer = await browser.post(
      'website/user/create',
      payload({ email, phone: uniquePhone() }),
    );
    expect(answer.status).toBe(403);
  });

  it('refuses a phone that already has an account (409)', async () => {
    const mobile = uniquePhone();
    await signUpByPhone(app, new Browser(app), { mobile });
    // Past the resend countdown, as a second shopper trying the same number would be.
    await app.db
      .update(otpChallenges)
      .set({ createdAt: sql`${otpChallenges.createdAt} - interval '5 minutes'` })
      .where(eq(otpChallenges.target, mobile));
    const { created } = await signUpByPhone(app, new Browser(app), { mobile });
    expect(created.status).toBe(409);
    expect(created.body.message).toBe(
      'This mobile number is already registered. Please log in with it.',
    );
  });

  it('refuses an e-mail address another account has proven (409)', async () => {
    const email = uniqueEmail('taken');
    const owner = new Browser(app);
    await owner.post('website/user/send-otp-email', { email });
    await owner.post('website/user/verify-otp-email', {
      email,
      otp: await latestCode(app, email, 4),
      purpose: 'signup',
    });
    expect((await owner.post('website/user/create', payload({ email }))).status).toBe(201);
    const { created } = await signUpByPhone(app, new Browser(app), { email: email.toUpperCase() });
    expect(created.status).toBe(409);
    expect(created.body.message).toBe(
      'This e-mail address is already registered. Please log in with it.',
    );
  });

  it.each([
    [{ first_name: '', last_name: '' }, 'Name is required!'],
    [{ first_name: 'Asha1', last_name: '' }, 'Name must contain only letters.'],
    [{ first_name: 'Al', last_name: '' }, 'Name must be at least 3 character long'],
    [{ email: '' }, 'Email address is required !'],
    [{ email: 'asha@' }, 'Please enter valid email address'],
    [{ email: 'asha@a@b.com' }, 'Invalid email domain'],
  ])('refuses %j with the required message', async (overrides, message) => {
    const answer = await new Browser(app).post('website/user/create', payload(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('accepts names with apostrophes and hyphens, and a multi-level domain', async () => {
    const browser = new Browser(app);
    const mobile = uniquePhone();
    await verifyPhone(app, browser, mobile);
    const answer = await browser.post(
      'website/user/create',
      payload({
        first_name: "D'Souza",
        last_name: 'Rao-Patil',
        phone: mobile,
        email: uniqueEmail().replace('example.co.in', 'iitb.ac.in'),
      }),
    );
    expect(answer.status).toBe(201);
  });
});

describe('registration reward', () => {
  it('follows the configured amount; none means no ledger entry', async () => {
    const noReward = await buildTestApp({ signupRewardPaise: 0, demoData: false });
    try {
      const { created } = await signUpByPhone(noReward, new Browser(noReward));
      expect(created.status).toBe(201);
      expect(created.body.data.wallet).toBe(0);
      const ledger = await noReward.db
        .select()
        .from(walletLedger)
        .where(eq(walletLedger.userId, created.body.data.id));
      expect(ledger).toEqual([]);
    } finally {
      await noReward.close();
    }
  });
});
