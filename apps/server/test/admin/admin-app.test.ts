import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, buildTestApp } from '../helpers/build-app';

/** A built back office stand-in, so /admin can be tested without running Vite. */
function fakeAdminDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kesariya-admin-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><!--app-config--><title>Kesariya back office</title>' +
      '<script type="module" crossorigin src="/admin/assets/index-adm1n.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-adm1n.js'), 'console.log("back office")');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const CREDENTIAL_META = `<meta name="api-credential" content="${AUTH.replace('Basic ', '')}">`;

let app: FastifyInstance;
let adminDist: string;
beforeAll(async () => {
  adminDist = fakeAdminDist();
  app = await buildTestApp({ adminDistDir: adminDist });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(adminDist, { recursive: true, force: true });
});

describe('GET /admin pages', () => {
  it.each(['/admin', '/admin/', '/admin/orders/123', '/admin/login?next=%2Forders'])(
    '%s answers the back office with the API credential, uncached and unindexed',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Kesariya back office</title>');
      expect(response.body).toContain(CREDENTIAL_META);
      expect(response.body).not.toContain('<!--app-config-->');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toContain('noindex');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).not.toContain('razorpay');
    },
  );

  it('serves hashed assets cached for a year, and 404s a missing one rather than a page', async () => {
    const asset = await app.inject({ url: '/admin/assets/index-adm1n.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("back office")');
    const missing = await app.inject({ url: '/admin/assets/index-old.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<html');
  });

  it('serves the favicon at the root of the build', async () => {
    const response = await app.inject({ url: '/admin/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers a write to a page address 404, not a page', async () => {
    const response = await app.inject({ method: 'POST', url: '/admin/orders' });
    expect(response.statusCode).toBe(404);
  });

  it('leaves the API under /api/admin to the API', async () => {
    const response = await app.inject({ url: '/api/admin/me', headers: { authorization: AUTH } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: false });
  });

  it('tells the operator to build when the back office is missing', async () => {
    const bare = await buildTestApp({ adminDistDir: '/nonexistent/kesariya-admin-dist' });
    try {
      const response = await bare.inject({ url: '/admin/orders' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await bare.close();
    }
  });
});

describe('the storefront and /admin', () => {
  it("serves shoppers the storefront's index.html, which names nothing of the back office", async () => {
    for (const url of ['/', '/administration', '/orders']) {
      const response = await app.inject({ url });
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).not.toContain('back office');
      expect(response.body).not.toContain('/admin');
    }
  });

  const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
  it.skipIf(!fs.existsSync(path.join(webDist, 'index.html')))(
    "the storefront's build loads no back office code",
    () => {
      const files = [
        path.join(webDist, 'index.html'),
        ...fs
          .readdirSync(path.join(webDist, 'assets'))
          .filter((name) => /\.(js|css)$/.test(name))
          .map((name) => path.join(webDist, 'assets', name)),
      ];
      for (const file of files) {
        const text = fs.readFileSync(file, 'utf8');
        expect(text, file).not.toContain('/admin/assets/');
        expect(text, file).not.toContain('Back office');
      }
    },
  );

  it('keeps search engines out of /admin', async () => {
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /admin');
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain('/admin');
  });
});
