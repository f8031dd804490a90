import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  deliveryRetryDates,
  retryDayLabel,
  type CheckoutPaymentMethods,
  type DeliveryRetryAnswer,
  type NdrCase,
  type OrderDetail,
} from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliveryFailures, orders, payments, refunds, shipments, users } from '../../src/db/schema';
import { addToCart, place } from '../checkout/checkout-kit';
import { guest, stockOf, type Shopper, type StockedSize } from '../cart/shopper-kit';
import { delivered } from '../helpers/delivered';
import {
  shiprocketSettings,
  startFakeShiprocket,
  type FakeShiprocket,
} from '../helpers/fake-shiprocket';
import type { Client } from '../media/admin-kit';
import {
  afterSaleApp,
  orderFor,
  staffMove,
  walletBalancePaise,
  type PlacedFor,
} from '../orders/after-sale-kit';
import { sendTracking, trackingEvent } from './tracking-kit';

let fake: FakeShiprocket;
let app: FastifyInstance;
let admin: Client;
let fresh: () => StockedSize;

beforeAll(async () => {
  fake = await startFakeShiprocket();
  ({ app, admin, fresh } = await afterSaleApp(
    { minRupees: 0, maxRupees: 5000 },
    shiprocketSettings(fake),
  ));
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const send = (awb: string, status: string, extra: Record<string, unknown> = {}) =>
  sendTracking(app, trackingEvent(awb, status, extra));

async function contactsOf(user: Shopper) {
  const [row] = await app.db.select().from(users).where(eq(users.id, user.userId));
  return { email: row!.email!.toLowerCase(), sms: `+91${row!.phone}` };
}

/** An order booked with Shiprocket, picked up and out for delivery; COD confirmed, or paid online. */
async function outForDelivery(
  options: { online?: boolean; size?: StockedSize; qty?: number } = {},
): Promise<PlacedFor & { awb: string; size: StockedSize }> {
  const size = options.size ?? fresh();
  const placed = await orderFor(app, size, {
    online: options.online,
    confirm: true,
    qty: options.qty,
  });
  // A paid online order waits for staff's look; a COD order was confirmed from its link.
  if (options.online) await staffMove(admin, placed.saleId, { status: 'confirmed' });
  const booked = await admin.request<{ status: string; message: string }[]>(
    'POST',
    '/api/admin/shipment/create',
    { json: { sale_ids: placed.saleId } },
  );
  if (booked.body.data[0]?.status === 'refused') throw new Error(booked.body.data[0].message);
  const awb = await vi.waitFor(
    async () => {
      const [row] = await app.db
        .select({ status: shipments.status, awb: shipments.awb })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(eq(orders.saleId, placed.saleId));
      if (row?.status !== 'booked' || !row.awb) throw new Error(`still ${row?.status}`);
      return row.awb;
    },
    { timeout: 30_000, interval: 200 },
  );
  await send(awb, 'PICKED UP');
  await send(awb, 'OUT FOR DELIVERY');
  return { ...placed, awb, size };
}

/** The order failed at the door; the link of the message that says so, by e-mail and SMS. */
async function failedWithLink(
  placed: PlacedFor & { awb: string },
  extra: Record<string, unknown> = { ndr_reason: 'Consignee not available', ndr_attempt: 1 },
): Promise<string> {
  const failed = await send(placed.awb, 'UNDELIVERED', extra);
  expect(failed.json()).toMatchObject({ data: { outcome: 'moved' } });
  const attempt = Number(extra.ndr_attempt ?? 1);
  const { email, sms } = await contactsOf(placed.user);
  const mail = await delivered(app, email, (m) =>
    m.subject.includes(`${placed.saleId}: delivery attempt ${attempt} failed`),
  );
  const [href] =
    mail.body.match(/https?:\/\/\S+\/order\/delivery-retry\?sale_id=[A-Z0-9-]+&token=\S+/) ?? [];
  expect(href, mail.body).toBeDefined();
  const text = await delivered(app, sms, (m) => m.body.includes(href!));
  expect(text.body).toContain(`we could not deliver your order ${placed.saleId}`);
  return new URL(href!).searchParams.get('token')!;
}

const retry = (
  by: Shopper | null,
  saleId: string,
  form: { action: string; date?: string; token?: string },
) =>
  (by ?? guest(app)).call<DeliveryRetryAnswer>('POST', `website/order/delivery-retry/${saleId}`, {
    form,
  });

const ndrDesk = async () =>
  (await admin.request<NdrCase[]>('GET', '/api/admin/shipment/ndr')).body.data;
const act = (saleId: string, json: Record<string, string>) =>
  admin.request<{ sale_id: string; status: string }>('POST', `/api/admin/shipment/ndr/${saleId}`, {
    json,
  });

async function failureOf(saleId: string) {
  const [row] = await app.db
    .select({ failure: deliveryFailures })
    .from(deliveryFailures)
    .innerJoin(orders, eq(orders.id, deliveryFailures.orderId))
    .where(eq(orders.saleId, saleId))
    .orderBy(deliveryFailures.attempt);
  return row!.failure;
}

/** Waits for the queued NDR action to be told to Shiprocket. */
const courierTold = (saleId: string) =>
  vi.waitFor(
    async () => {
      const failure = await failureOf(saleId);
      if (failure.courierCall !== 'sent') throw new Error(`still ${failure.courierCall}`);
      return failure;
    },
    { timeout: 30_000, interval: 200 },
  );

const fakeOrderOf = (saleId: string) => fake.orders.find((o) => o.channelOrderId === saleId)!;

async function orderRow(saleId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.saleId, saleId));
  return row!;
}

describe('POST /api/website/order/delivery-retry/:saleId', () => {
  it('lets the shopper ask for another attempt from the message’s link, without logging in', async () => {
    const placed = await outForDelivery();
    const token = await failedWithLink(placed);
    const [, day] = deliveryRetryDates();
    const answer = await retry(null, placed.saleId, { action: 'reattempt', date: day!, token });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      `Thank you: we will ask the courier to deliver on ${retryDayLabel(day!)}`,
    );
    expect(answer.body.data).toEqual({
      sale_id: placed.saleId,
      status: 'delivery_failed',
      action: 'reattempt',
      date: day,
    });
    // The shopper's order shows the failed attempt, its reason and their request, in its timeline too.
    const order = (await placed.user.call<OrderDetail>('GET', `website/order/${placed.saleId}`))
      .body.data;
    expect(order.failed_delivery).toMatchObject({
      attempt: 1,
      reason: 'Consignee not available',
      request: { action: 'reattempt', date: day },
      dates: deliveryRetryDates(),
    });
    expect(order.status_history.map((h) => h.note)).toEqual(
      expect.arrayContaining([
        'Delivery attempt 1 failed: Consignee not available',
        `The shopper asked for another delivery attempt on ${retryDayLabel(day!)}`,
      ]),
    );
    // A change of mind is taken until staff act.
    const back = await retry(null, placed.saleId, { action: 'cancel', token });
    expect(back.body.message).toBe(
      'Thank you: we will ask the courier to bring the parcel back to us',
    );
    expect(await failureOf(placed.saleId)).toMatchObject({
      shopperAction: 'cancel',
      shopperDate: null,
    });
  });

  it('refuses a wrong token, a day not offered, an expired link and an order no longer waiting', async () => {
    const placed = await outForDelivery();
    const token = await failedWithLink(placed);
    const wrong = await retry(null, placed.saleId, {
      action: 'cancel',
      token: 'not-the-token-at-all',
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(
      'This link is not valid. Please open the link in your latest message from us about this order.',
    );
    const otherOrder = await retry(null, 'KSR-2020-999999', { action: 'cancel', token });
    expect(otherOrder.status).toBe(404);

    const days = deliveryRetryDates();
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const tooLate = await retry(null, placed.saleId, { action: 'reattempt', date: today, token });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.message).toBe(
      `Choose a day for another attempt from ${days.map(retryDayLabel).join(', ')}`,
    );
    const noDay = await retry(null, placed.saleId, { action: 'reattempt', token });
    expect(noDay.status).toBe(400);
    expect(noDay.body.other_data).toMatchObject({
      errors: { date: 'Choose the day for another delivery attempt' },
    });

    await app.db
      .update(deliveryFailures)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(deliveryFailures.orderId, (await orderRow(placed.saleId)).id));
    const expired = await retry(null, placed.saleId, { action: 'cancel', token });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(
      `This link has expired. Please contact us about order ${placed.saleId} and we will arrange the delivery.`,
    );

    // The courier goes out again: the link of the first attempt no longer arranges anything.
    await send(placed.awb, 'OUT FOR DELIVERY');
    const moved = await retry(null, placed.saleId, { action: 'cancel', token });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(
      `Your order ${placed.saleId} is now "Out for delivery", so there is no failed delivery to arrange any more.`,
    );
    // It fails again: only the newest message's link works.
    const second = await failedWithLink(placed, { ndr_reason: 'Door locked', ndr_attempt: 2 });
    const old = await retry(null, placed.saleId, { action: 'cancel', token });
    expect(old.status).toBe(409);
    expect(old.body.message).toBe(
      'This link is for an earlier delivery attempt. Please open the link in your latest message from us about this order.',
    );
    expect((await retry(null, placed.saleId, { action: 'cancel', token: second })).status).toBe(
      200,
    );
  });

  it('takes the shopper’s request in their session from the order page, for their own order only', async () => {
    const placed = await outForDelivery();
    await failedWithLink(placed);
    const [day] = deliveryRetryDates();
    const own = await retry(placed.user, placed.saleId, { action: 'reattempt', date: day! });
    expect(own.status).toBe(200);
    const stranger = await orderFor(app, fresh());
    const foreign = await retry(stranger.user, placed.saleId, { action: 'cancel' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Order not found');
    const anonymous = await retry(null, placed.saleId, { action: 'cancel' });
    expect(anonymous.status).toBe(401);
  });
});

describe('the NDR desk with Shiprocket (GET and POST /api/admin/shipment/ndr)', () => {
  it('lists the failed delivery with the courier’s reason, attempts and the shopper’s request', async () => {
    const placed = await outForDelivery();
    const token = await failedWithLink(placed, {
      ndr_reason: 'Address incomplete',
      ndr_attempt: 2,
    });
    const [day] = deliveryRetryDates();
    await retry(null, placed.saleId, { action: 'reattempt', date: day!, token });
    const listed = (await ndrDesk()).find((c) => c.sale_id === placed.saleId);
    expect(listed).toMatchObject({
      provider: 'shiprocket',
      awb: placed.awb,
      courier: 'Delhivery Surface',
      attempts: 2,
      reason: 'Address incomplete',
      payment_method: 'Cash on Delivery',
      shopper_request: { action: 'reattempt', date: day },
      staff_action: null,
    });
    await send(placed.awb, 'OUT FOR DELIVERY');
    expect((await ndrDesk()).map((c) => c.sale_id)).not.toContain(placed.saleId);
  });

  it('asks Shiprocket for another attempt once, though the call’s answer is lost and the job retried', async () => {
    const placed = await outForDelivery();
    await failedWithLink(placed);
    const [, day] = deliveryRetryDates();
    const path = `ndr/${placed.awb}/action`;
    fake.failOnce(path, 'after');
    const answer = await act(placed.saleId, {
      action: 'reattempt',
      date: day!,
      note: 'Call first',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      `Shiprocket will be asked for another attempt on ${retryDayLabel(day!)}`,
    );
    expect(answer.body.data.status).toBe('delivery_failed');
    await courierTold(placed.saleId);
    // The first call did its work but its answer was lost: the retry found it and sent nothing.
    expect(fake.callsTo(path)).toHaveLength(1);
    expect(fakeOrderOf(placed.saleId).ndrActions).toEqual([
      {
        action: 're-attempt',
        comment: `[${placed.saleId}/NDR-1] Re-attempt on ${day}: Call first`,
      },
    ]);
    // Once per failed attempt: a second choice is refused, and so is the shopper's link.
    const again = await act(placed.saleId, { action: 'rto', note: '' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `Attempt 1 was already acted on: another attempt on ${retryDayLabel(day!)}`,
    );
    const late = await retry(placed.user, placed.saleId, { action: 'cancel' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      `We have already asked the courier to deliver again on ${retryDayLabel(day!)}.`,
    );
    const { email } = await contactsOf(placed.user);
    await delivered(app, email, (m) =>
      m.subject.includes(`another delivery attempt on ${retryDayLabel(day!)}`),
    );
    const audit = await admin.request<{ action: string; after: Record<string, unknown> }[]>(
      'GET',
      `/api/admin/audit?target_type=order&target_id=${placed.saleId}&action=order.ndr_reattempt`,
    );
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0]!.after).toMatchObject({ staff_action: 'reattempt', date: day });
  });

  it('refuses a day not offered, and an order whose delivery did not fail', async () => {
    const placed = await outForDelivery();
    const notFailed = await act(placed.saleId, { action: 'rto', note: '' });
    expect(notFailed.status).toBe(409);
    expect(notFailed.body.message).toBe(
      'The order is out for delivery; only an order whose delivery failed is acted on here',
    );
    await failedWithLink(placed);
    const badDay = await act(placed.saleId, { action: 'reattempt', date: '2020-01-01', note: '' });
    expect(badDay.status).toBe(400);
    expect(badDay.body.message).toBe(
      `Choose a day for another attempt from ${deliveryRetryDates().map(retryDayLabel).join(', ')}`,
    );
    // Staff may not make the courier's moves of an order Shiprocket tracks.
    const byHand = await staffMove(admin, placed.saleId, { status: 'rto_in_transit' });
    expect(byHand.status).toBe(409);
  });
});

describe('a parcel returned to the store (rto_delivered)', () => {
  /** Return to origin from the desk, Shiprocket told, then its RTO events. */
  async function returnToOrigin(placed: PlacedFor & { awb: string }) {
    await failedWithLink(placed);
    const asked = await act(placed.saleId, { action: 'rto', note: 'Refused at the door' });
    expect(asked.status).toBe(200);
    await courierTold(placed.saleId);
    expect(fakeOrderOf(placed.saleId).ndrActions.at(-1)).toMatchObject({ action: 'return' });
    await send(placed.awb, 'RTO INITIATED');
    expect((await orderRow(placed.saleId)).status).toBe('rto_in_transit');
  }

  it('puts the pieces back by delta while the size sells, and counts a COD parcel as refused at the door', async () => {
    const placed = await outForDelivery({ qty: 2 });
    await returnToOrigin(placed);
    // Meanwhile another shopper buys one of the same size.
    const before = await stockOf(app, placed.size.productId, placed.size.size);
    await orderFor(app, placed.size);
    const rtoDelivered = trackingEvent(placed.awb, 'RTO DELIVERED');
    expect((await sendTracking(app, rtoDelivered)).json()).toMatchObject({
      data: { outcome: 'moved' },
    });
    expect(await stockOf(app, placed.size.productId, placed.size.size)).toBe(before - 1 + 2);
    // The same event again changes nothing.
    expect((await sendTracking(app, rtoDelivered)).json()).toMatchObject({
      data: { outcome: 'duplicate' },
    });
    expect(await stockOf(app, placed.size.productId, placed.size.size)).toBe(before + 1);

    const order = await orderRow(placed.saleId);
    expect(order.status).toBe('rto_delivered');
    const [cod] = await app.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(cod).toMatchObject({ provider: 'cod', status: 'failed' });
    const { email } = await contactsOf(placed.user);
    const told = await delivered(app, email, (m) => m.subject.includes('is back at our store'));
    expect(told.body).toContain('Nothing was paid, so there is nothing to refund.');

    // With the owner's limit at one refused parcel, this shopper's next order cannot be COD.
    const limit = await admin.request('PUT', '/api/admin/settings/cod', {
      json: { cod_min: 0, cod_max: 25_000, refusal_limit: 1, blocked_pincodes: '' },
    });
    expect(limit.status).toBe(200);
    await addToCart(placed.user, fresh(), 1);
    const methods = await placed.user.call<CheckoutPaymentMethods>(
      'GET',
      'website/checkout/payment-methods',
      { query: { delivery_option: 'delivery', address_id: placed.addressId } },
    );
    expect(methods.body.data.cod_reason).toBe(
      'Cash on Delivery is not available on your account, as 1 earlier cash-on-delivery order was not accepted at delivery. Please pay online.',
    );
    await admin.request('PUT', '/api/admin/settings/cod', {
      json: { cod_min: 0, cod_max: 25_000, refusal_limit: 2, blocked_pincodes: '' },
    });
    await place(placed.user, { address_id: placed.addressId });
  });

  it('refunds a prepaid order to the original payment, or to the wallet when the owner says so', async () => {
    const first = await outForDelivery({ online: true });
    await returnToOrigin(first);
    await send(first.awb, 'RTO DELIVERED');
    const firstOrder = await orderRow(first.saleId);
    const original = await app.db.select().from(refunds).where(eq(refunds.orderId, firstOrder.id));
    expect(original.map((r) => [r.to, r.amountPaise])).toEqual([
      ['original', firstOrder.totalPaise],
    ]);

    const saved = await admin.request<{ refund_to: string }>(
      'PUT',
      '/api/admin/settings/returned-parcels',
      { json: { refund_to: 'wallet' } },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ refund_to: 'wallet', default_refund_to: 'original' });
    const audit = await admin.request<{ before: unknown; after: unknown }[]>(
      'GET',
      '/api/admin/audit?target_type=settings&target_id=store_rules&action=settings.returned_parcels',
    );
    expect(audit.body.data[0]).toMatchObject({
      before: { rtoRefundTo: 'original' },
      after: { rtoRefundTo: 'wallet' },
    });
    const bad = await admin.request('PUT', '/api/admin/settings/returned-parcels', {
      json: { refund_to: 'cash' },
    });
    expect(bad.status).toBe(400);

    const second = await outForDelivery({ online: true });
    await returnToOrigin(second);
    const walletBefore = await walletBalancePaise(app, second.user.userId);
    await send(second.awb, 'RTO DELIVERED');
    const secondOrder = await orderRow(second.saleId);
    expect(await walletBalancePaise(app, second.user.userId)).toBe(
      walletBefore + secondOrder.totalPaise,
    );
    const toWallet = await app.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, secondOrder.id), eq(refunds.to, 'wallet')));
    expect(toWallet.map((r) => r.amountPaise)).toEqual([secondOrder.totalPaise]);
    const { email } = await contactsOf(second.user);
    const told = await delivered(app, email, (m) => m.subject.includes('is back at our store'));
    expect(told.body).toContain('is back in your Kesariya wallet');
    await admin.request('PUT', '/api/admin/settings/returned-parcels', {
      json: { refund_to: 'original' },
    });
  });
});
