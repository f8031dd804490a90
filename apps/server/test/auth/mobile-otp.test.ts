import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import {
  Browser,
  latestCode,
  outbox,
  signUpByPhone,
  uniquePhone,
  verifyPhone,
  sendMobileOtp,
} from './kit';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Moves the target's codes back in time, as if the shopper had waited. */
async function age(target: string, seconds: number) {
  await app.db
    .update(otpChallenges)
    .set({ createdAt: sql`${otpChallenges.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(otpChallenges.target, target));
}

describe('POST /api/website/user/send-otp-mobile', () => {
  it('sends a 6-digit code by SMS and never returns it', async () => {
    const mobile = uniquePhone();
    const answer = await sendMobileOtp(new Browser(app), {
      mobile,
      session_id: '',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, message: 'OTP sent successfully' });
    const code = await latestCode(app, mobile, 6);
    expect(JSON.stringify(answer.body)).not.toContain(code);
    const [sms] = await outbox(app, `+91${mobile}`);
    expect(sms).toMatchObject({ channel: 'sms', to: `+91${mobile}` });
  });

  it('stores only a hash of the code', async () => {
    const mobile = uniquePhone();
    await sendMobileOtp(new Browser(app), { mobile });
    const code = await latestCode(app, mobile, 6);
    const [row] = await app.db.select().from(otpChallenges).where(eq(otpChallenges.target, mobile));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a missing number with the required message', async () => {
    const answer = await sendMobileOtp(new Browser(app), { mobile: '' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message: 'Mobile number is required!' });
  });

  it('refuses a number that is not 10 digits', async () => {
    const answer = await sendMobileOtp(new Browser(app), { mobile: '98765' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid mobile number format!');
  });

  it('accepts a pasted +91 number as the 10 digits', async () => {
    const mobile = uniquePhone();
    const answer = await sendMobileOtp(new Browser(app), {
      mobile: `+91 ${mobile}`,
    });
    expect(answer.status).toBe(200);
    await expect(latestCode(app, mobile, 6)).resolves.toMatch(/^\d{6}$/);
  });

  it('refuses a resend before the 120 s countdown, then allows it, then waits 30 s', async () => {
    const mobile = uniquePhone();
    const browser = new Browser(app);
    expect((await sendMobileOtp(browser, { mobile })).body.data).toEqual({
      expires_in: 300,
      resend_in: 120,
    });

    const early = await sendMobileOtp(browser, { mobile });
    expect(early.status).toBe(429);
    expect(early.body.message).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);

    await age(mobile, 120);
    const resend = await sendMobileOtp(browser, { mobile });
    expect(resend.status).toBe(200);
    expect(resend.body.data).toEqual({ expires_in: 300, resend_in: 30 });

    await age(mobile, 20);
    expect((await sendMobileOtp(browser, { mobile })).status).toBe(429);
    await age(mobile, 10);
    expect((await sendMobileOtp(browser, { mobile })).status).toBe(200);
  });

  it('only the newest code works after a resend', async () => {
    const mobile = uniquePhone();
    const browser = new Browser(app);
    await sendMobileOtp(browser, { mobile });
    const first = await latestCode(app, mobile, 6);
    await age(mobile, 121);
    await sendMobileOtp(browser, { mobile });
    const second = await latestCode(app, mobile, 6);
    if (first !== second) {
      expect(
        (await browser.post('website/user/verify-otp-mobile', { mobile, otp: first })).body.message,
      ).toBe('Invalid OTP!');
    }
    expect(
      (await browser.post('website/user/verify-otp-mobile', { mobile, otp: second })).status,
    ).toBe(200);
  });

  it('needs no countdown for a new code once the last one was used (log out, log in again)', async () => {
    const mobile = uniquePhone();
    await verifyPhone(app, new Browser(app), mobile);
    const again = await sendMobileOtp(new Browser(app), { mobile });
    expect(again.status).toBe(200);
    // A new series: the next resend waits the full 120 s again.
    expect(again.body.data).toEqual({ expires_in: 300, resend_in: 120 });
    expect((await sendMobileOtp(new Browser(app), { mobile })).status).toBe(429);
  });

  it('keeps the countdown for a code that was only guessed at', async () => {
    const mobile = uniquePhone();
    const browser = new Browser(app);
    await sendMobileOtp(browser, { mobile });
    const otp = await latestCode(app, mobile, 6);
    await browser.post('website/user/verify-otp-mobile', {
      mobile,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect((await sendMobileOtp(browser, { mobile })).status).toBe(429);
  });

  it('limits codes per phone to 10 a day (429)', async () => {
    const mobile = uniquePhone();
    const browser = new Browser(app);
    for (let i = 0; i < 10; i += 1) {
      expect((await sendMobileOtp(browser, { mobile })).status).toBe(200);
      await age(mobile, 60 * 60);
    }
    const refused = await sendMobileOtp(browser, { mobile });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      status: false,
      message: 'Too many requests. Please try again later.',
      data: null,
    });
  });

  it('limits codes per IP address (429)', async () => {
    const browser = new Browser(app);
    for (let i = 0; i < 30; i += 1) {
      expect((await sendMobileOtp(browser, { mobile: uniquePhone() })).status).toBe(200);
    }
    const refused = await sendMobileOtp(browser, { mobile: uniquePhone() });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many requests. Please try again later.');
    // Another shopper elsewhere is unaffected.
    expect((await sendMobileOtp(new Browser(app), { mobile: uniquePhone() })).status).toBe(200);
  });
});

describe('POST /api/website/user/verify-otp-mobile', () => {
  it('accepts the right code and tells whether the phone has an account', async () => {
    const mobile = uniquePhone();
    const browser = new Browser(app);
    const answer = await verifyPhone(app, browser, mobile);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, data: { mobile, is_registered: false } });
    // The proof lives in an HttpOnly session cookie, not in anything the page can read.
    expect(browser.cookie).toMatch(/^kesariya_session=/);
  });

  it("answers 'Invalid OTP!' for a wrong code", async () => {
    const mobile = uniquePhone();
    const browser = new Browser(app);
    await sendMobileOtp(browser, { mobile });
    const code = await latestCode(app, mobile, 6);
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await browser.post('website/user/verify-otp-mobile', { mobile, otp: wrong });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: false,
      message: 'Invalid OTP!',
      data: null,
      other_data: { errors: { otp: 'Invalid OTP!' } },
    });
  });

  it("answers 'OTP is required !' without a code", async () => {
    const answer = await new Browser(app).post('website/user/verify-otp-mobile', {
      mobile: uniquePhone(),
      otp: '',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('OTP is required !');
  });

  it('refuses a code for a number that never got one', async () => {
    const answer = await new Browser(app).post('website/user/verify-otp-mobile', {
      mobile: uniquePhone(),
      otp: '123456',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid OTP!');
  });

  it('refuses a code used once already', async () => {
    const mobile = uniquePhone();
    const browser = new Browser(app);
    await sendMobileOtp(browser, { mobile });
    const otp = await latestCode(app, mobile, 6);
    expect((await browser.post('website/user/verify-otp-mobile', { mobile, otp })).status).toBe(
      200,
    );
    const again = await new Browser(app).post('website/user/verify-otp-mobile', { mobile, otp });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid OTP!');
  });

  it('refuses an expired code (5 minutes)', async () => {
    const mobile = uniquePhone();
    const browser = new Browser(app);
    await sendMobileOtp(browser, { mobile });
    const otp = await latestCode(app, mobile, 6);
    const [row] = await app.db.select().from(otpChallenges).where(eq(otpChallenges.target, mobile));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60_000);
    await app.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.target, mobile));
    const answer = await browser.post('website/user/verify-otp-mobile', { mobile, otp });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('OTP has expired. Please request a new one.');
  });

  it('kills the code after 5 wrong tries, even for the right code afterwards', async () => {
    const mobile = uniquePhone();
    const browser = new Browser(app);
    await sendMobileOtp(browser, { mobile });
    const otp = await latestCode(app, mobile, 6);
    const wrong = otp === '999999' ? '888888' : '999999';
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await browser.post('website/user/verify-otp-mobile', { mobile, otp: wrong })).body.message,
      ).toBe('Invalid OTP!');
    }
    const fifth = await browser.post('website/user/verify-otp-mobile', { mobile, otp: wrong });
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe('Too many wrong attempts. Please request a new OTP.');
    const right = await browser.post('website/user/verify-otp-mobile', { mobile, otp });
    expect(right.status).toBe(429);
    expect(right.body.status).toBe(false);
  });
});

describe('POST /api/website/user/login-by-mobile', () => {
  it('refuses a phone this session has not verified (401)', async () => {
    const answer = await new Browser(app).post('website/user/login-by-mobile', {
      mobile: uniquePhone(),
      session_id: '',
    });
    expect(answer.status).toBe(401);
    expect(answer.body.status).toBe(false);
  });

  it("does not accept another browser's verification", async () => {
    const mobile = uniquePhone();
    await verifyPhone(app, new Browser(app), mobile);
    const stranger = new Browser(app);
    await sendMobileOtp(stranger, { mobile: uniquePhone() });
    const answer = await stranger.post('website/user/login-by-mobile', { mobile });
    expect(answer.status).toBe(401);
  });

  it('answers an unknown verified phone so the client opens sign-up', async () => {
    const mobile = uniquePhone();
    const browser = new Browser(app);
    await verifyPhone(app, browser, mobile);
    const answer = await browser.post('website/user/login-by-mobile', { mobile, session_id: '' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: false,
      message: 'Mobile number verified successfully',
      data: { is_registered: false, mobile },
    });
  });

  it('logs a registered, verified phone in with a fresh session', async () => {
    const mobile = uniquePhone();
    await signUpByPhone(app, new Browser(app), { mobile, name: 'Meera Joshi' });

    const browser = new Browser(app);
    await age(mobile, 200);
    await verifyPhone(app, browser, mobile);
    const guestCookie = browser.cookie;
    const answer = await browser.post<{ phone: string; first_name: string; wallet: number }>(
      'website/user/login-by-mobile',
      {
        mobile,
        session_id: '',
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      is_registered: true,
      data: { phone: mobile, first_name: 'Meera', wallet: 100 },
    });
    expect(browser.cookie).not.toBe(guestCookie);
    expect((await browser.get('website/user/me')).status).toBe(200);
  });

  it('refuses an invalid number with the required message', async () => {
    const answer = await new Browser(app).post('website/user/login-by-mobile', { mobile: '12' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid mobile number format!');
  });
});
