import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Challenge } from 'altcha-lib/v1/types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpChallenges, users } from '../../src/db/schema';
import { newOtpChallenge } from '../../src/services/auth/otp-challenge';
import { buildTestApp, TEST_OTP_CHALLENGE_MAX_NUMBER } from '../helpers/build-app';
import {
  Browser,
  outbox,
  sendMobileOtp,
  solvedChallenge,
  solveOtpChallenge,
  uniquePhone,
} from './kit';

const SEND = 'website/user/send-otp-mobile';
const CHALLENGE_FAILED = 'Security check failed. Please try again.';
const SMS_SPENT =
  'We cannot send text messages right now. Please try again later, or log in with your e-mail address.';
const NETWORK_SPENT =
  'Too many OTPs were sent from your network today. Please try again tomorrow, or log in with your e-mail address.';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demoData: false });
});
afterAll(async () => {
  await app?.close();
});

async function smsTo(target: FastifyInstance, mobile: string) {
  return (await outbox(target, `+91${mobile}`)).filter((m) => m.channel === 'sms');
}

/** A customer whose account holds `phone`, proven or only typed at an e-mail sign-up. */
async function customer(target: FastifyInstance, phone: string, proven = true) {
  await target.db.insert(users).values({
    phone,
    email: `${phone}@example.co.in`,
    firstName: 'Asha',
    role: 'customer',
    phoneVerifiedAt: proven ? new Date() : null,
  });
}

/** Codes as if sent earlier today from `ip`, each to a number of its own. */
async function earlierSms(target: FastifyInstance, ip: string, howMany: number) {
  const now = Date.now();
  await target.db.insert(otpChallenges).values(
    Array.from({ length: howMany }, (_, i) => ({
      channel: 'sms' as const,
      target: uniquePhone(),
      purpose: 'login' as const,
      codeHash: randomBytes(32).toString('hex'),
      // Spread over the day after the last hour, so only the daily count sees them.
      createdAt: new Date(now - (2 + (i % 20)) * 3600_000),
      expiresAt: new Date(now - 3600_000),
      ip,
    })),
  );
}

describe('GET /api/website/user/otp-challenge', () => {
  it('answers an ALTCHA challenge that expires within minutes', async () => {
    const answer = await new Browser(app).get<Challenge>('website/user/otp-challenge');
    expect(answer.status).toBe(200);
    const challenge = answer.body.data;
    expect(Object.keys(challenge).sort()).toEqual([
      'algorithm',
      'challenge',
      'maxnumber',
      'salt',
      'signature',
    ]);
    expect(challenge).toMatchObject({
      algorithm: 'SHA-256',
      maxnumber: TEST_OTP_CHALLENGE_MAX_NUMBER,
    });
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires'));
    const minutesLeft = (expires * 1000 - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(4);
    expect(minutesLeft).toBeLessThanOrEqual(5);
  });
});

describe('POST /api/website/user/send-otp-mobile: the proof of work', () => {
  it('refuses a request without a solved challenge, and sends nothing', async () => {
    const mobile = uniquePhone();
    const browser = new Browser(app);
    const bare = await browser.post(SEND, { mobile, session_id: '' });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ status: false, message: CHALLENGE_FAILED });
    const garbled = await browser.post(SEND, { mobile, altcha: 'bm90IGEgc29sdXRpb24=' });
    expect(garbled.status).toBe(400);
    expect(garbled.body.message).toBe(CHALLENGE_FAILED);
    expect(await smsTo(app, mobile)).toEqual([]);
  });

  it('refuses a wrong number and a challenge the server did not sign', async () => {
    const browser = new Browser(app);
    const solved = JSON.parse(
      Buffer.from(await solvedChallenge(browser), 'base64').toString(),
    ) as Record<string, unknown>;
    const altered = (change: Record<string, unknown>) =>
      Buffer.from(JSON.stringify({ ...solved, ...change })).toString('base64');
    for (const altcha of [
      altered({ number: Number(solved.number) + 1 }),
      altered({ signature: 'f'.repeat(64) }),
    ]) {
      const answer = await browser.post(SEND, { mobile: uniquePhone(), altcha });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(CHALLENGE_FAILED);
    }
    // A challenge signed with another key, solved correctly.
    const foreign = await newOtpChallenge({ secret: 'another-store-secret', maxNumber: 100 });
    const answer = await browser.post(SEND, {
      mobile: uniquePhone(),
      altcha: await solveOtpChallenge(foreign),
    });
    expect(answer.status).toBe(400);
  });

  it('accepts a solved challenge once and refuses it when it is used again', async () => {
    const browser = new Browser(app);
    const altcha = await solvedChallenge(browser);
    const mobile = uniquePhone();
    const first = await browser.post(SEND, { mobile, session_id: '', altcha });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('OTP sent successfully');
    expect(await smsTo(app, mobile)).toHaveLength(1);

    // Again for another number, from another browser: the solution is spent wherever it goes.
    const other = uniquePhone();
    const again = await new Browser(app).post(SEND, { mobile: other, session_id: '', altcha });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ status: false, message: CHALLENGE_FAILED });
    expect(await smsTo(app, other)).toEqual([]);
  });

  it("answers 'reCAPTCHA expired. Please try again.' for a challenge past its expiry", async () => {
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
    const stale = await newOtpChallenge({
      secret: app.config.authSecret,
      maxNumber: TEST_OTP_CHALLENGE_MAX_NUMBER,
      now: () => sixMinutesAgo,
    });
    const mobile = uniquePhone();
    const answer = await new Browser(app).post(SEND, {
      mobile,
      altcha: await solveOtpChallenge(stale),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: false,
      message: 'reCAPTCHA expired. Please try again.',
    });
    expect(await smsTo(app, mobile)).toEqual([]);
  });

  it("checks the number's own messages first", async () => {
    const answer = await new Browser(app).post(SEND, { mobile: '98765' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid mobile number format!');
  });
});

describe('SMS codes per address a day', () => {
  it('lets one address have 100 SMS codes a day, whatever the numbers, then refuses it alone', async () => {
    const browser = new Browser(app);
    await earlierSms(app, browser.ip, 99);
    expect((await sendMobileOtp(browser, { mobile: uniquePhone() })).status).toBe(200);
    const over = await sendMobileOtp(browser, { mobile: uniquePhone() });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ status: false, message: NETWORK_SPENT });
    // Another address is not held back.
    expect((await sendMobileOtp(new Browser(app), { mobile: uniquePhone() })).status).toBe(200);
  });

  it('scales with AUTH_IP_LIMIT_FACTOR like the other per-address limits', async () => {
    const doubled = await buildTestApp({ authIpLimitFactor: 2, demoData: false });
    try {
      const browser = new Browser(doubled);
      await earlierSms(doubled, browser.ip, 150);
      expect((await sendMobileOtp(browser, { mobile: uniquePhone() })).status).toBe(200);
      await earlierSms(doubled, browser.ip, 49);
      expect((await sendMobileOtp(browser, { mobile: uniquePhone() })).status).toBe(429);
    } finally {
      await doubled.close();
    }
  });
});

describe("SMS_DAILY_LIMIT: the customers' reserve", () => {
  it('stops new numbers at 70 % of the day, and keeps the rest for customers', async () => {
    // 10 a day: numbers no customer has proven may have 7 of them.
    const capped = await buildTestApp({ smsDailyLimit: 10, demoData: false });
    try {
      const errors = vi.spyOn(capped.log, 'error');
      const send = (mobile: string) => sendMobileOtp(new Browser(capped), { mobile });
      for (let i = 0; i < 7; i += 1) expect((await send(uniquePhone())).status).toBe(200);
      const newNumber = await send(uniquePhone());
      expect(newNumber.status).toBe(503);
      expect(newNumber.body).toMatchObject({ status: false, message: SMS_SPENT });
      // A phone only typed at an e-mail sign-up, never proven, is no customer's yet.
      const typedOnly = uniquePhone();
      await customer(capped, typedOnly, false);
      expect((await send(typedOnly)).status).toBe(503);

      const customers = [uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone()];
      for (const phone of customers) await customer(capped, phone);
      for (const phone of customers.slice(0, 3)) expect((await send(phone)).status).toBe(200);
      // The whole day's 10 are spent now: customers too wait for the count to drop.
      const last = await send(customers[3]!);
      expect(last.status).toBe(503);
      expect(last.body.message).toBe(SMS_SPENT);

      const alerts = errors.mock.calls.map((call) => JSON.stringify(call));
      expect(alerts.filter((a) => a.includes('New numbers have used their share'))).toHaveLength(1);
      expect(alerts.filter((a) => a.includes('SMS_DAILY_LIMIT reached'))).toHaveLength(1);
    } finally {
      await capped.close();
    }
  });
});
