import type { Config } from '../config';
import type { PaymentProvider } from './provider';
import { createRazorpayProvider } from './razorpay';
import { createTestGateway } from './test-gateway';

export type { PaymentProvider } from './provider';

/** The provider chosen by PAYMENT_PROVIDER; config validation already demanded Razorpay's keys. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.paymentProvider === 'razorpay') {
    return createRazorpayProvider({
      keyId: config.razorpay.keyId ?? '',
      keySecret: config.razorpay.keySecret ?? '',
      webhookSecret: config.razorpay.webhookSecret ?? '',
      baseUrl: config.razorpay.baseUrl,
    });
  }
  return createTestGateway();
}
