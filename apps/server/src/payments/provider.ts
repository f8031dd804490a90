/**
 * The payment provider interface (docs/decisions.md, Payments). The server creates the provider's
 * order after our order transaction commits; the client pays with the provider; the server verifies
 * the answer (and the provider's webhooks) before an order counts as paid.
 */
export type ProviderName = 'razorpay' | 'test';

export interface ProviderOrder {
  /** The provider's order id (Razorpay: order_…). */
  id: string;
  amountPaise: number;
  raw: Record<string, unknown>;
}

/** The shopper's proof of payment as the client received it from the provider. */
export interface PaymentProof {
  providerOrderId: string;
  providerPaymentId: string;
  signature: string;
}

/** A verified webhook event reduced to what our orders care about. */
export interface ProviderEvent {
  id: string;
  type: string;
  kind: 'paid' | 'failed' | 'other';
  providerOrderId: string | null;
  providerPaymentId: string | null;
  payload: Record<string, unknown>;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Public key id for the client; never a secret. Null for the offline test gateway. */
  readonly keyId: string | null;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  /** True only when the proof was signed by the provider for this order. */
  verifyPayment(proof: PaymentProof): boolean;
  /** The event of a webhook whose signature holds, or null when it does not. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent | null;
}

/** The provider could not be reached or refused to create the order. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
