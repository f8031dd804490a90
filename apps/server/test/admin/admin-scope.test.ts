import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';
import { concreteUrl, registeredRoutes } from '../helpers/routes';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  Client,
  customerClient,
  staffClient,
} from '../media/admin-kit';

/**
 * The admin calls any API client may make: the storefront's module switches, staff login and its
 * second step (the half-done sign-in's cookie is the credential), accepting an invitation (its
 * one-time token is), and the first owner's setup (its setup code is).
 */
const OPEN_TO_ANY_CLIENT = new Set([
  'GET /api/admin/configuration',
  'POST /api/admin/login',
  'POST /api/admin/login/two-factor',
  'POST /api/admin/staff/accept-invitation',
  'GET /api/admin/setup',
  'POST /api/admin/setup',
]);

/** The owner's areas: settings, content, the staff list, the audit log and wallet adjustments. */
const OWNER_AREAS = /^\/api\/admin\/(staff|audit|settings|content|wallet|coupon|newsletter)(\/|$)/;

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

function guarded() {
  return registeredRoutes(app)
    .filter((route) => route.url.startsWith('/api/admin/'))
    .filter((route) => !OPEN_TO_ANY_CLIENT.has(`${route.method} ${route.url}`))
    .map((route) => ({ method: route.method, url: concreteUrl(route.url) }));
}

describe('every admin call but configuration and login', () => {
  it('is found by walking the registered routes', () => {
    expect(guarded().length).toBeGreaterThan(0);
  });

  it('answers 401 without a session and 403 to a shopper', async () => {
    const shopper = await customerClient(app);
    for (const { method, url } of guarded()) {
      const anonymous = await new Client(app).request(method as 'GET', url);
      expect(anonymous.status, `${method} ${url} without a session`).toBe(401);
      const asShopper = await shopper.request(method as 'GET', url);
      expect(asShopper.status, `${method} ${url} as a shopper`).toBe(403);
      expect(asShopper.body.status).toBe(false);
    }
  });
});

describe('the owner’s calls', () => {
  it('answer 403 to a member of staff, and every other admin call lets staff through', async () => {
    const staff = await staffClient(app);
    const ownerOnly = guarded().filter(({ url }) => OWNER_AREAS.test(url));
    expect(ownerOnly.length).toBeGreaterThan(0);
    // Logging out would end the walk's own session.
    for (const { method, url } of guarded().filter(({ url }) => !url.endsWith('/logout'))) {
      const answer = await staff.request(method as 'GET', url);
      if (OWNER_AREAS.test(url)) {
        expect(answer.status, `${method} ${url} as staff`).toBe(403);
        expect(answer.body.message).toBe('Only the store owner can do this.');
      } else {
        expect(answer.status, `${method} ${url} as staff`).not.toBe(403);
      }
    }
  });
});
