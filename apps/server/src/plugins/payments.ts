import fp from 'fastify-plugin';
import { createPaymentProvider, type PaymentProvider } from '../payments/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment provider (PAYMENT_PROVIDER): Razorpay or the offline test gateway. */
    paymentProvider: PaymentProvider;
  }
}

/** One payment provider for checkout, payment verification and the provider's webhook. */
export default fp(
  async (app) => {
    const provider = createPaymentProvider(app.config);
    if (app.config.isProduction && provider.name === 'test') {
      app.log.warn(
        'ALLOW_TEST_GATEWAY_IN_PRODUCTION is set: the test gateway is on, so any shopper can mark an online order paid. Staging stores only.',
      );
    }
    app.decorate('paymentProvider', provider);
  },
  { name: 'payments' },
);
