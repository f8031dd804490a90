import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';

/**
 * The offline test gateway, the embedded default (docs/decisions/orders-and-payments.md, Payments):
 * checkout works on a bare machine. Its "order" is a local id; the shopper succeeds or fails the
 * payment on our own /payment/checkout page, which calls POST
 * website/checkout/test-gateway/{sale_id}. It has no proofs to verify and no webhooks, so both
 * answers are refusals; refunds complete at once.
 */
export function createTestGateway(): PaymentProvider {
  return {
    name: 'test',
    keyId: null,
    async createOrder({ amountPaise }) {
      const id = `test_order_${randomBytes(9).toString('base64url')}`;
      return { id, amountPaise, raw: { id, amount: amountPaise, currency: 'INR' } };
    },
    // The test gateway's money never left the shop: a refund is done the moment it is asked for.
    async refund({ amountPaise }) {
      const id = `test_refund_${randomBytes(9).toString('base64url')}`;
      return { id, status: 'processed', raw: { id, amount: amountPaise, status: 'processed' } };
    },
    verifyPayment: () => false,
    parseWebhook: () => null,
  };
}
