import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';
import { ADMIN_EMAIL, ADMIN_PASSWORD, Client, customerClient } from '../media/admin-kit';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/** An admin-only call with no body: removing a picture that does not exist answers 404 to an admin. */
function adminOnlyCall(client: Client) {
  return client.request('DELETE', '/api/admin/product/99999999/image/1');
}

describe('POST /api/admin/login', () => {
  it('signs the admin in with a session cookie that passes the admin guard', async () => {
    const admin = new Client(app);
    const answer = await admin.logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      message: 'Login successful',
      data: { email: ADMIN_EMAIL, role: 'admin' },
    });
    expect(answer.setCookie).toMatch(/^kesariya_session=/);
    expect((await adminOnlyCall(admin)).status).toBe(404);
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
    // The kit signed the customer in through the shopper login; the admin login must not.
    const email = (await customer.request<{ email: string }>('GET', '/api/website/user/me')).body
      .data.email;
    const answer = await new Client(app).logIn(email, 'Shopper@123');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Invalid email or password');
  });

  it('rotates the session: the token held before signing in stops working', async () => {
    const customer = await customerClient(app);
    const before = customer.cookie;
    const answer = await customer.logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(answer.status).toBe(200);
    expect(customer.cookie).not.toBe(before);
    const stale = new Client(app);
    stale.cookie = before;
    expect((await stale.request('GET', '/api/website/user/me')).status).toBe(401);
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
      statuses.push((await guesser.logIn(ADMIN_EMAIL, `guess-${attempt}`)).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the admin guard', () => {
  it('answers 401 without a session and 403 to a customer', async () => {
    expect((await adminOnlyCall(new Client(app))).status).toBe(401);
    const customer = await customerClient(app);
    const answer = await adminOnlyCall(customer);
    expect(answer.status).toBe(403);
    expect(answer.body.status).toBe(false);
  });
});

describe('POST /api/admin/logout', () => {
  it('ends the admin session', async () => {
    const admin = new Client(app);
    await admin.logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const held = admin.cookie;
    const answer = await admin.request('POST', '/api/admin/logout');
    expect(answer.status).toBe(200);
    expect(admin.cookie).toBeNull();
    const replay = new Client(app);
    replay.cookie = held;
    expect((await adminOnlyCall(replay)).status).toBe(401);
  });
});
