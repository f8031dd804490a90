import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@kesariya/shared';
import { auditLog, staffRecoveryCodes } from '../../src/db/schema';
import { TOO_MANY_WRONG_CODES } from '../../src/routes/admin/two-factor';
import { WRONG_CODE } from '../../src/services/staff/two-factor';
import { buildTestApp } from '../helpers/build-app';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminClient,
  Client,
  errorsOf,
  STAFF_PASSWORD,
  staffClient,
} from '../media/admin-kit';
import { appCode, enrol, me, wrongCode } from './two-factor-kit';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const lastAudit = async (action: string, targetId: number) => {
  const [entry] = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
};

const idOf = async (client: Client) =>
  (await client.request<{ id: number }>('GET', '/api/admin/me')).body.data.id;

describe('POST /api/admin/two-factor/setup and /setup/confirm', () => {
  it('gives a secret as text and as an otpauth link, and turns on only with a right code', async () => {
    const member = await staffClient(app);
    const setup = await member.request<TwoFactorSetup>('POST', '/api/admin/two-factor/setup');
    expect(setup.status).toBe(200);
    const { secret, otpauth_url: url } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(url).toBe(
      `otpauth://totp/Kesariya%20back%20office:${encodeURIComponent(member.email)}?secret=${secret}&issuer=Kesariya%20back%20office`,
    );

    const wrong = await member.request('POST', '/api/admin/two-factor/setup/confirm', {
      json: { code: await wrongCode(secret) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WRONG_CODE);
    expect(errorsOf(wrong.body)).toEqual({ code: WRONG_CODE });
    const still = await member.request<TwoFactorStatus>('GET', '/api/admin/two-factor');
    expect(still.body.data).toMatchObject({ enabled: false, recovery_codes_left: 0 });

    const right = await member.request<TwoFactorEnabled>(
      'POST',
      '/api/admin/two-factor/setup/confirm',
      { json: { code: await appCode(secret) } },
    );
    expect(right.status).toBe(200);
    const codes = right.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    // Kept only as hashes.
    const stored = await app.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, await idOf(member)));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.codeHash);

    const status = await member.request<TwoFactorStatus>('GET', '/api/admin/two-factor');
    expect(status.body.data).toEqual({ enabled: true, recovery_codes_left: 10, required: false });
    expect(await lastAudit('staff.two_factor_on', await idOf(member))).toMatchObject({
      after: { two_factor: true },
    });
    // On is on: a second setup would leave two phones, so it is refused until it is turned off.
    const again = await member.request('POST', '/api/admin/two-factor/setup');
    expect(again.status).toBe(409);
  });

  it('cannot be reached without a session or a sign-in waiting for it', async () => {
    const nobody = await new Client(app).request('POST', '/api/admin/two-factor/setup');
    expect(nobody.status).toBe(401);
  });
});

describe('signing in with two-factor', () => {
  it('asks for the code after the password, and starts the session only after it', async () => {
    const member = await staffClient(app);
    const { secret } = await enrol(member);

    const browser = new Client(app);
    const password = await browser.logIn(member.email, STAFF_PASSWORD);
    expect(password.status).toBe(200);
    expect(password.body.data).toEqual({ second_step: 'code' });
    expect(browser.staffCookie).toBeNull();
    expect(browser.signInCookie).not.toBeNull();
    // The half-done sign-in opens nothing.
    expect((await me(browser)).status).toBe(401);
    expect((await browser.request('GET', '/api/admin/order')).status).toBe(401);

    const code = await browser.request<{ email: string }>('POST', '/api/admin/login/two-factor', {
      json: { code: await appCode(secret) },
    });
    expect(code.status).toBe(200);
    expect(code.body.data.email).toBe(member.email);
    expect(browser.staffCookie).toMatch(/^kesariya_staff=/);
    expect(browser.signInCookie).toBeNull();
    expect((await me(browser)).body.data.email).toBe(member.email);
  });

  it('takes a code once: the same code again is refused', async () => {
    const member = await staffClient(app);
    const { secret } = await enrol(member);
    const first = new Client(app);
    await first.logIn(member.email, STAFF_PASSWORD);
    const code = await appCode(secret);
    const used = await first.request('POST', '/api/admin/login/two-factor', { json: { code } });
    expect(used.status).toBe(200);
    const second = new Client(app);
    await second.logIn(member.email, STAFF_PASSWORD);
    const replayed = await second.request('POST', '/api/admin/login/two-factor', {
      json: { code },
    });
    expect(replayed.status).toBe(400);
    expect(second.staffCookie).toBeNull();
  });

  it('refuses a wrong code, ends the sign-in at the fifth, and limits codes per account', async () => {
    const member = await staffClient(app);
    const { secret } = await enrol(member);
    const browser = new Client(app);
    await browser.logIn(member.email, STAFF_PASSWORD);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await browser.request('POST', '/api/admin/login/two-factor', {
        json: { code: await wrongCode(secret) },
      });
      messages.push(`${answer.status} ${answer.body.message}`);
    }
    expect(messages.slice(0, 4)).toEqual([
      `400 ${WRONG_CODE} 4 tries left.`,
      `400 ${WRONG_CODE} 3 tries left.`,
      `400 ${WRONG_CODE} 2 tries left.`,
      `400 ${WRONG_CODE} 1 try left.`,
    ]);
    expect(messages[4]).toBe(`401 ${TOO_MANY_WRONG_CODES}`);
    expect(browser.signInCookie).toBeNull();
    expect(browser.staffCookie).toBeNull();

    // The password again gives five more tries, but the account takes ten codes in 15 minutes
    // however many sign-ins they are spread over (and from wherever).
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      const elsewhere = new Client(app);
      await elsewhere.logIn(member.email, STAFF_PASSWORD);
      for (let j = 0; j < (i === 0 ? 5 : 1); j++)
        statuses.push(
          (
            await elsewhere.request('POST', '/api/admin/login/two-factor', {
              json: { code: await wrongCode(secret) },
            })
          ).status,
        );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 401, 429]);
  });

  it('takes a recovery code instead, once', async () => {
    const member = await staffClient(app);
    const { recoveryCodes } = await enrol(member);
    const [code] = recoveryCodes;

    const browser = new Client(app);
    await browser.logIn(member.email, STAFF_PASSWORD);
    // As typed from paper: any case, without its dash.
    const used = await browser.request('POST', '/api/admin/login/two-factor', {
      json: { code: code!.toLowerCase().replace('-', ' ') },
    });
    expect(used.status).toBe(200);
    expect(used.body.message).toBe('Signed in with a recovery code: 9 of them left.');
    expect((await me(browser)).status).toBe(200);

    const again = new Client(app);
    await again.logIn(member.email, STAFF_PASSWORD);
    const reused = await again.request('POST', '/api/admin/login/two-factor', {
      json: { code },
    });
    expect(reused.status).toBe(400);
    expect(again.staffCookie).toBeNull();
    const status = await browser.request<TwoFactorStatus>('GET', '/api/admin/two-factor');
    expect(status.body.data.recovery_codes_left).toBe(9);
  });

  it('leaves a member without two-factor signing in with the password alone', async () => {
    const member = await staffClient(app);
    const browser = new Client(app);
    const answer = await browser.logIn(member.email, STAFF_PASSWORD);
    expect(answer.body.data).toMatchObject({ email: member.email });
    expect((await me(browser)).status).toBe(200);
  });
});

describe('POST /api/admin/two-factor/disable', () => {
  it('turns it off with the password and a code, and not with either alone', async () => {
    const member = await staffClient(app);
    const { secret } = await enrol(member);
    const noPassword = await member.request('POST', '/api/admin/two-factor/disable', {
      json: { password: 'not-my-password-at-all', code: await appCode(secret, { spent: false }) },
    });
    expect(noPassword.status).toBe(400);
    expect(errorsOf(noPassword.body)).toHaveProperty('password');
    const noCode = await member.request('POST', '/api/admin/two-factor/disable', {
      json: { password: STAFF_PASSWORD, code: await wrongCode(secret) },
    });
    expect(noCode.status).toBe(400);
    expect(errorsOf(noCode.body)).toHaveProperty('code');

    const off = await member.request<TwoFactorStatus>('POST', '/api/admin/two-factor/disable', {
      json: { password: STAFF_PASSWORD, code: await appCode(secret) },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.enabled).toBe(false);
    expect(await lastAudit('staff.two_factor_off', await idOf(member))).toBeDefined();
    const browser = new Client(app);
    expect((await browser.logIn(member.email, STAFF_PASSWORD)).body.data).toMatchObject({
      email: member.email,
    });
  });
});

describe('POST /api/admin/staff/two-factor-reset/{id}', () => {
  it('lets the owner clear a member’s two-factor, signing them out, in the audit log', async () => {
    const member = await staffClient(app);
    await enrol(member);
    const id = await idOf(member);
    const owner = await adminClient(app);

    const asStaff = await member.request('POST', `/api/admin/staff/two-factor-reset/${id}`);
    expect(asStaff.status).toBe(403);

    const reset = await owner.request('POST', `/api/admin/staff/two-factor-reset/${id}`);
    expect(reset.status).toBe(200);
    expect((await me(member)).status).toBe(401);
    const list = await owner.request<{ id: number; two_factor: boolean }[]>(
      'GET',
      '/api/admin/staff',
    );
    expect(list.body.data.find((row) => row.id === id)?.two_factor).toBe(false);
    expect(await lastAudit('staff.two_factor_reset', id)).toMatchObject({
      staffName: 'Store Owner',
      before: { two_factor: true },
      after: { two_factor: false },
    });
    // The password alone signs them in again (the owner does not require two-factor here).
    const browser = new Client(app);
    expect((await browser.logIn(member.email, STAFF_PASSWORD)).body.data).toMatchObject({
      email: member.email,
    });
  });

  it('does not let the owner reset their own: that is turning it off, with a code', async () => {
    const owner = await adminClient(app);
    const answer = await owner.request(
      'POST',
      `/api/admin/staff/two-factor-reset/${await idOf(owner)}`,
    );
    expect(answer.status).toBe(409);
  });
});
