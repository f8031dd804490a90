import type { FastifyPluginAsync } from 'fastify';
import { validateNewsletterEmail } from '@kesariya/shared';
import { AppError } from '../../errors';
import { ok } from '../../lib/envelope';
import { single } from '../../lib/query-params';
import { subscribe } from '../../services/newsletter';

export const NEWSLETTER_SUBSCRIBED =
  'Thank you for subscribing! Look out for new arrivals and offers in your inbox.';
export const NEWSLETTER_ALREADY = 'You are already subscribed to our newsletter.';

const newsletterRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/website/subscribe-mail/create',
    // Rate limited against scripted sign-ups of other people's addresses (docs/decisions.md, Rate
    // limits and shared addresses (CGNAT)).
    { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
    async (request) => {
      const raw = single((request.body as Record<string, unknown> | undefined)?.email);
      const email = typeof raw === 'string' ? raw : '';
      // The same rule and message as the footer form (docs/decisions.md, Validation messages).
      const problem = validateNewsletterEmail(email);
      if (problem) throw AppError.invalid(problem, 'email');
      const { created } = await subscribe({ db: app.db }, email);
      return ok(created ? NEWSLETTER_SUBSCRIBED : NEWSLETTER_ALREADY, null);
    },
  );
};

export default newsletterRoutes;
