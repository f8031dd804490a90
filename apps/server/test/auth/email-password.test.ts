import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges, users } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import { Browser, latestCode, outbox, uniqueEmail, uniquePhone } from './kit';
import { delivered } from '../helpers/delivered';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** An account with an e-mail and a password, created directly in the database. */
async function account(password = 'saffron-123') {
  const email = uniqueEmail();
  await app.db.insert(users).values({
    firstName: 'Kavya',
    lastName: 'Deshpande',
    email,
    phone: uniquePhone(),
    passwordHash: await app.passwords.hash(password),
    emailVerifiedAt: new Date(),
  });
  return { email, password };
}

/** Asks for a reset code and verifies it in this browser. */
async function verifyReset(browser: Browser, email: string) {
  expect((await browser.post('website/user/forget-password-otp', { email })).status).toBe(200);
  const otp = await latestCode(app, email, 4);
  return browser.post('website/user/verify-otp-email', { email, otp, purpose: 'reset' });
}

describe('POST /api/website/user/login', () => {
  it('logs in with the right e-mail and password, whatever the case of the address', async () => {
    const { email, password } = await account();
    const browser = new Browser(app);
    const answer = await browser.post<{ email: string; wallet: number }>('website/user/login', {
      email: email.toUpperCase(),
      password,
      session_id: '',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, data: { email, wallet: 0 } });
    expect(answer.body.data).not.toHaveProperty('password_hash');
    expect(JSON.stringify(answer.body)).not.toContain('scrypt');
    expect((await browser.get('website/user/me')).status).toBe(200);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const { email } = await account();
    const wrong = await new Browser(app).post('website/user/login', {
      email,
      password: 'not-it-123',
    });
    const unknown = await new Browser(app).post('website/user/login', {
      email: uniqueEmail('nobody'),
      password: 'not-it-123',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ status: false, message: 'Invalid email or password', data: null });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.setCookie).toEqual([]);
  });

  it.each([
    [{ email: '', password: '' }, 'Email and password are required'],
    [{ email: '', password: 'x' }, 'Email is required'],
    [{ email: 'asha.example.com', password: 'x' }, 'Invalid email format'],
    [{ email: 'asha@mail@example.com', password: 'x' }, 'Invalid email domain'],
    [{ email: 'asha@example..com', password: 'x' }, 'Invalid email domain'],
    [{ email: 'asha@example.com', password: '' }, 'Password is required'],
  ])('refuses %j with the required message', async (form, message) => {
    const answer = await new Browser(app).post('website/user/login', form);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('accepts multi-level Indian domains such as yahoo.co.in', async () => {
    const answer = await new Browser(app).post('website/user/login', {
      email: 'asha@yahoo.co.in',
      password: 'whatever1',
    });
    expect(answer.status).toBe(401);
  });

  it('limits password guesses per address (429)', async () => {
    const { email } = await account();
    const browser = new Browser(app);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await browser.post('website/user/login', { email, password: `guess-${i}` })).status,
      ).toBe(401);
    }
    const refused = await browser.post('website/user/login', { email, password: 'guess-10' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many requests. Please try again later.');
  });
});

describe('POST /api/website/user/forget-password-otp', () => {
  it('sends a 4-digit code by e-mail and returns no code', async () => {
    const { email } = await account();
    const answer = await new Browser(app).post('website/user/forget-password-otp', { email });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, message: 'OTP sent successfully' });
    const code = await latestCode(app, email, 4);
    expect(JSON.stringify(answer.body)).not.toContain(code);
    const [mail] = await outbox(app, email);
    expect(mail).toMatchObject({ channel: 'email', to: email });
  });

  it('answers an unknown address the same way but sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const answer = await new Browser(app).post('website/user/forget-password-otp', { email });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, message: 'OTP sent successfully' });
    expect(await outbox(app, email)).toEqual([]);
  });

  it("refuses an empty address with 'Email is required'", async () => {
    const answer = await new Browser(app).post('website/user/forget-password-otp', { email: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Email is required');
  });

  it('keeps to 3 reset codes per address a day (429)', async () => {
    const { email } = await account();
    const browser = new Browser(app);
    for (let i = 0; i < 3; i += 1) {
      expect((await browser.post('website/user/forget-password-otp', { email })).status).toBe(200);
      await app.db
        .update(otpChallenges)
        .set({ createdAt: sql`${otpChallenges.createdAt} - interval '1 hour'` })
        .where(eq(otpChallenges.target, email));
    }
    expect((await browser.post('website/user/forget-password-otp', { email })).status).toBe(429);
  });

  it('refuses a resend within 120 s', async () => {
    const { email } = await account();
    const browser = new Browser(app);
    await browser.post('website/user/forget-password-otp', { email });
    const again = await browser.post('website/user/forget-password-otp', { email });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds/);
  });
});

describe('POST /api/website/user/verify-otp-email', () => {
  it("answers 'Invalid Otp' for a wrong code", async () => {
    const { email } = await account();
    const browser = new Browser(app);
    await browser.post('website/user/forget-password-otp', { email });
    const code = await latestCode(app, email, 4);
    const answer = await browser.post('website/user/verify-otp-email', {
      email,
      otp: code === '0000' ? '1111' : '0000',
      purpose: 'reset',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid Otp');
  });

  it("answers 'OTP is require !' without a code", async () => {
    const answer = await new Browser(app).post('website/user/verify-otp-email', {
      email: uniqueEmail(),
      otp: '',
      purpose: 'reset',
    });
    expect(answer.body.message).toBe('OTP is require !');
  });

  it('does not take a reset code for sign-up', async () => {
    const { email } = await account();
    const browser = new Browser(app);
    await browser.post('website/user/forget-password-otp', { email });
    const otp = await latestCode(app, email, 4);
    expect(
      (await browser.post('website/user/verify-otp-email', { email, otp, purpose: 'signup' }))
        .status,
    ).toBe(400);
  });

  it('expires after 10 minutes', async () => {
    const { email } = await account();
    const browser = new Browser(app);
    await browser.post('website/user/forget-password-otp', { email });
    const otp = await latestCode(app, email, 4);
    const [row] = await app.db.select().from(otpChallenges).where(eq(otpChallenges.target, email));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);
    await app.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(otpChallenges.target, email));
    expect(
      (await browser.post('website/user/verify-otp-email', { email, otp, purpose: 'reset' }))
        .status,
    ).toBe(400);
  });

  it('dies after 5 wrong tries', async () => {
    const { email } = await account();
    const browser = new Browser(app);
    await browser.post('website/user/forget-password-otp', { email });
    const otp = await latestCode(app, email, 4);
    const wrong = otp === '9999' ? '8888' : '9999';
    for (let i = 0; i < 5; i += 1)
      await browser.post('website/user/verify-otp-email', { email, otp: wrong, purpose: 'reset' });
    const right = await browser.post('website/user/verify-otp-email', {
      email,
      otp,
      purpose: 'reset',
    });
    expect(right.status).toBe(429);
  });
});

describe('POST /api/website/user/reset-password', () => {
  it('refuses without a verified e-mail OTP', async () => {
    const { email } = await account();
    const answer = await new Browser(app).post('website/user/reset-password', {
      email,
      new_password: 'new-secret-1',
    });
    expect([401, 403]).toContain(answer.status);
    expect(answer.body.status).toBe(false);
  });

  it("refuses when this browser verified someone else's address", async () => {
    const mine = await account();
    const theirs = await account();
    const browser = new Browser(app);
    expect((await verifyReset(browser, mine.email)).status).toBe(200);
    const answer = await browser.post('website/user/reset-password', {
      email: theirs.email,
      new_password: 'new-secret-1',
    });
    expect(answer.status).toBe(403);
  });

  it('resets after verification; the new password logs in, the old one and the old sessions do not', async () => {
    const { email, password } = await account();
    const elsewhere = new Browser(app);
    expect((await elsewhere.post('website/user/login', { email, password })).status).toBe(200);

    const browser = new Browser(app);
    expect((await verifyReset(browser, email)).body).toMatchObject({ status: true });
    const reset = await browser.post('website/user/reset-password', {
      email,
      new_password: 'monsoon-456',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.status).toBe(true);

    expect((await new Browser(app).post('website/user/login', { email, password })).status).toBe(
      401,
    );
    expect(
      (await new Browser(app).post('website/user/login', { email, password: 'monsoon-456' }))
        .status,
    ).toBe(200);
    expect((await elsewhere.get('website/user/me')).status).toBe(401);
    // The proof is spent: a second reset needs a new code.
    expect(
      (await browser.post('website/user/reset-password', { email, new_password: 'another-789' }))
        .status,
    ).toBe(403);
  });

  it.each([
    ['', 'New password is required!'],
    ['abc', 'New password must be at least 6 characters long!'],
  ])('refuses the new password %j with the required message', async (newPassword, message) => {
    const answer = await new Browser(app).post('website/user/reset-password', {
      email: uniqueEmail(),
      new_password: newPassword,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe('POST /api/website/user/send-otp-email', () => {
  it('sends a sign-up code to a new address', async () => {
    const email = uniqueEmail('new');
    const answer = await new Browser(app).post('website/user/send-otp-email', { email });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('OTP sent successfully');
    await expect(latestCode(app, email, 4)).resolves.toMatch(/^\d{4}$/);
  });

  it('answers an address that has an account as any other, and tells its owner instead of sending a code', async () => {
    const { email } = await account();
    const answer = await new Browser(app).post('website/user/send-otp-email', { email });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('OTP sent successfully');
    const notice = await delivered(app, email.toLowerCase(), (m) =>
      m.subject.startsWith('Someone tried to sign up'),
    );
    expect(notice.body).toContain('no code was sent');
    expect((await outbox(app, email)).filter((m) => /OTP/.test(m.subject))).toEqual([]);
  });

  it.each([
    ['', 'Email address is required !'],
    ['kavya@', 'Please enter valid email address'],
    ['kavya@@example.com', 'Invalid email domain'],
  ])('refuses %j with the sign-up message', async (email, message) => {
    const answer = await new Browser(app).post('website/user/send-otp-email', { email });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});
