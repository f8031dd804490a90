import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import { Browser, latestCode, outbox, uniqueEmail, uniquePhone, verifyPhone } from './kit';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const PASSWORD = 'owner-secret-12345';

/** A member of staff with a proven e-mail, a proven phone and a password. */
async function staffAccount(role: 'owner' | 'staff' = 'owner') {
  const email = uniqueEmail('staff');
  const phone = uniquePhone();
  const now = new Date();
  const [row] = await app.db
    .insert(users)
    .values({
      firstName: 'Sunita',
      lastName: 'Patil',
      email,
      phone,
      role,
      passwordHash: await app.passwords.hash(PASSWORD),
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
    })
    .returning();
  return { id: row!.id, email, phone };
}

describe('the shopper login calls refuse staff accounts', () => {
  it('answers a staff password login exactly like a wrong one, and logs nobody in', async () => {
    const staff = await staffAccount();
    const browser = new Browser(app);
    const asStaff = await browser.post('website/user/login', {
      email: staff.email,
      password: PASSWORD,
    });
    const wrong = await new Browser(app).post('website/user/login', {
      email: staff.email,
      password: 'not-the-password-1',
    });
    expect(asStaff.status).toBe(401);
    expect(asStaff.body).toEqual(wrong.body);
    expect(asStaff.body).toEqual({
      status: false,
      message: 'Invalid email or password',
      data: null,
    });
    expect((await browser.get('website/user/me')).status).toBe(401);
  });

  it('never lets a phone OTP open a staff account', async () => {
    const staff = await staffAccount('staff');
    const browser = new Browser(app);
    const verified = await verifyPhone(app, browser, staff.phone);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ is_registered: false });
    const login = await browser.post('website/user/login-by-mobile', { mobile: staff.phone });
    const unproven = await new Browser(app).post('website/user/login-by-mobile', {
      mobile: uniquePhone(),
    });
    expect(login.status).toBe(401);
    expect(login.body).toEqual(unproven.body);
    expect((await browser.get('website/user/me')).status).toBe(401);
  });

  it('sends no reset code to a staff address and resets nothing, answering like an unknown address', async () => {
    const staff = await staffAccount();
    const browser = new Browser(app);
    const asked = await browser.post('website/user/forget-password-otp', { email: staff.email });
    const unknown = await new Browser(app).post('website/user/forget-password-otp', {
      email: uniqueEmail('nobody'),
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual(unknown.body);
    expect(await outbox(app, staff.email)).toEqual([]);
    const reset = await browser.post('website/user/reset-password', {
      email: staff.email,
      new_password: 'taken-over-123',
      confirm_password: 'taken-over-123',
    });
    expect(reset.status).toBe(403);
    const [row] = await app.db.select().from(users).where(eq(users.id, staff.id));
    expect(row!.role).toBe('owner');
  });

  it('never merges a sign-up into a staff account or takes its address', async () => {
    const staff = await staffAccount();
    const browser = new Browser(app);
    // The sign-up e-mail call answers as for any address, and sends a staff address no code.
    expect((await browser.post('website/user/send-otp-email', { email: staff.email })).status).toBe(
      200,
    );
    expect((await outbox(app, staff.email)).filter((m) => /OTP/.test(m.subject))).toEqual([]);
    // A phone sign-up typing the staff address is refused too, and the staff row is untouched.
    const mobile = uniquePhone();
    await verifyPhone(app, browser, mobile);
    const created = await browser.post('website/user/create', {
      first_name: 'Imposter',
      last_name: 'Shopper',
      phone: mobile,
      email: staff.email,
      password: '',
      referred_by: '',
      session_id: '',
    });
    expect(created.status).toBe(409);
    const [row] = await app.db.select().from(users).where(eq(users.id, staff.id));
    expect(row).toMatchObject({ email: staff.email, role: 'owner' });
    expect(await latestCode(app, mobile, 6)).toMatch(/^\d{6}$/);
  });
});
