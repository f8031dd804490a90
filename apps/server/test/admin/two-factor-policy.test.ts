import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { TwoFactorEnabled, TwoFactorPolicy, TwoFactorSetup } from '@kesariya/shared';
import { auditLog } from '../../src/db/schema';
import { REQUIRED_BY_OWNER } from '../../src/services/staff/two-factor';
import { SET_UP_YOURS_FIRST } from '../../src/services/staff/two-factor-policy';
import { buildTestApp } from '../helpers/build-app';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminClient,
  Client,
  invitationToken,
  STAFF_PASSWORD,
  staffClient,
} from '../media/admin-kit';
import { appCode, enrol, me, signInWithCode } from './two-factor-kit';

/**
 * The owner's rule that everyone signs in with two-factor, on an app of its own: the owner of this
 * store turns two-factor on, which the other test files' shared owner must not.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const setPolicy = (client: Client, required: boolean) =>
  client.request<TwoFactorPolicy>('PUT', '/api/admin/staff/two-factor-policy', {
    json: { required },
  });

describe('PUT /api/admin/staff/two-factor-policy', () => {
  let owner: Client;
  let ownerSecret: string;
  let member: Awaited<ReturnType<typeof staffClient>>;

  beforeAll(async () => {
    // Invited while the rule is off: signed in with the password alone.
    member = await staffClient(app);
    owner = await adminClient(app);
  });

  it('is the owner’s alone, and asks the owner to have two-factor first', async () => {
    expect((await setPolicy(member, true)).status).toBe(403);
    const tooSoon = await setPolicy(owner, true);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.message).toBe(SET_UP_YOURS_FIRST);
    ownerSecret = (await enrol(owner)).secret;
    const policy = await owner.request<TwoFactorPolicy>(
      'GET',
      '/api/admin/staff/two-factor-policy',
    );
    expect(policy.body.data).toEqual({ required: false, members_without: 1 });
  });

  it('signs out at once every member without two-factor, in the audit log', async () => {
    expect((await me(member)).status).toBe(200);
    const on = await setPolicy(owner, true);
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ required: true, members_without: 1 });
    expect((await me(member)).status).toBe(401);
    expect((await me(owner)).status).toBe(200);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.two_factor_required'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      before: { required: false },
      after: { required: true, members_signed_out: 1 },
    });
  });

  it('sends a member without it to setting it up after the password, and refuses anything else', async () => {
    const browser = new Client(app);
    const password = await browser.logIn(member.email, STAFF_PASSWORD);
    expect(password.status).toBe(200);
    expect(password.body.data).toEqual({ second_step: 'enrol' });
    expect(browser.staffCookie).toBeNull();
    for (const url of ['/api/admin/me', '/api/admin/order', '/api/admin/two-factor'])
      expect((await browser.request('GET', url)).status, url).toBe(401);
    // Not a code step either: there is no code to give yet.
    const code = await browser.request('POST', '/api/admin/login/two-factor', {
      json: { code: '123456' },
    });
    expect(code.status).toBe(401);

    const setup = await browser.request<TwoFactorSetup>('POST', '/api/admin/two-factor/setup');
    expect(setup.status).toBe(200);
    const confirmed = await browser.request<TwoFactorEnabled>(
      'POST',
      '/api/admin/two-factor/setup/confirm',
      { json: { code: await appCode(setup.body.data.secret) } },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.recovery_codes).toHaveLength(10);
    expect(confirmed.body.data.member).toMatchObject({ email: member.email });
    // Setting it up was the last step of that sign-in.
    expect(browser.staffCookie).toMatch(/^kesariya_staff=/);
    expect((await me(browser)).body.data.email).toBe(member.email);

    // While the rule stands, nobody turns theirs off.
    const off = await browser.request('POST', '/api/admin/two-factor/disable', {
      json: { password: STAFF_PASSWORD, code: await appCode(setup.body.data.secret) },
    });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(REQUIRED_BY_OWNER);

    // The next sign-in asks for the code.
    const next = new Client(app);
    expect(
      (await signInWithCode(next, member.email, STAFF_PASSWORD, setup.body.data.secret)).status,
    ).toBe(200);
  });

  it('sends a member who accepts an invitation to setting it up before anything else', async () => {
    const email = 'nisha.patil@kesariya.test';
    await owner.request('POST', '/api/admin/staff/invite', {
      json: { name: 'Nisha Patil', email, role: 'staff' },
    });
    const browser = new Client(app);
    const joined = await browser.request('POST', '/api/admin/staff/accept-invitation', {
      json: { token: await invitationToken(app, email), password: STAFF_PASSWORD },
    });
    expect(joined.status).toBe(200);
    expect(joined.body.data).toEqual({ second_step: 'enrol' });
    expect(browser.staffCookie).toBeNull();
    expect((await me(browser)).status).toBe(401);
    const setup = await browser.request<TwoFactorSetup>('POST', '/api/admin/two-factor/setup');
    expect(setup.status).toBe(200);
  });

  it('sends a member whose two-factor the owner reset back to setting it up', async () => {
    const list = await owner.request<{ id: number; email: string }[]>('GET', '/api/admin/staff');
    const memberId = list.body.data.find((row) => row.email === member.email)!.id;
    expect(
      (await owner.request('POST', `/api/admin/staff/two-factor-reset/${memberId}`)).status,
    ).toBe(200);
    const browser = new Client(app);
    expect((await browser.logIn(member.email, STAFF_PASSWORD)).body.data).toEqual({
      second_step: 'enrol',
    });
  });

  it('turned off, leaves two-factor to each member', async () => {
    const off = await setPolicy(owner, false);
    expect(off.body.data.required).toBe(false);
    const browser = new Client(app);
    expect((await browser.logIn(member.email, STAFF_PASSWORD)).body.data).toMatchObject({
      email: member.email,
    });
    // The owner, who has it, still gives the code.
    const signedIn = await signInWithCode(
      new Client(app),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ownerSecret,
    );
    expect(signedIn.status).toBe(200);
  });
});
