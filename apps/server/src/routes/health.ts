import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { failure, ok } from '../lib/envelope';

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ok('OK', { uptime_s: Math.round(process.uptime()) }));

  app.get('/ready', async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return ok('Ready', null);
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return reply.status(503).send(failure('Database unavailable'));
    }
  });
};

export default healthRoutes;
