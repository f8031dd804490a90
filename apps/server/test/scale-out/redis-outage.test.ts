import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, latestCode, uniquePhone, solvedChallenge } from '../auth/kit';
import { buildTestApp } from '../helpers/build-app';
import { freePort } from '../helpers/server-process';

/** Long enough for ioredis' reconnect back-off to grow past a second, as in a real outage. */
const OUTAGE_MS = 15_000;
/** A cheap limited call answers in tens of milliseconds; waiting on Redis took 2 to 3 s. */
const PROMPT_MS = 1200;

async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = Date.now();
  const answer = await call();
  return { answer, ms: Date.now() - started };
}

/**
 * The rate-limit store lives in Redis when REDIS_URL is set; Redis going away must not take the
 * store down with it (skipOnError): the limited calls keep answering, unlimited, until it is back,
 * and without waiting for ioredis' next reconnect attempt (commandTimeout in plugins/redis.ts).
 */
describe('rate-limited calls while Redis is unreachable', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ redisUrl: `redis://127.0.0.1:${await freePort()}` });
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  }, OUTAGE_MS + 120_000);
  afterAll(async () => app?.close());

  it('OTP send and verify answer promptly', async () => {
    const browser = new Browser(app);
    const mobile = uniquePhone();
    // Solved first, as the storefront does while the number is typed: only the send is timed.
    const altcha = await solvedChallenge(browser);
    const sent = await timed(() =>
      browser.post('website/user/send-otp-mobile', { mobile, session_id: '', altcha }),
    );
    expect(sent.answer.status, sent.answer.body.message).toBe(200);
    expect(sent.ms).toBeLessThan(PROMPT_MS);
    const otp = await latestCode(app, mobile, 6);
    const verified = await timed(() =>
      browser.post('website/user/verify-otp-mobile', { mobile, otp, session_id: '' }),
    );
    expect(verified.answer.status, verified.answer.body.message).toBe(200);
    expect(verified.ms).toBeLessThan(PROMPT_MS);
  });

  it('password login answers with its own refusal, not a server error', async () => {
    const browser = new Browser(app);
    for (let i = 0; i < 3; i++) {
      const answer = await browser.post('website/user/login', {
        email: 'nobody@example.co.in',
        password: 'not-the-password',
        session_id: '',
      });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Invalid email or password');
    }
  });
});
