import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_FAILURE } from '../../src/errors';
import { buildTestApp } from '../helpers/build-app';
import { api } from '../helpers/inject';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const ENDPOINTS: [string, string][] = [
  ['GET', '/api/health'],
  ['GET', '/api/ready'],
  ['GET', '/api/website/promotional'],
  ['GET', '/api/website/page?sortBy=id&order=DESC'],
  ['GET', '/api/website/page/1'],
  ['GET', '/api/website/page/slug/privacy-policy'],
  ['GET', '/api/website/category?sortBy=id&order=DESC&filter_parameter=parent&filter_value=0'],
  ['POST', '/api/website/subscribe-mail/create'],
  ['POST', '/api/website/contact/create'],
  ['GET', '/api/admin/configuration'],
  ['GET', '/api/website/store'],
  ['GET', '/api/website/faq'],
  ['GET', '/api/website/product'],
  ['GET', '/api/website/product/1'],
  ['GET', '/api/website/product/search/saree'],
  ['GET', '/api/website/product/filters'],
];

describe('basic authentication on /api', () => {
  it.each(ENDPOINTS)('%s %s refuses a request without credentials', async (method, url) => {
    const response = await app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Basic realm=/);
    expect(response.json()).toMatchObject({ status: false, message: 'Unauthorized' });
  });

  it.each(ENDPOINTS)('%s %s refuses a wrong password', async (method, url) => {
    const wrong = `Basic ${Buffer.from('kesariya-web:not-the-password').toString('base64')}`;
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: wrong },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: false, message: 'Unauthorized' });
  });

  it('refuses a wrong user name and a malformed header', async () => {
    for (const authorization of [
      `Basic ${Buffer.from('someone:kesariya-dev-credential').toString('base64')}`,
      'Basic ???',
      'Bearer abc',
    ]) {
      const response = await app.inject({ url: '/api/health', headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('takes the credential however the scheme is spelt', async () => {
    const encoded = Buffer.from('kesariya-web:kesariya-dev-credential').toString('base64');
    for (const authorization of [`basic ${encoded}`, `BASIC  ${encoded} `]) {
      const response = await app.inject({ url: '/api/health', headers: { authorization } });
      expect(response.statusCode).toBe(200);
    }
  });

  it('lets the media and page routes through without credentials', async () => {
    expect((await app.inject({ url: '/robots.txt' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/products' })).statusCode).toBe(200);
  });
});

describe('response envelope and errors', () => {
  it('answers success in the envelope', async () => {
    const { status, body } = await api(app, '/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: true, message: expect.any(String) });
    expect(body).toHaveProperty('data');
  });

  it('answers 404 in the envelope for an unknown API path', async () => {
    const { status, body } = await api(app, '/api/website/no-such-thing');
    expect(status).toBe(404);
    expect(body).toEqual({ status: false, message: 'Not found', data: null });
  });

  it('answers 400 naming the field for malformed JSON', async () => {
    const { status, body } = await api(app, '/api/website/subscribe-mail/create', {
      method: 'POST',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(400);
    expect(body.status).toBe(false);
  });

  it('sets security headers and a Content-Security-Policy', async () => {
    const { response } = await api(app, '/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://checkout.razorpay.com');
    expect(csp).toContain('https://www.google.com');
    expect(csp).toContain('https://api.razorpay.com');
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health and /api/ready', () => {
  it('reports ready while the database answers', async () => {
    const { status, body } = await api(app, '/api/ready');
    expect(status).toBe(200);
    expect(body.status).toBe(true);
  });
});

describe('when something breaks inside', () => {
  let faulty: FastifyInstance;
  beforeAll(async () => {
    faulty = await buildTestApp({}, (instance) => {
      // This throwing route exists only in the test.
      instance.get('/api/test/explode', async () => {
        throw new Error('secret internal detail');
      });
    });
  });
  afterAll(async () => faulty.close());

  it('answers a server fault with a generic 500 and no stack trace', async () => {
    const { status, body, response } = await api(faulty, '/api/test/explode');
    expect(status).toBe(500);
    expect(body).toEqual({ status: false, message: GENERIC_FAILURE, data: null });
    expect(response.body).not.toMatch(/stack|\.ts|secret/i);
  });

  it('answers /api/ready with 503 once the database is gone, while /api/health stays up', async () => {
    await faulty.database.close();
    const { status, body } = await api(faulty, '/api/ready');
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: false, message: 'Database unavailable' });
    expect((await api(faulty, '/api/health')).status).toBe(200);
  });
});
