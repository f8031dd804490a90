import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema';
import { PASSWORD_BREACHED } from '../../src/services/staff/password-strength';
import { SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from '../../src/services/staff/staff-password';
import { buildTestApp } from '../helpers/build-app';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminClient,
  Client,
  errorsOf,
  invitationToken,
  STAFF_PASSWORD,
  staffClient,
} from '../media/admin-kit';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const TOO_EASY = /^This password is too easy to guess: /;

describe('POST /api/admin/staff/accept-invitation', () => {
  it('refuses a leaked or guessable password with the reason, and keeps the link working', async () => {
    const owner = await adminClient(app);
    const email = 'kavita.rane@kesariya.test';
    await owner.request('POST', '/api/admin/staff/invite', {
      json: { name: 'Kavita Rane', email, role: 'staff' },
    });
    const token = await invitationToken(app, email);
    const accept = (password: string) =>
      new Client(app).request('POST', '/api/admin/staff/accept-invitation', {
        json: { token, password },
      });

    const leaked = await accept('1q2w3e4r5t6y');
    expect(leaked.status).toBe(400);
    expect(leaked.body.message).toBe(PASSWORD_BREACHED);
    expect(errorsOf(leaked.body)).toEqual({ password: PASSWORD_BREACHED });
    expect(leaked.setCookie).toBeNull();

    const similar = await accept('Password@1234');
    expect(similar.status).toBe(400);
    expect(similar.body.message).toBe(
      'This password is too easy to guess: it is too close to a commonly used password. Add another word or two that are less common.',
    );

    // Her own name and the store's are the first things a guesser tries.
    const personal = await accept('KavitaRane@2025');
    expect(personal.status).toBe(400);
    expect(personal.body.message).toMatch(TOO_EASY);
    expect(personal.body.message).toContain('your name, your e-mail or the store’s name');

    const keyboard = await accept('asdfghjkl;');
    expect(keyboard.status).toBe(400);
    expect(keyboard.body.message).toContain('a straight row of keys on the keyboard');

    const strong = await accept('monsoon-ledger-tamarind');
    expect(strong.status).toBe(200);
  });
});

describe('POST /api/admin/password', () => {
  it('needs the current password and a new one the rules accept, naming the field', async () => {
    const member = await staffClient(app);
    const change = (current: string, next: string) =>
      member.request('POST', '/api/admin/password', {
        json: { current_password: current, new_password: next },
      });

    const wrongCurrent = await change('not-the-password-1', 'monsoon-ledger-tamarind');
    expect(wrongCurrent.status).toBe(400);
    expect(errorsOf(wrongCurrent.body)).toEqual({ current_password: WRONG_CURRENT_PASSWORD });

    const same = await change(STAFF_PASSWORD, STAFF_PASSWORD);
    expect(errorsOf(same.body)).toEqual({ new_password: SAME_PASSWORD });

    const leaked = await change(STAFF_PASSWORD, 'qwertyuiop');
    expect(leaked.status).toBe(400);
    expect(errorsOf(leaked.body)).toEqual({ new_password: PASSWORD_BREACHED });

    const short = await change(STAFF_PASSWORD, 'short');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('new_password must be at least 10 characters');
  });

  it('ends the member’s other sessions and keeps this one; the old password stops working', async () => {
    const member = await staffClient(app);
    const laptop = new Client(app);
    expect((await laptop.logIn(member.email, STAFF_PASSWORD)).status).toBe(200);
    const phone = new Client(app);
    expect((await phone.logIn(member.email, STAFF_PASSWORD)).status).toBe(200);

    const changed = await member.request<{ other_sessions_ended: number }>(
      'POST',
      '/api/admin/password',
      { json: { current_password: STAFF_PASSWORD, new_password: 'monsoon-ledger-tamarind' } },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.other_sessions_ended).toBe(2);
    expect(changed.body.message).toBe(
      'Password changed. You were signed out everywhere else (2 sessions).',
    );

    expect((await member.request('GET', '/api/admin/me')).status).toBe(200);
    expect((await laptop.request('GET', '/api/admin/me')).status).toBe(401);
    expect((await phone.request('GET', '/api/admin/me')).status).toBe(401);
    expect((await new Client(app).logIn(member.email, STAFF_PASSWORD)).status).toBe(401);
    expect((await new Client(app).logIn(member.email, 'monsoon-ledger-tamarind')).status).toBe(200);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.password_change'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.after).toEqual({ other_sessions_ended: 2 });
  });

  it('is for a signed-in member only', async () => {
    const answer = await new Client(app).request('POST', '/api/admin/password', {
      json: { current_password: ADMIN_PASSWORD, new_password: 'monsoon-ledger-tamarind' },
    });
    expect(answer.status).toBe(401);
  });
});
