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

/**
 * Razorpay Standard Checkout: the order is created with the REST API (basic auth key_id:key_secret),
 * the client opens Checkout, and the handler's razorpay_signature is HMAC-SHA256 of
 * `order_id|payment_id` keyed with the key secret. Webhooks carry X-Razorpay-Signature, the
 * HMAC-SHA256 of the raw body keyed with the webhook secret, and X-Razorpay-Event-Id.
 */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const ordersUrl = new URL('/v1/orders', options.baseUrl).toString();
  const basic = Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64');
  return {
    name: 'razorpay',
    keyId: options.keyId,

    async createOrder({ amountPaise, receipt, notes }) {
      let response: Response;
      try {
        response = await fetch(ordersUrl, {
          method: 'POST',
          headers: {
            authorization: `Basic ${basic}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new PaymentProviderError(
          `Razorpay unreachable: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const text = await response.text();
      let body: Record<string, unknown> = {};
      try {
        body = record(JSON.parse(text)) ?? {};
      } catch {
        // Not JSON (a proxy's error page): the status decides below.
      }
      if (!response.ok || typeof body.id !== 'string') {
        const error = record(body.error);
        throw new PaymentProviderError(
          `Razorpay refused the order (${response.status}): ${String(error?.description ?? text.slice(0, 200))}`,
        );
      }
      // The amount is fixed by us; an answer for another amount is not our order.
      if (body.amount !== amountPaise)
        throw new PaymentProviderError('Razorpay answered a different amount');
      return { id: body.id, amountPaise, raw: body };
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
      const kind: ProviderEvent['kind'] =
        body.event === 'payment.captured' || body.event === 'order.paid'
          ? 'paid'
          : body.event === 'payment.failed'
            ? 'failed'
            : 'other';
      return {
        id,
        type: body.event,
        kind,
        providerOrderId,
        providerPaymentId: typeof payment?.id === 'string' ? payment.id : null,
        payload: body,
      };
    },
  };
}
