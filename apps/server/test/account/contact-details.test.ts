import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import { delivered } from '../helpers/delivered';
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

/** A browser from the address of `other`'s: two shoppers behind one NAT. */
function sameAddressAs(other: Browser): Browser {
  const browser = new Browser(app);
  Object.defineProperty(browser, 'ip', { value: other.ip });
  return browser;
}

/** An account with a proven e-mail, phone and a password, logged in by password in a browser. */
async function loggedInShopper(browser = new Browser(app)) {
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
  const login = await browser.post<Me>('website/user/login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  return { browser, email, phone, id: login.body.data.id };
}

/** An account made by mobile OTP, so without a password, logged in in a browser. */
async function otpOnlyShopper() {
  const browser = new Browser(app);
  const { mobile, created } = await signUpByPhone(app, browser);
  expect(created.status).toBe(201);
  return { browser, phone: mobile, id: created.body.data.id };
}

/** Asks for a code, confirming with the password of the accounts loggedInShopper makes. */
function sendCode(
  browser: Browser,
  channel: 'email' | 'mobile',
  value: string,
  password = PASSWORD,
) {
  return browser.post('website/user/contact/send-otp', { channel, value, password });
}

/** Moves this account's sessions' OTP proofs `minutes` into the past. */
async function ageProofs(userId: number, minutes: number) {
  const then = new Date(Date.now() - minutes * 60_000);
  await app.db
    .update(sessions)
    .set({ phoneVerifiedAt: then, emailVerifiedAt: then })
    .where(eq(sessions.userId, userId));
}

/** The address an SMS goes to in the development outbox. */
const sms = (phone: string) => `+91${phone}`;

function verify(browser: Browser, channel: 'email' | 'mobile', value: string, otp: string) {
  return browser.post<Me>('website/user/contact/verify', { channel, value, otp });
}

/** Sends a code to `value` and verifies it as the shopper would, reading it from the outbox. */
async function prove(
  browser: Browser,
  channel: 'email' | 'mobile',
  value: string,
  password = PASSWORD,
) {
  expect((await sendCode(browser, channel, value, password)).status).toBe(200);
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
    // Two shoppers behind one address: each password is typed fewer than the account's 20 times.
    const first = await loggedInShopper();
    const second = await loggedInShopper(sameAddressAs(first.browser));
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push(
        (await sendCode((i % 2 ? first : second).browser, 'email', uniqueEmail('many'))).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('POST /api/website/user/contact/send-otp: the shopper shows it is them first', () => {
  it('asks an account with a password for it, naming the field, and sends nothing', async () => {
    const { browser } = await loggedInShopper();
    const next = uniqueEmail('nopassword');
    const answer = await sendCode(browser, 'email', next, '');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: false,
      message: 'Password is required',
      data: null,
      other_data: { errors: { password: 'Password is required' } },
    });
    expect(await outbox(app, next)).toEqual([]);
  });

  it('refuses a wrong password by its field, and counts it with the login’s tries', async () => {
    const { browser, email } = await loggedInShopper();
    const next = uniqueEmail('guessed');
    const wrong = await sendCode(browser, 'email', next, 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      message: 'Password is incorrect',
      other_data: { errors: { password: 'Password is incorrect' } },
    });
    // The login already counted one try of the account's 20 in 15 minutes.
    const statuses = [wrong.status];
    for (let i = 0; i < 19; i += 1)
      statuses.push((await sendCode(browser, 'email', next, `guess-${i}`)).status);
    expect(statuses.slice(0, 19).every((status) => status === 400)).toBe(true);
    expect(statuses[19]).toBe(429);
    // Spent, even for the right password, and the login from anywhere shares the count.
    expect((await sendCode(browser, 'email', next)).status).toBe(429);
    expect(await passwordLogin(email)).toBe(429);
    expect(await outbox(app, next)).toEqual([]);
  });

  it('sends the code once the password is right', async () => {
    const { browser } = await loggedInShopper();
    const next = uniqueEmail('confirmed');
    const answer = await sendCode(browser, 'email', next);
    expect(answer.status).toBe(200);
    expect(await latestCode(app, next, 4)).toMatch(/^\d{4}$/);
  });

  it('asks an account without a password for a fresh code to its present phone', async () => {
    const { browser, phone, id } = await otpOnlyShopper();
    const next = uniqueEmail('otponly');
    const before = await sendCode(browser, 'email', next, '');
    expect(before.status).toBe(403);
    expect(before.body.message).toBe(
      'Please confirm it is you first: enter the code we send to your mobile number.',
    );
    expect(await outbox(app, next)).toEqual([]);

    // Proving another number on this session is no proof of the account's own.
    await verifyPhone(app, browser, uniquePhone());
    expect((await sendCode(browser, 'email', next, '')).status).toBe(403);

    await verifyPhone(app, browser, phone);
    expect((await sendCode(browser, 'email', next, '')).status).toBe(200);

    await ageProofs(id, 11);
    expect((await sendCode(browser, 'email', uniqueEmail('late'), '')).status).toBe(403);
  });

  it('takes no password from an account without one in place of the proof', async () => {
    const { browser } = await otpOnlyShopper();
    const answer = await sendCode(browser, 'email', uniqueEmail('typed'), 'anything-at-all');
    expect(answer.status).toBe(403);
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
  });

  it('tells the old e-mail and the old phone of a new e-mail, and logs out the other sessions', async () => {
    const { browser, email, phone } = await loggedInShopper();
    const other = new Browser(app);
    expect((await other.post('website/user/login', { email, password: PASSWORD })).status).toBe(
      200,
    );
    const next = uniqueEmail('stolen');
    expect((await prove(browser, 'email', next)).status).toBe(200);

    const mail = await delivered(app, email, (m) => m.channel === 'email');
    expect(mail.subject).toBe('Your Kesariya e-mail address was changed');
    expect(mail.body).toContain(next);
    expect(mail.body).toContain('Every other device was logged out.');
    const text = await delivered(app, sms(phone), (m) => m.channel === 'sms');
    expect(text.body).toContain("your account's e-mail address was changed");

    expect((await other.get('website/user/me')).status).toBe(401);
    expect((await browser.get('website/user/me')).status).toBe(200);
  });

  it('tells the old phone and the e-mail of a new phone, and logs out the other sessions', async () => {
    const { browser, email, phone } = await loggedInShopper();
    const other = new Browser(app);
    await other.post('website/user/login', { email, password: PASSWORD });
    const next = uniquePhone();
    expect((await prove(browser, 'mobile', next)).status).toBe(200);

    const text = await delivered(app, sms(phone), (m) => m.channel === 'sms');
    expect(text.body).toContain(`mobile number was changed to one ending ${next.slice(-4)}`);
    const mail = await delivered(app, email, (m) => m.channel === 'email');
    expect(mail.subject).toBe('Your Kesariya mobile number was changed');
    expect(mail.body).toContain(`+91 ${next}`);
    expect(mail.body).toContain(`+91 ${phone} no longer signs in.`);

    expect((await other.get('website/user/me')).status).toBe(401);
    expect((await browser.get('website/user/me')).status).toBe(200);
  });

  it('changes nothing with a code another account asked for', async () => {
    const victim = await loggedInShopper();
    const thief = await loggedInShopper();
    const next = uniqueEmail('thief');
    // The thief confirms with their own account's password and holds the code to their address…
    expect((await sendCode(thief.browser, 'email', next)).status).toBe(200);
    const code = await latestCode(app, next, 4);
    // …which does not move the stolen session's account to it.
    const answer = await verify(victim.browser, 'email', next, code);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid Otp');
    expect((await victim.browser.get<Me>('website/user/me')).body.data.email).toBe(victim.email);
    // The code was not spent on the refusal: its own asker still can use it.
    expect((await verify(thief.browser, 'email', next, code)).status).toBe(200);
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

    // The old phone's notice first, so the code read next is the newest message there.
    await delivered(app, sms(phone), (m) => m.channel === 'sms' && m.subject === 'Message');
    const oldPhone = new Browser(app);
    await verifyPhone(app, oldPhone, phone);
    const old = await oldPhone.post('website/user/login-by-mobile', { mobile: phone });
    expect(old.body.is_registered).toBe(false);
  });

  it('proves the account’s own unverified e-mail the same way, which changes no hands', async () => {
    const browser = new Browser(app);
    const email = uniqueEmail('typed');
    const { mobile } = await signUpByPhone(app, browser, { email });
    const before = await browser.get<Me>('website/user/me');
    expect(before.body.data).toMatchObject({ email, email_verified: false, phone_verified: true });
    const other = new Browser(app);
    await verifyPhone(app, other, mobile);
    expect((await other.post('website/user/login-by-mobile', { mobile })).status).toBe(200);
    // No password on this account: a fresh code to its phone stands in for one.
    await verifyPhone(app, browser, mobile);
    const answer = await prove(browser, 'email', email, '');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ email, email_verified: true });
    expect((await other.get('website/user/me')).status).toBe(200);
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
