import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';
import { concreteUrl, registeredRoutes } from '../helpers/routes';
import { ADMIN_EMAIL, ADMIN_PASSWORD, Client, customerClient } from '../media/admin-kit';

/** The admin calls any API client may make: the storefront's module switches and staff login. */
const OPEN_TO_ANY_CLIENT = new Set(['GET /api/admin/configuration', 'POST /api/admin/login']);

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
