import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import {
  Browser,
  latestCode,
  outbox,
  signUpByPhone,
  uniqueEmail,
  uniquePhone,
  verifyPhone,
} from '../auth/kit';

let app: FastifyInstance;
let passwordHash: string;
const PASSWORD = 'saffron-123';

beforeAll(async () => {
  app = await buildTestApp();
  passwordHash = await app.passwords.hash(PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

interface Me {
  id: number;
  email: string;
  phone: string;
  email_verified: boolean;
  phone_verified: boolean;
}

/** An account with a proven e-mail, phone and a password, logged in by password in a browser. */
async function loggedInShopper() {
  const email = uniqueEmail();
  const phone = uniquePhone();
  const now = new Date();
  await app.db.insert(users).values({
    firstName: 'Kavya',
    lastName: 'Deshpande',
    email,
    phone,
    passwordHash,
    emailVerifiedAt: now,
    phoneVerifiedAt: now,
  });
  const browser = new Browser(app);
  const login = await browser.post('website/user/login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  return { browser, email, phone };
}

function sendCode(browser: Browser, channel: 'email' | 'mobile', value: string) {
  return browser.post('website/user/contact/send-otp', { channel, value });
}

function verify(browser: Browser, channel: 'email' | 'mobile', value: string, otp: string) {
  return browser.post<Me>('website/user/contact/verify', { channel, value, otp });
}

/** Sends a code to `value` and verifies it as the shopper would, reading it from the outbox. */
async function prove(browser: Browser, channel: 'email' | 'mobile', value: string) {
  expect((await sendCode(browser, channel, value)).status).toBe(200);
  return verify(browser, channel, value, await latestCode(app, value, channel === 'email' ? 4 : 6));
}

/** A code of the same length that is surely not `code`: its first digit differs. */
const wrongFor = (code: string) => (code.startsWith('0') ? '1' : '0') + code.slice(1);

async function passwordLogin(email: string) {
  return (await new Browser(app).post('website/user/login', { email, password: PASSWORD })).status;
}

describe('POST /api/website/user/contact/send-otp', () => {
  it('is for logged-in shoppers only', async () => {
    const answer = await sendCode(new Browser(app), 'email', uniqueEmail());
    expect(answer.status).toBe(401);
  });

  it('sends a 4-digit code to the new address, not the old one, and never returns it', async () => {
    const { browser, email } = await loggedInShopper();
    const next = uniqueEmail('new');
    const answer = await sendCode(browser, 'email', next);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: true, message: 'OTP sent successfully' });
    const code = await latestCode(app, next, 4);
    expect(JSON.stringify(answer.body)).not.toContain(code);
    expect(await outbox(app, email)).toEqual([]);
  });

  it('sends a 6-digit code by SMS to the new mobile number', async () => {
    const { browser } = await loggedInShopper();
    const next = uniquePhone();
    expect((await sendCode(browser, 'mobile', `+91 ${next}`)).status).toBe(200);
    expect(await latestCode(app, next, 6)).toMatch(/^\d{6}$/);
  });

  it('refuses an e-mail or a phone another account has proven, saying so', async () => {
    const other = await loggedInShopper();
    const { browser } = await loggedInShopper();
    const email = await sendCode(browser, 'email', other.email.toUpperCase());
    expect(email.status).toBe(409);
    const taken =
      'This e-mail address is already used by another account. Please use a different one.';
    expect(email.body).toEqual({
      status: false,
      message: taken,
      data: null,
      other_data: { errors: { value: taken } },
    });
    const phone = await sendCode(browser, 'mobile', other.phone);
    expect(phone.status).toBe(409);
    expect(phone.body.message).toBe(
      'This mobile number is already used by another account. Please use a different one.',
    );
    expect(await outbox(app, other.email)).toEqual([]);
  });

  it("refuses the account's own proven e-mail: a code would change nothing", async () => {
    const { browser, email } = await loggedInShopper();
    const answer = await sendCode(browser, 'email', email);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('This is already your verified e-mail address.');
  });

  it.each([
    [{ channel: 'fax', value: 'a@example.com' }, 'channel must be one of: email, mobile'],
    [{ channel: 'email', value: '' }, 'Email address is required !'],
    [{ channel: 'email', value: 'asha.example.com' }, 'Please enter valid email address'],
    [{ channel: 'mobile', value: '12345' }, 'Invalid mobile number format!'],
  ])('refuses %j with the field’s message', async (form, message) => {
    const { browser } = await loggedInShopper();
    const answer = await browser.post('website/user/contact/send-otp', form);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('keeps the resend countdown of the OTP rules', async () => {
    const { browser } = await loggedInShopper();
    const next = uniqueEmail('again');
    expect((await sendCode(browser, 'email', next)).status).toBe(200);
    const again = await sendCode(browser, 'email', next);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(
      /^Please wait 1[12]\d seconds before requesting a new OTP\.$/,
    );
  });

  it('stops one address asking for codes past the per-IP limit', async () => {
    const { browser } = await loggedInShopper();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await sendCode(browser, 'email', uniqueEmail('many'))).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('POST /api/website/user/contact/verify', () => {
  it.each([
    ['email', uniqueEmail('wrong'), 4, 'Invalid Otp'],
    ['mobile', uniquePhone(), 6, 'Invalid OTP!'],
  ] as const)(
    "refuses a wrong %s code with the flow's own message and changes nothing",
    async (channel, value, digits, message) => {
      const { browser, email, phone } = await loggedInShopper();
      await sendCode(browser, channel, value);
      const right = await latestCode(app, value, digits);
      const answer = await verify(browser, channel, value, wrongFor(right));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      const me = await browser.get<Me>('website/user/me');
      expect(me.body.data).toMatchObject({ email, phone });
    },
  );

  it('refuses a code of the wrong length with the same messages', async () => {
    const { browser } = await loggedInShopper();
    const email = await verify(browser, 'email', uniqueEmail(), '12');
    expect(email.status).toBe(400);
    expect(email.body.message).toBe('Invalid Otp');
    const sms = await verify(browser, 'mobile', uniquePhone(), '1234');
    expect(sms.body.message).toBe('Invalid OTP!');
  });

  it('kills a code after five wrong tries, even for the right one', async () => {
    const { browser } = await loggedInShopper();
    const next = uniqueEmail('guess');
    await sendCode(browser, 'email', next);
    const right = await latestCode(app, next, 4);
    const wrong = wrongFor(right);
    for (let i = 0; i < 4; i += 1)
      expect((await verify(browser, 'email', next, wrong)).status).toBe(400);
    expect((await verify(browser, 'email', next, wrong)).status).toBe(429);
    const late = await verify(browser, 'email', next, right);
    expect(late.status).toBe(429);
    expect(late.body.message).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  it('makes the new e-mail the login identity: the old one no longer logs in', async () => {
    const { browser, email } = await loggedInShopper();
    const next = uniqueEmail('moved');
    const answer = await prove(browser, 'email', next);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      message: 'E-mail address verified successfully',
      data: { email: next, email_verified: true, phone_verified: true },
    });
    expect(await passwordLogin(email)).toBe(401);
    expect(await passwordLogin(next)).toBe(200);
    const [notice] = await outbox(app, email);
    expect(notice?.subject).toBe('Your Kesariya e-mail address was changed');
    expect(notice?.body).toContain(next);
  });

  it('makes the new phone the login identity: the old one no longer logs in', async () => {
    const { browser, phone } = await loggedInShopper();
    const next = uniquePhone();
    const answer = await prove(browser, 'mobile', next);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Mobile number verified successfully');
    expect(answer.body.data).toMatchObject({ phone: next, phone_verified: true });

    const newPhone = new Browser(app);
    await verifyPhone(app, newPhone, next);
    const login = await newPhone.post<Me>('website/user/login-by-mobile', { mobile: next });
    expect(login.body).toMatchObject({ is_registered: true, data: { id: answer.body.data.id } });

    const oldPhone = new Browser(app);
    await verifyPhone(app, oldPhone, phone);
    const old = await oldPhone.post('website/user/login-by-mobile', { mobile: phone });
    expect(old.body.is_registered).toBe(false);
  });

  it('proves the account’s own unverified e-mail the same way', async () => {
    const browser = new Browser(app);
    const email = uniqueEmail('typed');
    await signUpByPhone(app, browser, { email });
    const before = await browser.get<Me>('website/user/me');
    expect(before.body.data).toMatchObject({ email, email_verified: false, phone_verified: true });
    const answer = await prove(browser, 'email', email);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ email, email_verified: true });
  });

  it('gives an address to whoever proves it when another account only typed it', async () => {
    const typer = new Browser(app);
    const email = uniqueEmail('claimed');
    const { created } = await signUpByPhone(app, typer, { email });
    const { browser } = await loggedInShopper();
    expect((await prove(browser, 'email', email)).status).toBe(200);
    const [before] = await app.db.select().from(users).where(eq(users.id, created.body.data.id));
    expect(before?.email).toBeNull();
    expect((await typer.get<Me>('website/user/me')).body.data.email).toBe('');
  });

  it('refuses the code when another account proved the address meanwhile', async () => {
    const { browser } = await loggedInShopper();
    const rival = await loggedInShopper();
    const email = uniqueEmail('race');
    await sendCode(browser, 'email', email);
    const code = await latestCode(app, email, 4);
    await app.db
      .update(users)
      .set({ email, emailVerifiedAt: new Date() })
      .where(eq(users.phone, rival.phone));
    const answer = await verify(browser, 'email', email, code);
    expect(answer.status).toBe(409);
  });
});
