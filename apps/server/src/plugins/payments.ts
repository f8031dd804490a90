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
    app.decorate('paymentProvider', createPaymentProvider(app.config));
  },
  { name: 'payments' },
);
