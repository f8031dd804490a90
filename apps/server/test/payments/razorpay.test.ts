import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { CheckoutSettings, OrderDetail, PlacedOrder, PrepayStart } from '@kesariya/shared';
import { SETTINGS_CHANGED, catalogueChanged } from '../../src/cache/catalogue-changes';
import { writeStoreRules } from '../../src/services/settings/store-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../src/db/schema';
import { createRazorpayProvider } from '../../src/payments/razorpay';
import { hmacSha256Hex, signatureMatches } from '../../src/payments/signatures';
import { buildTestApp } from '../helpers/build-app';
import { startFakeHttpServer } from '../notify/fake-http-server';
import { guest, stockedSizes, stockOf, type Shopper, type StockedSize } from '../cart/shopper-kit';
import { place, readyShopper } from '../checkout/checkout-kit';

const KEY_ID = 'rzp_test_Kesariya123';
const KEY_SECRET = 'test_key_secret_for_signatures';
const WEBHOOK_SECRET = 'test_webhook_secret_for_events';

let app: FastifyInstance;
let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
let pool: StockedSize[];
let next = 0;
let orderCounter = 0;

beforeAll(async () => {
  // A local stand-in for api.razorpay.com: answers order creation like Razorpay does.
  fake = await startFakeHttpServer((request) => {
    const body = JSON.parse(request.body || '{}') as { amount: number; receipt: string };
    orderCounter += 1;
    return {
      status: 200,
      body: JSON.stringify({
        id: `order_FAKE${orderCounter}`,
        entity: 'order',
        amount: body.amount,
        currency: 'INR',
        receipt: body.receipt,
        status: 'created',
      }),
    };
  });
  app = await buildTestApp({
    paymentProvider: 'razorpay',
    razorpay: {
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: fake.url,
    },
  });
  pool = (await stockedSizes(app, 200, 0, 1)).filter((s) => s.pricePaise < 5000_00);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const sign = (orderId: string, paymentId: string) =>
  hmacSha256Hex(KEY_SECRET, `${orderId}|${paymentId}`);

async function pendingOrder(
  qty = 1,
): Promise<{ user: Shopper; placed: PlacedOrder; size: StockedSize }> {
  const size = pool[next++]!;
  const { user, addressId } = await readyShopper(app, size, { qty, stock: 5 });
  const answer = await place(user, { address_id: addressId, payment_method: 'Online Payment' });
  if (answer.status !== 201) throw new Error(answer.body.message);
  return { user, placed: answer.body.data, size };
}

function webhook(
  payload: unknown,
  options: { eventId: string; secret?: string; signature?: string },
) {
  const raw = JSON.stringify(payload);
  return app.inject({
    method: 'POST',
    url: '/api/website/checkout/razorpay-webhook',
    // No basic auth: Razorpay cannot know the API credential; the signature authenticates it.
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': options.eventId,
      'x-razorpay-signature':
        options.signature ?? hmacSha256Hex(options.secret ?? WEBHOOK_SECRET, raw),
    },
    payload: raw,
  });
}

const paymentEvent = (event: string, orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  account_id: 'acc_Test',
  event,
  contains: ['payment'],
  payload: {
    payment: {
      entity: {
        id: paymentId,
        entity: 'payment',
        amount,
        currency: 'INR',
        status: event === 'payment.failed' ? 'failed' : 'captured',
        order_id: orderId,
      },
    },
  },
  created_at: Math.floor(Date.now() / 1000),
});

describe('signatures', () => {
  it('matches only the exact hex signature, in constant time', () => {
    const good = sign('order_1', 'pay_1');
    expect(signatureMatches(good, good)).toBe(true);
    expect(signatureMatches(good, good.toUpperCase())).toBe(true);
    expect(signatureMatches(good, sign('order_1', 'pay_2'))).toBe(false);
    expect(signatureMatches(good, good.slice(0, 10))).toBe(false);
    expect(signatureMatches(good, 'not hex at all')).toBe(false);
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: fake.url,
    });
    expect(
      provider.verifyPayment({
        providerOrderId: 'order_1',
        providerPaymentId: 'pay_1',
        signature: good,
      }),
    ).toBe(true);
    expect(
      provider.verifyPayment({
        providerOrderId: 'order_1',
        providerPaymentId: 'pay_1',
        signature: '',
      }),
    ).toBe(false);
  });
});

describe('GET /api/website/checkout/razorpay-details with Razorpay', () => {
  it('gives the public key id and never a secret', async () => {
    const { body } = await guest(app).call<CheckoutSettings>(
      'GET',
      'website/checkout/razorpay-details',
    );
    expect(body.data).toMatchObject({ provider: 'razorpay', key_id: KEY_ID, currency: 'INR' });
    const text = JSON.stringify(body);
    expect(text).not.toContain(KEY_SECRET);
    expect(text).not.toContain(WEBHOOK_SECRET);
  });

  it('has no test gateway', async () => {
    const { user, placed } = await pendingOrder();
    expect(
      (
        await user.call('POST', `website/checkout/test-gateway/${placed.sale_id}`, {
          form: { outcome: 'success' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('online payment with Razorpay', () => {
  it('creates the Razorpay order after ours, with basic auth and the amount in paise', async () => {
    const { placed } = await pendingOrder(2);
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/orders');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
    expect(JSON.parse(request.body)).toMatchObject({
      amount: placed.payment!.amount,
      currency: 'INR',
      receipt: placed.sale_id,
    });
    expect(placed.payment).toMatchObject({
      provider: 'razorpay',
      key_id: KEY_ID,
      provider_order_id: `order_FAKE${orderCounter}`,
      currency: 'INR',
    });
  });

  it('confirms a payment with a good signature, and refuses a bad one or one for another order', async () => {
    const { user, placed } = await pendingOrder();
    const other = await pendingOrder();
    const orderId = placed.payment!.provider_order_id;
    const verify = (fields: Record<string, string>) =>
      user.call<OrderDetail>('POST', 'website/checkout/verify-payment', {
        form: { sale_id: placed.sale_id, ...fields },
      });

    const bad = await verify({
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_ABC',
      razorpay_signature: sign(orderId, 'pay_XYZ'),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Payment verification failed');
    const otherOrderId = other.placed.payment!.provider_order_id;
    const borrowed = await verify({
      razorpay_order_id: otherOrderId,
      razorpay_payment_id: 'pay_ABC',
      razorpay_signature: sign(otherOrderId, 'pay_ABC'),
    });
    expect(borrowed.status).toBe(400);
    const forged = await verify({
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_ABC',
      razorpay_signature: hmacSha256Hex('wrong-secret', `${orderId}|pay_ABC`),
    });
    expect(forged.status).toBe(400);

    const good = await verify({
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_ABC',
      razorpay_signature: sign(orderId, 'pay_ABC'),
    });
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({
      status: 'placed',
      payment: { provider: 'razorpay', status: 'captured', provider_payment_id: 'pay_ABC' },
    });
    // The webhook for the same payment arrives later: nothing changes twice.
    const hook = await webhook(
      paymentEvent('payment.captured', orderId, 'pay_ABC', placed.payment!.amount),
      { eventId: 'evt_after_verify' },
    );
    expect(hook.statusCode).toBe(200);
    const again = await verify({
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_ABC',
      razorpay_signature: sign(orderId, 'pay_ABC'),
    });
    expect(again.body.data.status_history.map((h) => h.status)).toEqual([
      'pending_payment',
      'placed',
    ]);
  });
});

describe('a cash-on-delivery order paid online instead, with Razorpay', () => {
  it('is converted by the verified payment, or by its webhook, once', async () => {
    await writeStoreRules({ db: app.db }, app.storeRuleDefaults, {
      prepaidKind: 'amount',
      prepaidAmountPaise: 40_00,
    });
    catalogueChanged({ db: app.db }, SETTINGS_CHANGED);
    const prepay = async () => {
      const size = pool[next++]!;
      const { user, addressId } = await readyShopper(app, size, { stock: 5 });
      const placed = (await place(user, { address_id: addressId })).body.data;
      const started = await user.call<PrepayStart>(
        'POST',
        `website/order/prepay/${placed.sale_id}`,
      );
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      return { user, placed, payment: started.body.data.payment };
    };

    const { user, placed, payment } = await prepay();
    expect(payment.amount).toBe(Math.round(placed.totals.amount_payable * 100) - 40_00);
    expect(JSON.parse(fake.requests.at(-1)!.body)).toMatchObject({ amount: payment.amount });
    const orderId = payment.provider_order_id;
    const verify = (paymentId: string, signature = sign(orderId, paymentId)) =>
      user.call<OrderDetail>('POST', 'website/checkout/verify-payment', {
        form: {
          sale_id: placed.sale_id,
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: signature,
        },
      });
    const forged = await verify('pay_CONV', sign(orderId, 'pay_OTHER'));
    expect(forged.status).toBe(400);
    const good = await verify('pay_CONV');
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({
      payment_method: 'Online Payment',
      totals: { prepaid_saving: 40, total: placed.totals.total - 40 },
    });
    const hook = await webhook(
      paymentEvent('payment.captured', orderId, 'pay_CONV', payment.amount),
      { eventId: 'evt_conv_after_verify' },
    );
    expect(hook.statusCode).toBe(200);
    const after = (await user.call<OrderDetail>('GET', `website/order/${placed.sale_id}`)).body
      .data;
    expect(after.totals.total).toBe(placed.totals.total - 40);

    // The shopper closed the window before the answer came back: the webhook converts it.
    const closed = await prepay();
    const captured = await webhook(
      paymentEvent(
        'payment.captured',
        closed.payment.provider_order_id,
        'pay_CONV2',
        closed.payment.amount,
      ),
      { eventId: 'evt_conv_webhook' },
    );
    expect(captured.statusCode).toBe(200);
    const converted = (
      await closed.user.call<OrderDetail>('GET', `website/order/${closed.placed.sale_id}`)
    ).body.data;
    expect(converted).toMatchObject({
      payment_method: 'Online Payment',
      totals: { prepaid_saving: 40 },
    });
  });
});

describe('POST /api/website/checkout/razorpay-webhook', () => {
  it('refuses a bad signature or a missing one, without needing basic auth', async () => {
    const { user, placed } = await pendingOrder();
    const payload = paymentEvent(
      'payment.captured',
      placed.payment!.provider_order_id,
      'pay_BAD',
      placed.payment!.amount,
    );
    const bad = await webhook(payload, { eventId: 'evt_bad', secret: 'not-the-secret' });
    expect(bad.statusCode).toBe(400);
    const missing = await webhook(payload, { eventId: 'evt_bad2', signature: '' });
    expect(missing.statusCode).toBe(400);
    const { body } = await user.call<OrderDetail>('GET', `website/order/${placed.sale_id}`);
    expect(body.data.status).toBe('pending_payment');
  });

  it('applies payment.captured once: a replayed event changes nothing', async () => {
    const { user, placed } = await pendingOrder();
    const payload = paymentEvent(
      'payment.captured',
      placed.payment!.provider_order_id,
      'pay_HOOK1',
      placed.payment!.amount,
    );
    const first = await webhook(payload, { eventId: 'evt_captured_1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: true, message: 'Event applied' });
    const replay = await webhook(payload, { eventId: 'evt_captured_1' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ status: true, message: 'Event already applied' });
    const [n] = await app.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, 'evt_captured_1'));
    expect(n!.n).toBe(1);
    const { body } = await user.call<OrderDetail>('GET', `website/order/${placed.sale_id}`);
    expect(body.data).toMatchObject({
      status: 'placed',
      payment: { status: 'captured', provider_payment_id: 'pay_HOOK1' },
    });
    expect(body.data.status_history.filter((h) => h.status === 'placed')).toHaveLength(1);
  });

  it('payment.failed keeps the order waiting with its stock, and a later success in the same checkout pays it; a late failure after success changes nothing', async () => {
    const { user, placed, size } = await pendingOrder(2);
    expect(await stockOf(app, size.productId, size.size)).toBe(3);
    const failed = await webhook(
      paymentEvent(
        'payment.failed',
        placed.payment!.provider_order_id,
        'pay_FAIL',
        placed.payment!.amount,
      ),
      { eventId: 'evt_failed_1' },
    );
    expect(failed.statusCode).toBe(200);
    // The shopper may try another card or UPI in the same checkout: nothing is given up yet.
    expect(await stockOf(app, size.productId, size.size)).toBe(3);
    const { body } = await user.call<OrderDetail>('GET', `website/order/${placed.sale_id}`);
    expect(body.data.status).toBe('pending_payment');
    expect(body.data.status_history.at(-1)).toMatchObject({
      status: 'pending_payment',
      note: 'A payment attempt failed; the order waits for another until its time to pay runs out',
    });

    const retried = await webhook(
      paymentEvent(
        'payment.captured',
        placed.payment!.provider_order_id,
        'pay_SECOND_TRY',
        placed.payment!.amount,
      ),
      { eventId: 'evt_second_try' },
    );
    expect(retried.statusCode).toBe(200);
    const paid = await user.call<OrderDetail>('GET', `website/order/${placed.sale_id}`);
    expect(paid.body.data).toMatchObject({
      status: 'placed',
      payment: { status: 'captured', provider_payment_id: 'pay_SECOND_TRY' },
    });
    expect(paid.body.data.refunds).toEqual([]);
    expect(await stockOf(app, size.productId, size.size)).toBe(3);

    const paidFirst = await pendingOrder();
    await webhook(
      paymentEvent(
        'payment.captured',
        paidFirst.placed.payment!.provider_order_id,
        'pay_OK',
        paidFirst.placed.payment!.amount,
      ),
      { eventId: 'evt_ok_2' },
    );
    await webhook(
      paymentEvent(
        'payment.failed',
        paidFirst.placed.payment!.provider_order_id,
        'pay_OK',
        paidFirst.placed.payment!.amount,
      ),
      { eventId: 'evt_fail_2' },
    );
    const after = await paidFirst.user.call<OrderDetail>(
      'GET',
      `website/order/${paidFirst.placed.sale_id}`,
    );
    expect(after.body.data.status).toBe('placed');
    expect(await stockOf(app, paidFirst.size.productId, paidFirst.size.size)).toBe(4);
  });

  it('records events it does not act on and answers 200', async () => {
    const answer = await webhook(
      { entity: 'event', event: 'refund.created', payload: {} },
      { eventId: 'evt_other' },
    );
    expect(answer.statusCode).toBe(200);
  });
});
