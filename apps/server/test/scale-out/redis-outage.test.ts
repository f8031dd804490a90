import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, latestCode, uniquePhone } from '../auth/kit';
import { buildTestApp } from '../helpers/build-app';

/** Long enough for ioredis' reconnect back-off to pass a second. */
const OUTAGE_MS = 10_000;

/** A port on this machine nobody listens on: taken from the system, then released. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The rate-limit store lives in Redis when REDIS_URL is set; Redis going away must not take the
 * store down with it (skipOnError): the limited calls keep answering, unlimited, until it is back.
 */
describe('rate-limited calls while Redis is unreachable', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
  });
  afterAll(async () => app?.close());

  it('OTP send and verify still answer', async () => {
    const browser = new Browser(app);
    const mobile = uniquePhone();
    const sent = await browser.post('website/user/send-otp-mobile', { mobile, session_id: '' });
    expect(sent.status, sent.body.message).toBe(200);
    const otp = await latestCode(app, mobile, 6);
    const verified = await browser.post('website/user/verify-otp-mobile', {
      mobile,
      otp,
      session_id: '',
    });
    expect(verified.status, verified.body.message).toBe(200);
  });

  it('password login answers with its own refusal, not a server error, and without delay', async () => {
    const browser = new Browser(app);
    const guess = () =>
      browser.post('website/user/login', {
        email: 'nobody@example.co.in',
        password: 'not-the-password',
        session_id: '',
      });
    expect((await guess()).status).toBe(401);
    // After a while down, ioredis retries the connection only every second or two; a call must not
    // wait for that retry (it took 2 to 3 s per login before commandTimeout in plugins/redis.ts).
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const answer = await guess();
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Invalid email or password');
      expect(Date.now() - started).toBeLessThan(1500);
    }
  }, 60_000);
});
