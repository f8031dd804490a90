import fp from 'fastify-plugin';
import { answerStore, type AnswerStore } from '../cache/answer-store';
import { SHIPMENT_QUEUE, shipmentSteps, type ShipmentSteps } from '../jobs/shipments';
import { NDR_ACTION_QUEUE, ndrActionSteps, type NdrActionSteps } from '../jobs/ndr-actions';
import { advanceShipment } from '../services/shipping/advance-shipment';
import { sendNdrAction } from '../services/shipping/ndr-call';
import { lookupPincode } from '../services/addresses/pincode-directory';
import { SERVICEABILITY_TTL_MS } from '../services/shipping/serviceability';
import { createShippingProvider, type ShippingProvider } from '../shipping/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured shipping provider (SHIPPING_PROVIDER): manual, or Shiprocket's API. */
    shipping: ShippingProvider;
    /** Serviceability answers per pincode, for a day (Redis with REDIS_URL, else in process). */
    serviceabilityAnswers: AnswerStore;
    /** Where a booking queues its next courier call (src/jobs/shipments.ts). */
    shipmentSteps: ShipmentSteps;
    /** Where the NDR desk queues staff's choice for the courier (src/jobs/ndr-actions.ts). */
    ndrActionSteps: NdrActionSteps;
  }
}

/**
 * One shipping provider for serviceability, shipments, labels and the tracking webhook, and the
 * workers that make a shipment's courier calls, one job per call, and tell the courier staff's
 * choice for a failed delivery.
 */
export default fp(
  async (app) => {
    const provider = createShippingProvider(app.config, lookupPincode);
    const steps = shipmentSteps(app.jobs);
    app.decorate('shipping', provider);
    app.decorate('shipmentSteps', steps);
    app.decorate('ndrActionSteps', ndrActionSteps(app.jobs));
    const courier = provider.courier;
    if (courier)
      app.jobs.work<{ failureId: number }>(NDR_ACTION_QUEUE, async ({ id, data }) => {
        try {
          await sendNdrAction({ db: app.db, courier }, data.failureId);
        } catch (error) {
          app.log.warn(
            { err: error, jobId: id, failureId: data.failureId },
            'NDR action call failed; it will be retried',
          );
          throw error;
        }
      });
    if (courier)
      app.jobs.work<{ shipmentId: number }>(SHIPMENT_QUEUE, async ({ id, data }) => {
        try {
          await advanceShipment({ db: app.db, courier, steps }, data.shipmentId);
        } catch (error) {
          app.log.warn(
            { err: error, jobId: id, shipmentId: data.shipmentId },
            'courier call failed; it will be retried',
          );
          throw error;
        }
      });
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
  { name: 'shipping', dependencies: ['redis', 'jobs'] },
);
