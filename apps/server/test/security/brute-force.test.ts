/**
 * Brute force: guessing an OTP or a password, and scripted sign-ups, are stopped (429)
 * long before they could succeed by chance; a guessed-at OTP dies.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_REQUESTS } from '../../src/errors';
import { Browser, latestCode, uniqueEmail, uniquePhone, sendMobileOtp } from '../auth/kit';
import { buildTestApp } from '../helpers/build-app';
import { passwordAccount } from './password-account';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app?.close());

describe('OTP guessing', () => {
  it('kills the code after 5 wrong guesses: even the right code is refused afterwards', async () => {
    const mobile = uniquePhone();
    const browser = new Browser(app);
    expect((await sendMobileOtp(browser, { mobile })).status).toBe(200);
    const otp = await latestCode(app, mobile, 6);
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        (await browser.post('website/user/verify-otp-mobile', { mobile, otp: wrong })).status,
      );
    expect(answers.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(answers.slice(4)).toEqual([429, 429]);
    const right = await browser.post('website/user/verify-otp-mobile', { mobile, otp });
    expect(right.status).toBe(429);
    // The phone is not verified in this session: logging in with it is still refused.
    expect((await browser.post('website/user/login-by-mobile', { mobile })).status).toBe(401);
  });

  it('stops one IP address guessing across many phones (429)', async () => {
    const browser = new Browser(app);
    let stoppedAt = 0;
    for (let i = 1; i <= 80 && stoppedAt === 0; i++) {
      const answer = await browser.post('website/user/verify-otp-mobile', {
        mobile: uniquePhone(),
        otp: '123456',
      });
      if (answer.status === 429) {
        stoppedAt = i;
        expect(answer.body.message).toBe(TOO_MANY_REQUESTS);
      }
    }
    expect(stoppedAt).toBe(61);
  });
});

// Every password check costs a full scrypt, also for an unknown account (docs/operations.md):
// cheap at the tests' cost, about half a minute of CPU for these guesses at production's.
describe('password guessing', { timeout: 240_000 }, () => {
  it('stops guesses at one account from one IP address, and the right password too (429)', async () => {
    const { email, password } = await passwordAccount(app);
    const browser = new Browser(app);
    for (let i = 0; i < 10; i++)
      expect(
        (await browser.post('website/user/login', { email, password: `guess-${i}` })).status,
      ).toBe(401);
    const stopped = await browser.post('website/user/login', { email, password });
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toBe(TOO_MANY_REQUESTS);
    expect(browser.cookie).toBeNull();
  });

  it('stops guesses at one account spread over many IP addresses (429)', async () => {
    const { email } = await passwordAccount(app);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // A fresh browser, so a fresh IP address, for every guess.
      statuses.push(
        (await new Browser(app).post('website/user/login', { email, password: `g${i}` })).status,
      );
    }
    // 20 tries an account per 15 minutes, wherever they come from.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  });

  it('stops one IP address guessing across many accounts (429)', async () => {
    const browser = new Browser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      const email = uniqueEmail('stuffing');
      statuses.push(
        (await browser.post('website/user/login', { email, password: 'Password123' })).status,
      );
    }
    // 60 password logins per IP address per 15 minutes: loose for a shared NAT address.
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(401));
    expect(statuses.slice(60)).toEqual([429, 429]);
  });
});

describe('sign-up', () => {
  it('is limited per IP address (429 after 20 attempts in 15 minutes)', async () => {
    const browser = new Browser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (
          await browser.post('website/user/create', {
            first_name: 'Ravi',
            last_name: 'Kumar',
            phone: uniquePhone(),
            email: uniqueEmail('signup'),
            status: 'Y',
            session_id: '',
          })
        ).status,
      );
    }
    // Without a verified phone each attempt is refused anyway (403); the 21st is not even tried.
    expect(new Set(statuses.slice(0, 20))).toEqual(new Set([403]));
    expect(statuses[20]).toBe(429);
  });
});
