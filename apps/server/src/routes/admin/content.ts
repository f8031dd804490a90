import {
  faqBody,
  faqParams,
  faqReorderBody,
  policyBody,
  policyParams,
  promotionalBody,
} from '@kesariya/shared/settings-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unwrap } from '../../errors';
import { ok } from '../../lib/envelope';
import { requireOwner } from '../../plugins/staff-session';
import { deleteFaq, listAdminFaqs, reorderFaqs, saveFaq } from '../../services/content-admin/faqs';
import {
  getAdminPolicy,
  listAdminPolicies,
  savePolicy,
} from '../../services/content-admin/policy-pages';
import { getPromotional, savePromotional } from '../../services/content-admin/promotional';

/**
 * The owner's content calls: the promotional banner, the policy pages and the FAQ. Each save shows
 * on the storefront at once (the services drop kept pages on every instance).
 */
const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/content/promotional', async () =>
    ok('Promotional message', await getPromotional({ db: app.db })),
  );

  app.put('/admin/content/promotional', { schema: { body: promotionalBody } }, async (request) => {
    const owner = await requireOwner(request);
    const saved = await savePromotional({ db: app.db }, owner, request.body);
    return ok(
      saved.active ? 'The banner is saved and shown' : 'The banner is saved and hidden',
      saved,
    );
  });

  app.get('/admin/content/pages', async () =>
    ok('Policy pages', await listAdminPolicies({ db: app.db })),
  );

  app.get('/admin/content/pages/:id', { schema: { params: policyParams } }, async (request) => {
    const page = await getAdminPolicy({ db: app.db }, request.params.id);
    if (!page) throw AppError.notFound('Page not found');
    return ok('Policy page', page);
  });

  app.put(
    '/admin/content/pages/:id',
    { schema: { params: policyParams, body: policyBody } },
    async (request) => {
      const owner = await requireOwner(request);
      const saved = await savePolicy({ db: app.db }, owner, request.params.id, request.body);
      if (!saved) throw AppError.notFound('Page not found');
      return ok('Page saved', saved);
    },
  );

  app.get('/admin/content/faq', async () => ok('FAQ', await listAdminFaqs({ db: app.db })));

  app.post('/admin/content/faq', { schema: { body: faqBody } }, async (request, reply) => {
    const owner = await requireOwner(request);
    const saved = await saveFaq({ db: app.db }, owner, request.body, null);
    return reply.status(201).send(ok('Question added', saved));
  });

  app.put(
    '/admin/content/faq/:id',
    { schema: { params: faqParams, body: faqBody } },
    async (request) => {
      const owner = await requireOwner(request);
      const saved = await saveFaq({ db: app.db }, owner, request.body, request.params.id);
      if (!saved) throw AppError.notFound('Question not found');
      return ok('Question saved', saved);
    },
  );

  app.delete('/admin/content/faq/:id', { schema: { params: faqParams } }, async (request) => {
    const owner = await requireOwner(request);
    if (!(await deleteFaq({ db: app.db }, owner, request.params.id)))
      throw AppError.notFound('Question not found');
    return ok('Question deleted', null);
  });

  app.post('/admin/content/faq/reorder', { schema: { body: faqReorderBody } }, async (request) => {
    const owner = await requireOwner(request);
    return ok('Order saved', unwrap(await reorderFaqs({ db: app.db }, owner, request.body.ids)));
  });
};

export default contentAdminRoutes;
