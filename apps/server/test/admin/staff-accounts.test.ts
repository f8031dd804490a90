import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ADMIN_EMAIL,
  Client,
  customerClient,
  invitationToken,
  STAFF_PASSWORD,
  staffClient,
  ownerApp,
} from '../media/admin-kit';

let app: FastifyInstance;
let owner: Client;

interface Account {
  id: number;
  email: string;
  role: string;
  state: string;
}
interface AuditEntry {
  who: string;
  action: string;
  target: { type: string; id: string };
  before: unknown;
  after: unknown;
}

beforeAll(async () => {
  ({ app, owner } = await ownerApp());
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function accountOf(email: string): Promise<Account> {
  const list = await owner.request<Account[]>('GET', '/api/admin/staff');
  return list.body.data.find((account) => account.email === email)!;
}

async function latestAudit(): Promise<AuditEntry> {
  return (await owner.request<AuditEntry[]>('GET', '/api/admin/audit?limit=1')).body.data[0]!;
}

describe('POST /api/admin/staff/invite', () => {
  it('creates an invited account, e-mails a one-time link, and logs who invited whom', async () => {
    const answer = await owner.request<Account>('POST', '/api/admin/staff/invite', {
      json: { name: 'Ravi Kulkarni', email: 'Ravi@Kesariya.test', role: 'staff' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Invitation sent to ravi@kesariya.test');
    expect(answer.body.data).toMatchObject({ email: 'ravi@kesariya.test', state: 'invited' });
    // Not signed in before the invitation is accepted: there is no password yet.
    expect((await new Client(app).logIn('ravi@kesariya.test', 'anything-at-all')).status).toBe(401);
    expect(await latestAudit()).toMatchObject({
      who: 'Store Owner',
      action: 'staff.invite',
      target: { type: 'staff', id: String(answer.body.data.id) },
      before: null,
      after: { email: 'ravi@kesariya.test', role: 'staff' },
    });

    const token = await invitationToken(app, 'ravi@kesariya.test');
    const joined = new Client(app);
    const accepted = await joined.request('POST', '/api/admin/staff/accept-invitation', {
      json: { token, password: STAFF_PASSWORD },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ role: 'staff', name: 'Ravi Kulkarni' });
    expect((await accountOf('ravi@kesariya.test')).state).toBe('active');
    // The link works once.
    const again = await new Client(app).request('POST', '/api/admin/staff/accept-invitation', {
      json: { token, password: 'another-password-1' },
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(
      'This invitation link is no longer valid. Ask the store owner to invite you again.',
    );
  });

  it('refuses a shopper’s e-mail, a second invitation of one address and a short password', async () => {
    const shopper = await customerClient(app);
    const shopperEmail = (await shopper.request<{ email: string }>('GET', '/api/website/user/me'))
      .body.data.email;
    const taken = await owner.request('POST', '/api/admin/staff/invite', {
      json: { name: 'Meera', email: shopperEmail, role: 'staff' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      'This e-mail belongs to a shopper’s account. Staff need an e-mail address of their own.',
    );
    const twice = await owner.request('POST', '/api/admin/staff/invite', {
      json: { name: 'Owner again', email: ADMIN_EMAIL, role: 'staff' },
    });
    expect(twice.status).toBe(409);
    const badRole = await owner.request('POST', '/api/admin/staff/invite', {
      json: { name: 'X', email: 'x@kesariya.test', role: 'admin' },
    });
    expect(badRole.body.message).toBe('role must be one of: owner, staff');
    const short = await new Client(app).request('POST', '/api/admin/staff/accept-invitation', {
      json: { token: 'whatever', password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('password must be at least 10 characters');
  });
});

describe('staff accounts at the shopper’s door', () => {
  it('a staff account has no power in a shopper session, and a staff session is no shopper login', async () => {
    const staff = await staffClient(app);
    expect((await staff.request('GET', '/api/website/user/me')).status).toBe(401);
  });
});

describe('POST /api/admin/staff/remove/{id}', () => {
  it('ends the member’s sessions at once and keeps them out', async () => {
    const staff = await staffClient(app);
    expect((await staff.request('GET', '/api/admin/me')).status).toBe(200);
    const { id } = await accountOf(staff.email);
    const removed = await owner.request<Account>('POST', `/api/admin/staff/remove/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.state).toBe('removed');
    expect((await staff.request('GET', '/api/admin/me')).status).toBe(401);
    expect((await new Client(app).logIn(staff.email, STAFF_PASSWORD)).status).toBe(401);
    expect(await latestAudit()).toMatchObject({
      action: 'staff.remove',
      before: { state: 'active' },
      after: { state: 'removed' },
    });
  });

  it('keeps the last owner and refuses removing oneself', async () => {
    const self = await owner.request<{ id: number }>('GET', '/api/admin/me');
    const answer = await owner.request('POST', `/api/admin/staff/remove/${self.body.data.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('You cannot remove your own account.');
    const demote = await owner.request('POST', `/api/admin/staff/role/${self.body.data.id}`, {
      json: { role: 'staff' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('The store must keep at least one owner.');
  });
});

describe('GET /api/admin/audit', () => {
  it('cannot be edited, even by the database user', async () => {
    const refusal = await app.db.execute(sql`delete from audit_log`).catch((error: Error) => error);
    expect(String((refusal as Error).cause ?? refusal)).toMatch(
      /audit_log rows are never changed or removed/,
    );
    expect((await latestAudit()).action).toBeTruthy();
  });
});
