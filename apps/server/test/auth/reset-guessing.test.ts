import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges, users } from '../../src/db/schema';
import { ipLimitKey } from '../../src/lib/ip-limit-key';
import { buildTestApp } from '../helpers/build-app';
import { delivered } from '../helpers/delivered';
import { Browser, latestCode, outbox, sendMobileOtp, uniqueEmail, uniquePhone } from './kit';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const LOCKED =
  'Password reset for this e-mail address is locked for today after too many wrong codes. Please try again tomorrow, or log in with your mobile number.';

async function account() {
  const email = uniqueEmail('reset');
  await app.db.insert(users).values({
    firstName: 'Kavya',
    email,
    phone: uniquePhone(),
    passwordHash: await app.passwords.hash('saffron-123'),
    emailVerifiedAt: new Date(),
  });
  return email;
}

/** Moves a target's codes back in time, past the resend countdown. */
async function age(target: string, minutes = 5) {
  await app.db
    .update(otpChallenges)
    .set({ createdAt: sql`${otpChallenges.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(otpChallenges.target, target));
}

function askReset(browser: Browser, email: string) {
  return browser.post('website/user/forget-password-otp', { email });
}

async function newestCode(email: string) {
  const [newest] = (await outbox(app, email)).filter((m) => /OTP/.test(m.subject));
  return newest!.body.match(/\b(\d{4})\b/)![1]!;
}

const wrongFor = (code: string) => (code.startsWith('0') ? '1' : '0') + code.slice(1);

function guess(browser: Browser, email: string, otp: string) {
  return browser.post('website/user/verify-otp-email', { email, otp, purpose: 'reset' });
}

describe('POST /api/website/user/forget-password-otp: guessing the 4-digit reset code', () => {
  it('sends at most 3 reset codes a day to one address, saying so', async () => {
    const email = await account();
    for (let i = 0; i < 3; i += 1) {
      expect((await askReset(new Browser(app), email)).status).toBe(200);
      await age(email);
    }
    const fourth = await askReset(new Browser(app), email);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(
      'You can ask for at most 3 password reset codes a day. Please try again tomorrow, or log in with your mobile number.',
    );
  });

  it('counts wrong codes across codes and locks reset for the day after 10, even for the right code', async () => {
    const email = await account();
    const browser = new Browser(app);
    // Two codes die after 5 wrong tries each in the per-code rule; the day's count goes on.
    expect((await askReset(browser, email)).status).toBe(200);
    let code = await newestCode(email);
    for (let i = 0; i < 5; i += 1) await guess(browser, email, wrongFor(code));
    await age(email);
    expect((await askReset(browser, email)).status).toBe(200);
    code = await newestCode(email);
    for (let i = 0; i < 4; i += 1) await guess(browser, email, wrongFor(code));
    const tenth = await guess(browser, email, wrongFor(code));
    expect(tenth.status).toBe(429);
    expect(tenth.body.message).toBe(LOCKED);
    await age(email);
    const more = await askReset(browser, email);
    expect(more.status).toBe(429);
    expect(more.body.message).toBe(LOCKED);
  });

  it('refuses even the right code once the day has 10 wrong ones', async () => {
    const email = await account();
    const browser = new Browser(app);
    for (let round = 0; round < 2; round += 1) {
      expect((await askReset(browser, email)).status).toBe(200);
      const code = await newestCode(email);
      for (let i = 0; i < (round === 0 ? 5 : 4); i += 1)
        await guess(browser, email, wrongFor(code));
      await age(email);
    }
    expect((await askReset(browser, email)).status).toBe(200);
    const code = await newestCode(email);
    expect((await guess(browser, email, wrongFor(code))).body.message).toBe(LOCKED);
    const right = await guess(browser, email, code);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(LOCKED);
  });

  it('e-mails the owner once when their reset is being guessed', async () => {
    const email = await account();
    const browser = new Browser(app);
    expect((await askReset(browser, email)).status).toBe(200);
    let code = await newestCode(email);
    for (let i = 0; i < 5; i += 1) await guess(browser, email, wrongFor(code));
    const warned = (await outbox(app, email)).filter((m) => /trying to reset/.test(m.subject));
    expect(warned).toHaveLength(1);
    expect(warned[0]!.subject).toBe('Someone is trying to reset your Kesariya password');
    await age(email);
    expect((await askReset(browser, email)).status).toBe(200);
    code = await newestCode(email);
    for (let i = 0; i < 4; i += 1) await guess(browser, email, wrongFor(code));
    expect(
      (await outbox(app, email)).filter((m) => /trying to reset/.test(m.subject)),
    ).toHaveLength(1);
  });
});

describe('per-IP limits group an IPv6 client by its /64', () => {
  it('maps IPv6 addresses to their /64 and leaves IPv4 alone', () => {
    expect(ipLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(ipLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(ipLimitKey('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(ipLimitKey('2001:0db8:0000:0012:abcd:ef01:2345:6789')).toBe('2001:db8:0:12::/64');
    expect(ipLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('stops OTP sends from many addresses of one /64 at the per-IP limit', async () => {
    const prefix = `2001:db8:${(process.pid % 0xffff).toString(16)}:7`;
    let n = 0;
    const fromPrefix = () => {
      n += 1;
      const browser = new Browser(app);
      (browser as { ip: string }).ip = `${prefix}:${n.toString(16)}::${n.toString(16)}`;
      return browser;
    };
    for (let i = 0; i < 30; i += 1) {
      const sent = await sendMobileOtp(fromPrefix(), { mobile: uniquePhone() });
      expect(sent.status).toBe(200);
    }
    const over = await sendMobileOtp(fromPrefix(), { mobile: uniquePhone() });
    expect(over.status).toBe(429);
    // Another /64 is another client.
    const other = new Browser(app);
    (other as { ip: string }).ip = `2001:db8:ffff:${(process.pid % 0xffff).toString(16)}::1`;
    expect((await sendMobileOtp(other, { mobile: uniquePhone() })).status).toBe(200);
  });

  it('stops password guesses for one address from many addresses of one /64', async () => {
    const email = await account();
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1) {
      const browser = new Browser(app);
      (browser as { ip: string }).ip =
        `2001:db8:beef:${(process.pid % 0xffff).toString(16)}::${i.toString(16)}`;
      statuses.push(
        (await browser.post('website/user/login', { email, password: 'wrong-9999' })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await latestCode(app, email, 4).catch(() => 'none')).toBe('none');
  });
});

// Last in this file: it pauses password reset for the whole store.
describe('POST /api/website/user/verify-otp-email: guessing across many addresses', () => {
  it('pauses reset for every address at the store-wide ceiling and tells the owner once', async () => {
    const ownerEmail = uniqueEmail('owner');
    await app.db.insert(users).values({ firstName: 'Store', email: ownerEmail, role: 'owner' });
    // Wrong codes typed today for other addresses, one short of the store's ceiling.
    const [{ n } = { n: 0 }] = await app.db
      .select({ n: sql<number>`coalesce(sum(${otpChallenges.attempts}), 0)::int` })
      .from(otpChallenges)
      .where(sql`${otpChallenges.purpose} = 'reset' and ${otpChallenges.channel} = 'email'`);
    await app.db.insert(otpChallenges).values({
      channel: 'email',
      target: uniqueEmail('guessed'),
      purpose: 'reset',
      codeHash: '00',
      expiresAt: new Date(Date.now() + 600_000),
      attempts: 299 - n,
    });

    const email = await account();
    const browser = new Browser(app);
    expect((await askReset(browser, email)).status).toBe(200);
    const code = await newestCode(email);
    const last = await guess(browser, email, wrongFor(code));
    expect(last.status).toBe(400);
    const alert = await delivered(app, ownerEmail.toLowerCase(), (m) =>
      m.subject.startsWith('Password resets are paused'),
    );
    expect(alert.body).toContain('300 wrong password reset codes');

    const PAUSED =
      'Password reset is paused for a while after too many wrong codes. Please try again later, or log in with your mobile number.';
    const right = await guess(browser, email, code);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(PAUSED);
    await guess(browser, email, wrongFor(code));
    const alerts = (await outbox(app, ownerEmail)).filter((m) => /paused/.test(m.subject));
    expect(alerts).toHaveLength(1);
  });
});
