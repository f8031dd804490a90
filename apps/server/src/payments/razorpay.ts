import {
  PaymentProviderError,
  type PaymentProof,
  type PaymentProvider,
  type ProviderEvent,
} from './provider';
import { hmacSha256Hex, signatureMatches } from './signatures';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com in production; tests point it at a local fake. */
  baseUrl: string;
  timeoutMs?: number;
}

function header(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | null {
  const value = headers[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? null) : null;
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const EVENT_KINDS: Record<string, ProviderEvent['kind']> = {
  'payment.captured': 'paid',
  'order.paid': 'paid',
  'payment.failed': 'failed',
  'refund.processed': 'refund_processed',
  'refund.failed': 'refund_failed',
};

/** A refund entity of a webhook: its id, and our refunds row as the refund call's notes named it. */
function refundOf(entity: Record<string, unknown> | null): ProviderEvent['refund'] {
  if (typeof entity?.id !== 'string') return null;
  const ours = Number(record(entity.notes)?.refund_id);
  return {
    providerRefundId: entity.id,
    refundId: Number.isSafeInteger(ours) && ours > 0 ? ours : null,
  };
}

/**
 * Razorpay Standard Checkout: the order is created with the REST API (basic auth key_id:key_secret),
 * the client opens Checkout, and the handler's razorpay_signature is HMAC-SHA256 of
 * `order_id|payment_id` keyed with the key secret. Webhooks carry X-Razorpay-Signature, the
 * HMAC-SHA256 of the raw body keyed with the webhook secret, and X-Razorpay-Event-Id.
 * Refunds: POST /v1/payments/{id}/refund with the amount in paise; refund.processed and
 * refund.failed webhooks report how they ended.
 */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const basic = Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64');

  /** POSTs JSON to the REST API; an answer that is not a success with an id is a refusal. */
  async function post(
    path: string,
    body: Record<string, unknown>,
    what: string,
  ): Promise<Record<string, unknown> & { id: string }> {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(
        `Razorpay unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await response.text();
    let answer: Record<string, unknown> = {};
    try {
      answer = record(JSON.parse(text)) ?? {};
    } catch {
      // Not JSON (a proxy's error page): the status decides below.
    }
    if (!response.ok || typeof answer.id !== 'string') {
      const error = record(answer.error);
      throw new PaymentProviderError(
        `Razorpay refused the ${what} (${response.status}): ${String(error?.description ?? text.slice(0, 200))}`,
        // A 5xx may have been a gateway in front of Razorpay losing the answer, not a refusal.
        response.status < 500,
      );
    }
    return answer as Record<string, unknown> & { id: string };
  }

  return {
    name: 'razorpay',
    keyId: options.keyId,

    async createOrder({ amountPaise, receipt, notes }) {
      const body = await post(
        '/v1/orders',
        { amount: amountPaise, currency: 'INR', receipt, notes },
        'order',
      );
      // The amount is fixed by us; an answer for another amount is not our order.
      if (body.amount !== amountPaise)
        throw new PaymentProviderError('Razorpay answered a different amount');
      return { id: body.id, amountPaise, raw: body };
    },

    async refund({ providerPaymentId, amountPaise, notes }) {
      const body = await post(
        `/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`,
        { amount: amountPaise, notes },
        'refund',
      );
      if (body.status === 'failed')
        throw new PaymentProviderError('Razorpay could not process the refund', true);
      return {
        id: body.id,
        status: body.status === 'processed' ? 'processed' : 'pending',
        raw: body,
      };
    },

    verifyPayment(proof: PaymentProof) {
      if (!proof.providerOrderId || !proof.providerPaymentId || !proof.signature) return false;
      const expected = hmacSha256Hex(
        options.keySecret,
        `${proof.providerOrderId}|${proof.providerPaymentId}`,
      );
      return signatureMatches(expected, proof.signature);
    },

    parseWebhook(rawBody, headers) {
      const signature = header(headers, 'x-razorpay-signature');
      if (!signature) return null;
      if (!signatureMatches(hmacSha256Hex(options.webhookSecret, rawBody), signature)) return null;
      let body: Record<string, unknown> | null;
      try {
        body = record(JSON.parse(rawBody.toString('utf8')));
      } catch {
        return null;
      }
      if (!body || typeof body.event !== 'string') return null;
      const payload = record(body.payload);
      const payment = record(record(payload?.payment)?.entity);
      const order = record(record(payload?.order)?.entity);
      const refund = record(record(payload?.refund)?.entity);
      const providerOrderId =
        typeof payment?.order_id === 'string'
          ? payment.order_id
          : typeof order?.id === 'string'
            ? order.id
            : null;
      // Razorpay sends the event id in a header; older integrations fall back to a body digest so a
      // replay of the same body is still recognised.
      const id =
        header(headers, 'x-razorpay-event-id') ??
        `body_${hmacSha256Hex('event-id', rawBody).slice(0, 32)}`;
      return {
        id,
        type: body.event,
        kind: EVENT_KINDS[body.event] ?? 'other',
        providerOrderId,
        providerPaymentId: typeof payment?.id === 'string' ? payment.id : null,
        refund: refundOf(refund),
        payload: body,
      };
    },
  };
}
