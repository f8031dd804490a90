import fp from 'fastify-plugin';
import { answerStore, type AnswerStore } from '../cache/answer-store';
import { lookupPincode } from '../services/addresses/pincode-directory';
import { SERVICEABILITY_TTL_MS } from '../services/shipping/serviceability';
import { createShippingProvider, type ShippingProvider } from '../shipping/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured shipping provider (SHIPPING_PROVIDER): manual, or Shiprocket's API. */
    shipping: ShippingProvider;
    /** Serviceability answers per pincode, for a day (Redis with REDIS_URL, else in process). */
    serviceabilityAnswers: AnswerStore;
  }
}

/** One shipping provider for serviceability, shipments, labels and the tracking webhook. */
export default fp(
  async (app) => {
    app.decorate('shipping', createShippingProvider(app.config, lookupPincode));
    app.decorate(
      'serviceabilityAnswers',
      answerStore({
        redis: app.redis,
        prefix: 'kesariya-serviceability',
        ttlMs: SERVICEABILITY_TTL_MS,
        // India has about 19,000 pincodes; a few hundred bytes each.
        maxEntries: 20_000,
        log: app.log,
      }),
    );
  },
  { name: 'shipping', dependencies: ['redis'] },
);
