import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../src/db/schema';
import { AUTH, buildTestApp } from '../helpers/build-app';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminClient, type Client } from '../media/admin-kit';

// Links in e-mails and pages start with PUBLIC_URL, whatever Host or X-Forwarded-Host a caller
// sends: an invitation linked to the caller's host would hand the token to its server.

const STORE = 'https://kesariya.example';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

let app: FastifyInstance;
let owner: Client;

beforeAll(async () => {
  app = await buildTestApp({
    publicUrl: STORE,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    trustProxy: 1,
  });
  owner = await adminClient(app);
}, 120_000);

afterAll(async () => app?.close());

describe('absolute links with a forged Host', () => {
  it('builds the staff invitation link from PUBLIC_URL', async () => {
    const email = `invited.${process.pid}@kesariya.test`;
    const invited = await owner.request(
      'POST',
      '/api/admin/staff/invite',
      { json: { name: 'Ravi Staff', email, role: 'staff' } },
      FORGED,
    );
    expect(invited.status).toBe(200);
    const [mail] = await app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, email), eq(outboxMessages.channel, 'email')))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(mail!.body).toContain(`${STORE}/admin/accept-invitation?token=`);
    expect(mail!.body).not.toContain('evil.example');
  });

  it('builds the sitemap, robots.txt and canonical links from PUBLIC_URL', async () => {
    const robots = await app.inject({ url: '/robots.txt', headers: FORGED });
    expect(robots.body).toContain(`Sitemap: ${STORE}/sitemap.xml`);
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: FORGED });
    expect(sitemap.body).toContain(`<loc>${STORE}/`);
    expect(sitemap.body).not.toContain('evil.example');
    const home = await app.inject({ url: '/', headers: { ...FORGED, authorization: AUTH } });
    expect(home.body).not.toContain('evil.example');
  });
});
