import { Readable } from 'node:stream';
import { newsletterListQuery } from '@kesariya/shared/customer-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { listSubscribers, subscriberCsv } from '../../services/customers/newsletter-subscribers';

/** The owner's calls on the newsletter: the subscribers, and all of them as a CSV file. */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/newsletter',
    { schema: { querystring: newsletterListQuery } },
    async (request) => {
      const { items, pagination } = await listSubscribers({ db: app.db }, request.query);
      return ok(items.length > 0 ? 'Subscribers' : 'No subscribers', items, { pagination });
    },
  );

  // Streamed: the list may be long, and neither the server nor the browser holds it whole.
  app.get('/admin/newsletter/export', async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="kesariya-newsletter-${day}.csv"`)
      .send(Readable.from(subscriberCsv({ db: app.db })));
  });
};

export default newsletterRoutes;
