import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics at GET /metrics: request rate, latency, errors, database pool and the
 * process. Guarded from the public: a bearer token when METRICS_TOKEN is set, else loopback only.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    // One registry per app, so several apps in one test process don't collide.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered',
      labelNames,
      registers: [registry],
    });
    const errors = new Counter({
      name: 'http_request_errors_total',
      help: 'HTTP requests answered with a 5xx status',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (absent on the embedded database)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = app.database?.poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });

    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      // The route pattern, not the URL: ids in paths would explode the label set.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      if (reply.statusCode >= 500) errors.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    app.get('/metrics', async (request, reply) => {
      const allowed = config.metricsToken
        ? tokenMatches(request.headers.authorization, config.metricsToken)
        : LOOPBACK.has(request.ip);
      if (!allowed) {
        return reply.status(403).type('text/plain; charset=utf-8').send('Forbidden');
      }
      return reply
        .header('Cache-Control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
