/**
 * Refunds through Razorpay, against a local stand-in for api.razorpay.com: the refund call after a
 * cancellation, and the refund.processed / refund.failed webhooks that settle it, applied once.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { OrderDetail, PlacedOrder, StaffOrderDetail } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../src/db/schema';
import { createRazorpayProvider } from '../../src/payments/razorpay';
import { hmacSha256Hex } from '../../src/payments/signatures';
import { startFakeHttpServer } from '../notify/fake-http-server';
import type { Shopper, StockedSize } from '../cart/shopper-kit';
import { place, readyShopper } from '../checkout/checkout-kit';
import type { Client } from '../media/admin-kit';
import { afterSaleApp, cancel, expectWalletConsistent } from '../orders/after-sale-kit';

const KEY_ID = 'rzp_test_Kesariya123';
const KEY_SECRET = 'test_key_secret_for_signatures';
const WEBHOOK_SECRET = 'test_webhook_secret_for_events';

let app: FastifyInstance;
let admin: Client;
let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
let fresh: () => StockedSize;
let counter = 0;
/** How the fake answers the next refund calls. */
let refundAnswer: { status: number; refundStatus?: string } = {
  status: 200,
  refundStatus: 'pending',
};

beforeAll(async () => {
  fake = await startFakeHttpServer((request) => {
    counter += 1;
    const body = JSON.parse(request.body || '{}') as { amount: number; notes?: unknown };
    if (request.url === '/v1/orders')
      return {
        status: 200,
        body: JSON.stringify({
          id: `order_R${counter}`,
          entity: 'order',
          amount: body.amount,
          status: 'created',
        }),
      };
    const payment = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url)?.[1];
    if (!payment) return { status: 404, body: '{}' };
    if (refundAnswer.status !== 200)
      return {
        status: refundAnswer.status,
        body: JSON.stringify({
          error: { code: 'BAD_REQUEST_ERROR', description: 'The refund could not be made' },
        }),
      };
    return {
      status: 200,
      body: JSON.stringify({
        id: `rfnd_R${counter}`,
        entity: 'refund',
        amount: body.amount,
        currency: 'INR',
        payment_id: payment,
        notes: body.notes,
        status: refundAnswer.refundStatus,
      }),
    };
  });
  ({ app, admin, fresh } = await afterSaleApp(
    { minRupees: 0, maxRupees: 5000 },
    {
      paymentProvider: 'razorpay',
      razorpay: {
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
        baseUrl: fake.url,
      },
    },
  ));
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

function webhook(payload: unknown, eventId: string, secret = WEBHOOK_SECRET) {
  const raw = JSON.stringify(payload);
  return app.inject({
    method: 'POST',
    url: '/api/website/checkout/razorpay-webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': hmacSha256Hex(secret, raw),
    },
    payload: raw,
  });
}

const refundEvent = (
  event: 'refund.processed' | 'refund.failed',
  refund: { id: string; paymentId: string; amount: number; refundId?: number },
) => ({
  entity: 'event',
  event,
  contains: ['refund', 'payment'],
  payload: {
    refund: {
      entity: {
        id: refund.id,
        entity: 'refund',
        amount: refund.amount,
        payment_id: refund.paymentId,
        notes: refund.refundId ? { refund_id: String(refund.refundId) } : [],
        status: event === 'refund.processed' ? 'processed' : 'failed',
      },
    },
    payment: { entity: { id: refund.paymentId, entity: 'payment', status: 'refunded' } },
  },
});

/** A shopper's order paid online at Razorpay (its webhook), partly from a wallet of `walletPaise`. */
async function paidOrder(
  walletPaise = 0,
): Promise<{ user: Shopper; placed: PlacedOrder; paymentId: string }> {
  const { user, addressId } = await readyShopper(app, fresh(), { walletPaise });
  const answer = await place(user, {
    address_id: addressId,
    payment_method: 'Online Payment',
    use_wallet: walletPaise > 0,
  });
  const placed = answer.body.data;
  const paymentId = `pay_R${(counter += 1)}`;
  const paid = await webhook(
    {
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount: placed.payment!.amount,
            status: 'captured',
            order_id: placed.payment!.provider_order_id,
          },
        },
      },
    },
    `evt_paid_${paymentId}`,
  );
  expect(paid.statusCode).toBe(200);
  return { user, placed, paymentId };
}

async function refundRows(saleId: string) {
  const [order] = await app.db.select().from(orders).where(eq(orders.saleId, saleId));
  return app.db.select().from(refunds).where(eq(refunds.orderId, order!.id)).orderBy(refunds.id);
}

describe('refunds through Razorpay', () => {
  it('asks Razorpay to refund the online part after a cancel, in paise, naming our refund', async () => {
    refundAnswer = { status: 200, refundStatus: 'pending' };
    const { user, placed, paymentId } = await paidOrder(120_00);
    const online = placed.payment!.amount;
    const answer = await cancel(user, placed.sale_id);
    expect(answer.status).toBe(200);
    expect(answer.body.data.refund).toMatchObject({
      to: 'original',
      wallet: 120,
      original: online / 100,
    });

    const call = fake.requests.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.url).toBe(`/v1/payments/${paymentId}/refund`);
    expect(call.headers.authorization).toBe(
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
    const rows = await refundRows(placed.sale_id);
    const original = rows.find((row) => row.to === 'original')!;
    expect(JSON.parse(call.body)).toEqual({
      amount: online,
      notes: { refund_id: String(original.id), sale_id: placed.sale_id, requested_by: 'shopper' },
    });
    expect(original).toMatchObject({
      provider: 'razorpay',
      status: 'pending',
      amountPaise: online,
    });
    expect(original.providerRefundId).toMatch(/^rfnd_R/);
    await expectWalletConsistent(app, user.userId);

    // Razorpay says the money arrived: applied once, a replay changes nothing.
    const processed = refundEvent('refund.processed', {
      id: original.providerRefundId!,
      paymentId,
      amount: online,
      refundId: original.id,
    });
    expect((await webhook(processed, `evt_rfnd_${original.id}`)).json()).toMatchObject({
      message: 'Event applied',
    });
    expect((await webhook(processed, `evt_rfnd_${original.id}`)).json()).toMatchObject({
      message: 'Event already applied',
    });
    const detail = await user.call<OrderDetail>('GET', `website/order/${placed.sale_id}`);
    expect(detail.body.data.refunds).toEqual([
      expect.objectContaining({ amount: 120, to: 'wallet', status: 'processed' }),
      expect.objectContaining({ amount: online / 100, to: 'original', status: 'processed' }),
    ]);
    // A failure reported after the refund was processed does not undo it.
    await webhook(
      refundEvent('refund.failed', { id: original.providerRefundId!, paymentId, amount: online }),
      `evt_rfnd_late_${original.id}`,
    );
    expect((await refundRows(placed.sale_id)).find((r) => r.id === original.id)!.status).toBe(
      'processed',
    );
  });

  it('finds the refund by the notes when the answer to the refund call was lost, and records a failure', async () => {
    refundAnswer = { status: 502 };
    const { user, placed, paymentId } = await paidOrder();
    expect((await cancel(user, placed.sale_id)).status).toBe(200);
    const [lost] = await refundRows(placed.sale_id);
    // The outcome is unknown: the row stays pending, it is not sent again.
    expect(lost).toMatchObject({ status: 'pending', providerRefundId: null });
    const failed = refundEvent('refund.failed', {
      id: 'rfnd_LOST1',
      paymentId,
      amount: lost!.amountPaise,
      refundId: lost!.id,
    });
    expect((await webhook(failed, 'evt_rfnd_lost')).statusCode).toBe(200);
    expect((await refundRows(placed.sale_id))[0]).toMatchObject({
      status: 'failed',
      providerRefundId: 'rfnd_LOST1',
    });
  });

  it('leaves a refused refund failed for staff to retry, and a retry refunds it once', async () => {
    refundAnswer = { status: 400 };
    const { user, placed } = await paidOrder();
    expect((await cancel(user, placed.sale_id)).status).toBe(200);
    const [refused] = await refundRows(placed.sale_id);
    expect(refused!.status).toBe('failed');
    const detail = await user.call<OrderDetail>('GET', `website/order/${placed.sale_id}`);
    expect(detail.body.data.refunds).toEqual([
      expect.objectContaining({ status: 'failed', to: 'original' }),
    ]);

    const seen = await admin.request<StaffOrderDetail>(
      'POST',
      `/api/admin/order/status/${placed.sale_id}`,
      {
        json: { status: 'cancelled' },
      },
    );
    expect(seen.body.data.refunds[0]).toMatchObject({ id: refused!.id, status: 'failed' });

    refundAnswer = { status: 200, refundStatus: 'processed' };
    const retried = await admin.request('POST', `/api/admin/refund/retry/${refused!.id}`);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ id: refused!.id, status: 'processed' });
    const again = await admin.request('POST', `/api/admin/refund/retry/${refused!.id}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a failed refund can be tried again');
    expect(await refundRows(placed.sale_id)).toHaveLength(1);
  });

  it('sends back a payment that arrives after its order was cancelled, once', async () => {
    refundAnswer = { status: 200, refundStatus: 'processed' };
    const { user, addressId } = await readyShopper(app, fresh(), { walletPaise: 60_00 });
    const placed = (
      await place(user, {
        address_id: addressId,
        payment_method: 'Online Payment',
        use_wallet: true,
      })
    ).body.data;
    expect((await cancel(user, placed.sale_id, 'Paid by mistake')).status).toBe(200);
    const captured = {
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_LATE1',
            entity: 'payment',
            amount: placed.payment!.amount,
            status: 'captured',
            order_id: placed.payment!.provider_order_id,
          },
        },
      },
    };
    expect((await webhook(captured, 'evt_late_1')).statusCode).toBe(200);
    expect(fake.requests.at(-1)!.url).toBe('/v1/payments/pay_LATE1/refund');
    expect(JSON.parse(fake.requests.at(-1)!.body)).toMatchObject({
      amount: placed.payment!.amount,
    });
    // The same payment reported again (another event id) is not refunded twice.
    const calls = fake.requests.length;
    expect((await webhook(captured, 'evt_late_2')).statusCode).toBe(200);
    expect(fake.requests.length).toBe(calls);

    const detail = await user.call<OrderDetail>('GET', `website/order/${placed.sale_id}`);
    expect(detail.body.data.status).toBe('cancelled');
    expect(detail.body.data.refunds).toEqual([
      expect.objectContaining({ amount: 60, to: 'wallet', status: 'processed' }),
      expect.objectContaining({
        amount: placed.payment!.amount / 100,
        to: 'original',
        status: 'processed',
      }),
    ]);
    expect(detail.body.data.status_history.at(-1)!.note).toBe(
      'Payment received after the order was cancelled: refunded',
    );
    await expectWalletConsistent(app, user.userId);
  });

  it('refuses a refund webhook with a bad signature', async () => {
    const hook = await webhook(
      refundEvent('refund.processed', { id: 'rfnd_X', paymentId: 'pay_X', amount: 100 }),
      'evt_rfnd_bad',
      'not-the-secret',
    );
    expect(hook.statusCode).toBe(400);
  });

  it('reads refund events from their signed body', () => {
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: fake.url,
    });
    const raw = Buffer.from(
      JSON.stringify(
        refundEvent('refund.processed', {
          id: 'rfnd_9',
          paymentId: 'pay_9',
          amount: 500,
          refundId: 42,
        }),
      ),
    );
    expect(
      provider.parseWebhook(raw, { 'x-razorpay-signature': hmacSha256Hex(WEBHOOK_SECRET, raw) }),
    ).toMatchObject({
      type: 'refund.processed',
      kind: 'refund_processed',
      refund: { providerRefundId: 'rfnd_9', refundId: 42 },
    });
  });
});
