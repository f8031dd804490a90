import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { MEMORY_DATA_DIR } from '../../src/config';
import { AUTH, buildTestApp, fakeWebDist } from '../helpers/build-app';
import { api } from '../helpers/inject';

describe('GET /metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  it('counts requests by route pattern and status for a caller on this machine', async () => {
    await api(app, '/api/website/promotional');
    await api(app, '/api/website/product/999999');
    const response = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/website\/promotional",status_code="200"\} 1/,
    );
    expect(response.body).toMatch(/route="\/api\/website\/product\/:id",status_code="404"/);
    expect(response.body).toContain('http_request_duration_seconds_bucket');
    expect(response.body).toContain('process_resident_memory_bytes');
  });

  it('is refused to the public', async () => {
    const response = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('http_requests_total');
  });

  it('asks for the bearer token when one is configured', async () => {
    const guarded = await buildTestApp({ metricsToken: 'a-long-metrics-token-1234' });
    try {
      const local = await guarded.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(403);
      const withToken = await guarded.inject({
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer a-long-metrics-token-1234' },
      });
      expect(withToken.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('is the same guarded route at /metrics/', async () => {
    expect((await app.inject({ url: '/metrics/', remoteAddress: '203.0.113.9' })).statusCode).toBe(
      403,
    );
    const guarded = await buildTestApp({ metricsToken: 'a-long-metrics-token-1234' });
    try {
      const local = await guarded.inject({ url: '/metrics/', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(403);
      expect(local.body).not.toContain('http_requests_total');
      const withToken = await guarded.inject({
        url: '/metrics/',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer a-long-metrics-token-1234' },
      });
      expect(withToken.statusCode).toBe(200);
      expect(withToken.body).toContain('http_requests_total');
    } finally {
      await guarded.close();
    }
  });
});

describe('the request log', () => {
  it('writes one line per request once answered, with its id and without the credential', async () => {
    const lines: string[] = [];
    const app = await buildApp(
      {
        dataDir: MEMORY_DATA_DIR,
        demoData: false,
        webDistDir: fakeWebDist(),
        logger: true,
        redisUrl: undefined,
      },
      process.env,
      { write: (line) => lines.push(line) },
    );
    try {
      await app.ready();
      const logged = () =>
        lines.map((line) => JSON.parse(line)).filter((entry) => entry.req || entry.res);
      lines.length = 0;
      const { response } = await api(app, '/api/health');
      expect(logged()).toEqual([
        expect.objectContaining({
          msg: 'request completed',
          reqId: response.headers['x-request-id'],
          req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
      ]);
      expect(lines.join('')).not.toContain(AUTH.slice('Basic '.length));
    } finally {
      await app.close();
    }
  });
});

describe('when the database goes away', () => {
  it('answers 503 with a clear message instead of a generic failure', async () => {
    const app = await buildTestApp();
    try {
      await app.database.close();
      const { status, body, response } = await api(app, '/api/website/category');
      expect(status).toBe(503);
      expect(body).toEqual({
        status: false,
        message: 'The store is temporarily unavailable. Please try again in a moment.',
        data: null,
      });
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await app.close();
    }
  });
});

// Several instances starting together against one empty PostgreSQL must migrate and seed once.
describe.runIf(process.env.TEST_DATABASE_URL)('instances starting together on PostgreSQL', () => {
  it('migrate and seed one at a time', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const start = () =>
      buildApp({
        dataDir: MEMORY_DATA_DIR,
        databaseUrl: url.toString(),
        demoData: true,
        demoProducts: 60,
        webDistDir: fakeWebDist(),
        logger: false,
      });
    const apps = await Promise.all([start(), start(), start()]);
    try {
      const rows = await apps[0]!.database.rows<{ n: number }>(
        (await import('drizzle-orm')).sql`select count(*)::int as n from products`,
      );
      expect(rows[0]?.n).toBe(60);
    } finally {
      await Promise.all(apps.map((instance) => instance.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
