import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpChallenges, users } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import { Browser, uniquePhone, verifyPhone, sendMobileOtp } from './kit';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Moves a phone's codes back in time, past the resend countdown. */
async function age(target: string) {
  await app.db
    .update(otpChallenges)
    .set({ createdAt: sql`${otpChallenges.createdAt} - interval '5 minutes'` })
    .where(eq(otpChallenges.target, target));
}

async function send(browser: Browser, mobile: string) {
  const answer = await sendMobileOtp(browser, { mobile });
  await age(mobile);
  return answer;
}

describe('POST /api/website/user/send-otp-mobile: limits per requester and per target', () => {
  it("does not let a stranger's requests lock the owner of a phone out of their own login", async () => {
    const victim = uniquePhone();
    const stranger = new Browser(app);
    for (let i = 0; i < 10; i += 1) expect((await send(stranger, victim)).status).toBe(200);
    expect((await send(stranger, victim)).status).toBe(429);
    // The owner, from their own browser and address, still gets a code.
    expect((await send(new Browser(app), victim)).status).toBe(200);
  });

  it('counts a requester by its session too: a new address does not start a new allowance', async () => {
    const victim = uniquePhone();
    const stranger = new Browser(app);
    await verifyPhone(app, stranger, uniquePhone());
    expect(stranger.cookie).not.toBeNull();
    for (let i = 0; i < 10; i += 1) {
      (stranger as { ip: string }).ip = `10.250.${i}.${(process.pid % 200) + 1}`;
      expect((await send(stranger, victim)).status).toBe(200);
    }
    (stranger as { ip: string }).ip = `10.251.0.${(process.pid % 200) + 1}`;
    expect((await send(stranger, victim)).status).toBe(429);
  });

  it('keeps a per-phone ceiling across all requesters: 30 codes a day', async () => {
    const target = uniquePhone();
    for (let who = 0; who < 3; who += 1) {
      const browser = new Browser(app);
      for (let i = 0; i < 10; i += 1) expect((await send(browser, target)).status).toBe(200);
    }
    const answer = await send(new Browser(app), target);
    expect(answer.status).toBe(429);
  });
});

describe('SMS_DAILY_LIMIT', () => {
  it('refuses SMS past the store-wide daily ceiling with a clear message and alerts once', async () => {
    const capped = await buildTestApp({ smsDailyLimit: 2, demoData: false });
    try {
      const errors = vi.spyOn(capped.log, 'error');
      // Customers' numbers, which may spend the whole ceiling (new numbers stop at their share of
      // it: test/auth/otp-challenge.test.ts).
      const sendTo = async () => {
        const mobile = uniquePhone();
        await capped.db
          .insert(users)
          .values({ phone: mobile, role: 'customer', phoneVerifiedAt: new Date() });
        return sendMobileOtp(new Browser(capped), { mobile });
      };
      expect((await sendTo()).status).toBe(200);
      expect((await sendTo()).status).toBe(200);
      const over = await sendTo();
      expect(over.status).toBe(503);
      expect(over.body.message).toBe(
        'We cannot send text messages right now. Please try again later, or log in with your e-mail address.',
      );
      expect((await sendTo()).status).toBe(503);
      const alerts = errors.mock.calls.filter((call) =>
        JSON.stringify(call).includes('SMS_DAILY_LIMIT reached'),
      );
      expect(alerts).toHaveLength(1);
    } finally {
      await capped.close();
    }
  });
});
