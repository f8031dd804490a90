import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffSessions } from '../../src/db/schema';
import {
  loadStaffSession,
  STAFF_SESSION_IDLE_MS,
  STAFF_SESSION_MAX_AGE_MS,
  STAFF_TOKEN_ROTATE_MS,
} from '../../src/services/staff/staff-sessions';
import { hashSessionToken } from '../../src/services/auth/sessions';
import { buildTestApp } from '../helpers/build-app';
import { ADMIN_EMAIL, ADMIN_PASSWORD, Client, customerClient } from '../media/admin-kit';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const me = (client: Client) => client.request<{ role: string }>('GET', '/api/admin/me');
const tokenOf = (client: Client) => client.staffCookie!.split('=')[1]!;

describe('POST /api/admin/login', () => {
  it('signs the owner in with a staff session cookie of its own, not a shopper session', async () => {
    const owner = new Client(app);
    const answer = await owner.logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      message: 'Login successful',
      data: { email: ADMIN_EMAIL, role: 'owner' },
    });
    expect(owner.staffCookie).toMatch(/^kesariya_staff=/);
    expect(owner.cookie).toBeNull();
    expect((await me(owner)).body.data.role).toBe('owner');
    // The staff session is no shopper login.
    expect((await owner.request('GET', '/api/website/user/me')).status).toBe(401);
  });

  it('gives a wrong password the same answer as an unknown e-mail', async () => {
    const wrongPassword = await new Client(app).logIn(ADMIN_EMAIL, 'not-the-password');
    const unknownEmail = await new Client(app).logIn('nobody@kesariya.test', 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body.message).toBe('Invalid email or password');
    expect(wrongPassword.setCookie).toBeNull();
  });

  it('refuses a customer’s correct password with that same answer', async () => {
    const customer = await customerClient(app);
    const email = (await customer.request<{ email: string }>('GET', '/api/website/user/me')).body
      .data.email;
    const answer = await new Client(app).logIn(email, 'Shopper@123');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Invalid email or password');
  });

  it('replaces the staff token held before signing in again', async () => {
    const owner = new Client(app);
    await owner.logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const before = owner.staffCookie;
    await owner.logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(owner.staffCookie).not.toBe(before);
    const stale = new Client(app);
    stale.staffCookie = before;
    expect((await me(stale)).status).toBe(401);
  });

  it('names the missing field', async () => {
    const answer = await new Client(app).request('POST', '/api/admin/login', {
      json: { email: ADMIN_EMAIL },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('password is required');
  });

  it('limits password guessing per address and IP', async () => {
    const guesser = new Client(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push((await guesser.logIn('guessed@kesariya.test', `guess-${attempt}`)).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits guessing one account from many addresses (per account)', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++)
      statuses.push(
        (await new Client(app).logIn('sprayed@kesariya.test', `guess-${attempt}`)).status,
      );
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('the staff guard', () => {
  it('answers 401 without a session and 403 to a signed-in shopper', async () => {
    const anonymous = await me(new Client(app));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Please sign in to the back office.');
    const shopper = await me(await customerClient(app));
    expect(shopper.status).toBe(403);
    expect(shopper.body.message).toBe('Only store staff can do this.');
  });
});

describe('the staff session', () => {
  async function signedIn() {
    const owner = new Client(app);
    await owner.logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    return tokenOf(owner);
  }

  it('ends after two idle hours', async () => {
    const token = await signedIn();
    const later = new Date(Date.now() + STAFF_SESSION_IDLE_MS + 1000);
    expect(await loadStaffSession({ db: app.db }, token, later)).toBeNull();
  });

  it('ends twelve hours after sign-in however busy, rotation included', async () => {
    let token = await signedIn();
    let now = Date.now();
    // Used every ten minutes all day long, the token keeps being replaced...
    while (now < Date.now() + STAFF_SESSION_MAX_AGE_MS - 20 * 60_000) {
      now += 10 * 60_000;
      const loaded = await loadStaffSession({ db: app.db }, token, new Date(now));
      expect(loaded, `still signed in at +${(now - Date.now()) / 60_000} min`).not.toBeNull();
      if (loaded!.replacedBy) token = loaded!.replacedBy.token;
    }
    // ...but not past the twelfth hour.
    const past = new Date(Date.now() + STAFF_SESSION_MAX_AGE_MS + 1000);
    expect(await loadStaffSession({ db: app.db }, token, past)).toBeNull();
  });

  it('replaces a token used past its rotation time, once, and lets the old one finish its calls', async () => {
    const token = await signedIn();
    const due = new Date(Date.now() + STAFF_TOKEN_ROTATE_MS + 1000);
    const [first, second] = await Promise.all([
      loadStaffSession({ db: app.db }, token, due),
      loadStaffSession({ db: app.db }, token, due),
    ]);
    const replacements = [first!.replacedBy, second!.replacedBy].filter(Boolean);
    expect(replacements).toHaveLength(1);
    // The old token still works for a minute's grace, then no more.
    expect(
      await loadStaffSession({ db: app.db }, token, new Date(due.getTime() + 30_000)),
    ).not.toBeNull();
    expect(
      await loadStaffSession({ db: app.db }, token, new Date(due.getTime() + 61_000)),
    ).toBeNull();
    const fresh = await loadStaffSession({ db: app.db }, replacements[0]!.token, due);
    expect(fresh?.user.email).toBe(ADMIN_EMAIL);
  });

  it('sends the replacement token to the browser', async () => {
    const owner = new Client(app);
    await owner.logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const before = owner.staffCookie;
    // Age the session's last rotation instead of waiting a quarter of an hour.
    await app.db
      .update(staffSessions)
      .set({ rotatedAt: new Date(Date.now() - STAFF_TOKEN_ROTATE_MS - 1000) })
      .where(eq(staffSessions.idHash, hashSessionToken(tokenOf(owner))));
    expect((await me(owner)).status).toBe(200);
    expect(owner.staffCookie).not.toBe(before);
    expect((await me(owner)).status).toBe(200);
  });
});

describe('POST /api/admin/logout', () => {
  it('ends the staff session', async () => {
    const owner = new Client(app);
    await owner.logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const held = owner.staffCookie;
    const answer = await owner.request('POST', '/api/admin/logout');
    expect(answer.status).toBe(200);
    expect(owner.staffCookie).toBeNull();
    const replay = new Client(app);
    replay.staffCookie = held;
    expect((await me(replay)).status).toBe(401);
  });
});
