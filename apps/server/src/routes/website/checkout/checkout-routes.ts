import {
  paymentMethodsQuery,
  testGatewayBody,
  testGatewayParams,
  verifyPaymentBody,
} from '@kesariya/shared/commerce-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unwrap } from '../../../errors';
import { ok } from '../../../lib/envelope';
import { loggedInOnly } from '../shopper';
import { requireUser } from '../../../plugins/session';
import { getCheckoutSettings } from '../../../services/checkout/checkout-settings';
import { checkoutPaymentMethods } from '../../../services/checkout/payment-methods';
import { confirmPayment, payAtTestGateway } from '../../../services/orders/confirm-payment';

/**
 * Payment details for the client, the payment methods the checkout offers, the payment
 * verification, and the offline test gateway.
 */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.paymentProvider;

  // Public checkout settings; the key id is public by design, secrets never leave.
  app.get('/website/checkout/razorpay-details', async () =>
    ok(
      'Payment details',
      await getCheckoutSettings(
        { db: app.db },
        provider,
        await app.commerceRules(),
        await app.storeDetails(),
      ),
    ),
  );

  app.get(
    '/website/checkout/payment-methods',
    { preValidation: loggedInOnly, schema: { querystring: paymentMethodsQuery } },
    async (request) => {
      const user = await requireUser(request);
      const { query } = request;
      return ok(
        'Payment methods',
        unwrap(
          await checkoutPaymentMethods(
            { db: app.db },
            {
              user: { id: user.id, walletBalancePaise: user.walletBalancePaise },
              addressId: query.address_id ?? null,
              deliveryOption: query.delivery_option,
              couponCode: query.coupon_code || null,
              useWallet: query.use_wallet,
            },
            await app.commerceRules(),
          ),
        ),
      );
    },
  );

  app.post(
    '/website/checkout/verify-payment',
    { preValidation: loggedInOnly, schema: { body: verifyPaymentBody } },
    async (request) => {
      const user = await requireUser(request);
      const { body } = request;
      const detail = unwrap(
        await confirmPayment(
          { db: app.db, messages: app.messages },
          {
            provider,
            notifiers: { log: request.log },
            rules: app.config.commerce,
          },
          {
            userId: user.id,
            saleId: body.sale_id,
            proof: {
              providerOrderId: body.razorpay_order_id,
              providerPaymentId: body.razorpay_payment_id,
              signature: body.razorpay_signature,
            },
          },
        ),
      );
      return ok('Payment successful', detail);
    },
  );

  // The offline gateway exists only when it is the configured provider
  // (docs/decisions/orders-and-payments.md, Payments).
  if (provider.name === 'test') {
    app.post(
      '/website/checkout/test-gateway/:sale_id',
      { preValidation: loggedInOnly, schema: { params: testGatewayParams, body: testGatewayBody } },
      async (request) => {
        const user = await requireUser(request);
        const paid = unwrap(
          await payAtTestGateway(
            { db: app.db, messages: app.messages },
            { provider, notifiers: { log: request.log } },
            { userId: user.id, saleId: request.params.sale_id, outcome: request.body.outcome },
          ),
        );
        return ok('Payment successful', paid);
      },
    );
  }
};

export default checkoutRoutes;
