import { serviceabilityQuery } from '@kesariya/shared/shipping-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, refuse, unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { checkServiceability } from '../../../services/shipping/serviceability';
import { ShippingProviderError } from '../../../shipping/provider';

/** The shipping calls every shopper, guests too, may make: whether a pincode is delivered to. */
const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/website/shipping/serviceability',
    { schema: { querystring: serviceabilityQuery } },
    async (request) => {
      const store = await app.storeDetails();
      let answer;
      try {
        answer = unwrap(
          await checkServiceability(
            {
              db: app.db,
              provider: app.shipping,
              answers: app.serviceabilityAnswers,
              pickupPincode: store.pincode || null,
            },
            { pincode: request.query.pincode, productId: request.query.product_id },
          ),
        );
      } catch (error) {
        if (!(error instanceof ShippingProviderError)) throw error;
        request.log.warn({ err: error }, 'serviceability: the courier did not answer');
        throw AppError.from(
          refuse(
            'unavailable',
            'We could not check delivery to this pincode just now. Please try again.',
          ),
        );
      }
      if (!answer.serviceable)
        return ok(answer.reason ?? 'We do not deliver to this pincode yet', answer);
      return ok(
        answer.courier
          ? `Delivers by ${answer.estimated_delivery_date} with ${answer.courier}`
          : `Delivers by ${answer.estimated_delivery_date}`,
        answer,
      );
    },
  );
};

export default shippingRoutes;
