import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, buildTestApp, fakeWebDist } from '../helpers/build-app';
import { ADMIN_EMAIL, ADMIN_PASSWORD, Client } from '../media/admin-kit';

/** The back office on a host name of its own (ADMIN_ORIGIN), the storefront on PUBLIC_URL's. */
const ADMIN_HOST = 'admin.kesariya.test';
const STORE_HOST = 'kesariya.test';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    adminOrigin: `https://${ADMIN_HOST}`,
    publicUrl: `https://${STORE_HOST}`,
    adminDistDir: fakeWebDist(),
  });
});
afterAll(async () => app.close());

function get(url: string, host: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { host, ...headers } });
}

async function signedInOwner(): Promise<Client> {
  const owner = new Client(app, { host: ADMIN_HOST, origin: `https://${ADMIN_HOST}` });
  const answer = await owner.logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  expect(answer.status).toBe(200);
  return owner;
}

describe('ADMIN_ORIGIN', () => {
  it('answers the back office and its calls on its own host only; the storefront is not found there', async () => {
    for (const url of ['/admin', '/admin/orders', '/admin/assets/index-abc123.js']) {
      const page = await get(url, STORE_HOST);
      expect(page.statusCode).toBe(404);
      expect(page.body).toBe('Not found');
    }
    // Before the API credential is looked at: the storefront's host has no back office at all.
    for (const headers of [{}, { authorization: AUTH }] as Record<string, string>[]) {
      const call = await get('/api/admin/order', STORE_HOST, headers);
      expect(call.statusCode).toBe(404);
      expect(call.json()).toEqual({ status: false, message: 'Not found', data: null });
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { host: STORE_HOST, authorization: AUTH },
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(404);
    expect(login.headers['set-cookie']).toBeUndefined();

    const page = await get('/admin/orders', ADMIN_HOST);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // The host name alone opens the back office; the storefront keeps its own host.
    const root = await get('/', ADMIN_HOST);
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/admin');
    expect(
      (await get('/api/website/promotional', STORE_HOST, { authorization: AUTH })).statusCode,
    ).toBe(200);
  });

  it('signs staff in on its host with a host-only cookie, which the storefront host does not honour', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { host: ADMIN_HOST, authorization: AUTH },
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(answer.statusCode).toBe(200);
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(
      /^__Host-kesariya_staff=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(cookie).not.toMatch(/Domain=/i);

    const session = cookie.split(';')[0]!;
    const orders = await get('/api/admin/order', ADMIN_HOST, {
      authorization: AUTH,
      cookie: session,
    });
    expect(orders.statusCode).toBe(200);
    const elsewhere = await get('/api/admin/order', STORE_HOST, {
      authorization: AUTH,
      cookie: session,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("takes writes from the back office's own pages, and refuses them from the storefront's", async () => {
    const owner = await signedInOwner();
    const invite = (origin: string, email: string) =>
      owner.request(
        'POST',
        '/api/admin/staff/invite',
        { json: { name: 'Asha Rao', email, role: 'staff' } },
        { origin },
      );
    const fromStore = await invite(`https://${STORE_HOST}`, 'asha.store@kesariya.test');
    expect(fromStore.status).toBe(403);
    expect(fromStore.body.message).toBe('Cross-site request refused.');
    const fromAdmin = await invite(`https://${ADMIN_HOST}`, 'asha.rao@kesariya.test');
    expect(fromAdmin.status).toBe(200);
  });

  it('links invitation e-mails to the back office host', async () => {
    const owner = await signedInOwner();
    const email = 'ravi.invited@kesariya.test';
    const invited = await owner.request('POST', '/api/admin/staff/invite', {
      json: { name: 'Ravi Kumar', email, role: 'staff' },
    });
    expect(invited.status).toBe(200);
    const outbox = await get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, STORE_HOST, {
      authorization: AUTH,
    });
    const [mail] = (outbox.json() as Envelope<{ body: string }[]>).data;
    expect(mail!.body).toMatch(
      new RegExp(
        `^https://${ADMIN_HOST.replaceAll('.', '\\.')}/admin/accept-invitation\\?token=`,
        'm',
      ),
    );
  });
});
