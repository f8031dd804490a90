import { newsletterBody } from '@kesariya/shared/support-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { subscribe } from '../../services/newsletter';

export const NEWSLETTER_SUBSCRIBED =
  'Thank you for subscribing! Look out for new arrivals and offers in your inbox.';
export const NEWSLETTER_ALREADY = 'You are already subscribed to our newsletter.';

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/website/subscribe-mail/create',
    // Rate limited against scripted sign-ups of other people's addresses
    // (docs/decisions/platform-and-security.md, Rate limits and shared addresses (CGNAT)).
    // The body schema has the same rule and message as the footer form
    // (docs/decisions/api-and-validation.md, Validation messages).
    { config: { rateLimit: { max: 10, timeWindow: '1 hour' } }, schema: { body: newsletterBody } },
    async (request) => {
      const { created } = await subscribe({ db: app.db }, request.body.email);
      return ok(created ? NEWSLETTER_SUBSCRIBED : NEWSLETTER_ALREADY, null);
    },
  );
};

export default newsletterRoutes;
