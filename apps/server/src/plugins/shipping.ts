import fp from 'fastify-plugin';
import { lookupPincode } from '../services/addresses/pincode-directory';
import { createShippingProvider, type ShippingProvider } from '../shipping/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured shipping provider (SHIPPING_PROVIDER): manual, or Shiprocket's API. */
    shipping: ShippingProvider;
  }
}

/** One shipping provider for serviceability, shipments, labels and the tracking webhook. */
export default fp(
  async (app) => {
    app.decorate('shipping', createShippingProvider(app.config, lookupPincode));
  },
  { name: 'shipping' },
);
