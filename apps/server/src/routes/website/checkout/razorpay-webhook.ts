import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { sendRefund } from '../../../services/orders/refund';
import { applyProviderEvent } from '../../../services/payments/provider-events';

/**
 * POST website/checkout/razorpay-webhook. Razorpay cannot know our API credential, so the route is
 * exempt from basic auth and authenticated by X-Razorpay-Signature over the raw body instead; this
 * plugin's own JSON parser keeps the body as bytes, since re-serialised JSON would not match.
 */
const razorpayWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/website/checkout/razorpay-webhook',
    { config: { basicAuth: false } },
    async (request) => {
      const provider = app.paymentProvider;
      const raw = Buffer.isBuffer(request.body) ? request.body : null;
      const event =
        provider.name === 'razorpay' && raw ? provider.parseWebhook(raw, request.headers) : null;
      if (!event) throw AppError.invalid('Invalid webhook signature', 'X-Razorpay-Signature');
      const outcome = await applyProviderEvent(
        { db: app.db, messages: app.messages },
        provider.name,
        event,
      );
      // A payment for an order cancelled meanwhile goes back now that its record has committed.
      if (outcome.kind === 'late')
        await sendRefund({ db: app.db }, provider, outcome.refund, request.log);
      return ok(outcome.kind === 'duplicate' ? 'Event already applied' : 'Event applied', null);
    },
  );
};

export default razorpayWebhookRoutes;
