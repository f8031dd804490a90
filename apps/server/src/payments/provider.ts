/**
 * The payment provider interface (docs/decisions/orders-and-payments.md, Payments). The server
 * creates the provider's order after our order transaction commits; the client pays with the
 * provider; the server verifies the answer (and the provider's webhooks) before an order counts as
 * paid.
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

/** Money sent back for a captured payment. */
export interface ProviderRefund {
  /** The provider's refund id (Razorpay: rfnd_…). */
  id: string;
  /** Pending: accepted, the money is on its way; a webhook says when it arrived (or failed). */
  status: 'processed' | 'pending';
  raw: Record<string, unknown>;
}

/** A verified webhook event reduced to what our orders care about. */
export interface ProviderEvent {
  id: string;
  type: string;
  kind: 'paid' | 'failed' | 'refund_processed' | 'refund_failed' | 'other';
  providerOrderId: string | null;
  providerPaymentId: string | null;
  /** For refund events: the provider's refund id and our refunds row, named in the refund's notes. */
  refund: { providerRefundId: string; refundId: number | null } | null;
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
  /**
   * Gives back part or all of a captured payment. `notes.refund_id` names our refunds row, so the
   * provider's webhook finds it even when this call's answer was lost.
   */
  refund(input: {
    providerPaymentId: string;
    amountPaise: number;
    notes: Record<string, string>;
  }): Promise<ProviderRefund>;
  /** True only when the proof was signed by the provider for this order. */
  verifyPayment(proof: PaymentProof): boolean;
  /** The event of a webhook whose signature holds, or null when it does not. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent | null;
}

/** The provider could not be reached, or refused the order or the refund. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    /**
     * The provider answered with a refusal, so nothing happened there and trying again is safe.
     * False when the call may have been lost on the way: the outcome is unknown.
     */
    readonly refused = false,
  ) {
    super(message);
  }
}
