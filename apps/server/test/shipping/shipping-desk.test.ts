import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BookedShipment, OrderDetail } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, orderStatusHistory, shipments, users } from '../../src/db/schema';
import type { StockedSize } from '../cart/shopper-kit';
import { delivered } from '../helpers/delivered';
import {
  startFakeShiprocket,
  shiprocketSettings,
  type FakeShiprocket,
} from '../helpers/fake-shiprocket';
import { Client } from '../media/admin-kit';
import { sendTracking, trackingEvent, WEBHOOK_TOKEN } from './tracking-kit';
import { afterSaleApp, orderFor, staffMove, type PlacedFor } from '../orders/after-sale-kit';

let fake: FakeShiprocket;
let app: FastifyInstance;
let admin: Client;
let fresh: () => StockedSize;
const TOKEN = WEBHOOK_TOKEN;

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

/** A cash-on-delivery order staff have confirmed. */
async function confirmedOrder(options: { pickup?: boolean } = {}): Promise<PlacedFor> {
  const placed = await orderFor(app, fresh(), options);
  const moved = await staffMove(admin, placed.saleId, { status: 'confirmed' });
  if (moved.status !== 200) throw new Error(moved.body.message);
  return placed;
}

const ship = (saleIds: string[], extra: Record<string, unknown> = {}) =>
  admin.request<BookedShipment[]>('POST', '/api/admin/shipment/create', {
    json: { sale_ids: saleIds.join(','), ...extra },
  });

async function shipmentOf(saleId: string) {
  const [row] = await app.db
    .select({ shipment: shipments })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(orders.saleId, saleId));
  return row?.shipment;
}

/** Waits for the queued courier calls to book the pickup. */
const booked = (saleId: string) =>
  vi.waitFor(
    async () => {
      const shipment = await shipmentOf(saleId);
      if (shipment?.status !== 'booked') throw new Error(`still ${shipment?.status}`);
      return shipment;
    },
    { timeout: 30_000, interval: 200 },
  );

const fakeOrdersOf = (saleId: string) => fake.orders.filter((o) => o.channelOrderId === saleId);
const createCallsOf = (saleId: string) =>
  fake.callsTo('orders/create/adhoc').filter((c) => c.body.order_id === saleId);

describe('POST /api/admin/shipment/create with Shiprocket', () => {
  it('books two orders in one step: each packed, its AWB, courier and pickup kept', async () => {
    const [one, two] = [await confirmedOrder(), await confirmedOrder()];
    const answer = await ship([one.saleId, two.saleId], { weight_kg: '0.8' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('2 of 2 orders booked for shipping');
    expect(answer.body.data.map((b) => [b.sale_id, b.status])).toEqual([
      [one.saleId, 'booking'],
      [two.saleId, 'booking'],
    ]);
    for (const { saleId, user } of [one, two]) {
      const shipment = await booked(saleId);
      const fakeOrder = fakeOrdersOf(saleId);
      expect(fakeOrder).toHaveLength(1);
      expect(shipment).toMatchObject({
        awb: fakeOrder[0]!.awb,
        courier: 'Delhivery Surface',
        weightGrams: 800,
        providerShipmentId: String(fakeOrder[0]!.shipmentId),
      });
      expect(shipment.pickupAt?.toISOString()).toBe('2026-12-03T08:30:00.000Z');
      const created = createCallsOf(saleId)[0]!;
      expect(created.body).toMatchObject({
        payment_method: 'COD',
        pickup_location: 'Pune Studio',
        weight: 0.8,
        length: 30,
      });
      const order = await user.call<OrderDetail>('GET', `website/order/${saleId}`);
      expect(order.body.data).toMatchObject({
        status: 'packed',
        carrier: 'Delhivery Surface',
        tracking_number: shipment.awb,
        tracking_url: `https://shiprocket.co/tracking/${shipment.awb}`,
      });
      const notes = order.body.data.status_history.map((h) => h.note);
      expect(notes).toContain(`AWB ${shipment.awb} with Delhivery Surface`);
      expect(notes).toContain('Pickup by Delhivery Surface on Thu 3 Dec, 2:00 pm');
    }
  });

  it('never books twice when the answer to "create" is lost and the job is retried', async () => {
    const { saleId } = await confirmedOrder();
    fake.failOnce('orders/create/adhoc', 'after');
    await ship([saleId]);
    const shipment = await booked(saleId);
    expect(createCallsOf(saleId)).toHaveLength(1);
    expect(fakeOrdersOf(saleId)).toHaveLength(1);
    expect(shipment.awb).toBe(fakeOrdersOf(saleId)[0]!.awb);
  });

  it('keeps the one AWB when the answer to "assign AWB" is lost', async () => {
    const { saleId } = await confirmedOrder();
    const before = fake.callsTo('courier/assign/awb').length;
    fake.failOnce('courier/assign/awb', 'after');
    await ship([saleId]);
    const shipment = await booked(saleId);
    expect(fake.callsTo('courier/assign/awb').length - before).toBe(2);
    expect(shipment.awb).toBe(fakeOrdersOf(saleId)[0]!.awb);
    const [order] = await app.db.select().from(orders).where(eq(orders.saleId, saleId));
    expect(order!.trackingNumber).toBe(shipment.awb);
  });

  it('answers a second "Ship" with the first booking, without asking Shiprocket again', async () => {
    const { saleId } = await confirmedOrder();
    await ship([saleId]);
    await booked(saleId);
    const again = await ship([saleId]);
    expect(again.body.data[0]).toMatchObject({ sale_id: saleId, status: 'booked' });
    expect(createCallsOf(saleId)).toHaveLength(1);
  });

  it('refuses, order by order, what cannot be shipped, and books the rest', async () => {
    const pickup = await confirmedOrder({ pickup: true });
    const placedOnly = await orderFor(app, fresh());
    const good = await confirmedOrder();
    const answer = await ship([pickup.saleId, placedOnly.saleId, 'KSR-2020-999999', good.saleId]);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('1 of 4 orders booked for shipping');
    expect(answer.body.data.map((b) => [b.status, b.message])).toEqual([
      ['refused', 'A pickup order is collected at the store, not shipped'],
      ['refused', 'The order is placed; only confirmed or packed orders are shipped'],
      ['refused', 'Order not found'],
      ['booking', 'Booked; the AWB follows in a moment'],
    ]);
    expect(await shipmentOf(placedOnly.saleId)).toBeUndefined();
    // Each booking is in the audit log, written with it; a refusal leaves nothing there.
    const auditOf = async (saleId: string) =>
      (
        await admin.request<{ action: string }[]>(
          'GET',
          `/api/admin/audit?target_type=order&target_id=${saleId}&action=order.shipment_booked`,
        )
      ).body.data;
    expect(await auditOf(good.saleId)).toHaveLength(1);
    expect(await auditOf(placedOnly.saleId)).toHaveLength(0);
    const [order] = await app.db.select().from(orders).where(eq(orders.saleId, placedOnly.saleId));
    expect(order!.status).toBe('placed');
  });

  it('names the field at fault', async () => {
    const empty = await ship([]);
    expect(empty.status).toBe(400);
    expect(empty.body.other_data).toMatchObject({
      errors: { sale_ids: 'sale_ids is required: the order numbers, comma separated' },
    });
    const heavy = await ship(['KSR-2020-000001'], { weight_kg: 80 });
    expect(heavy.body.other_data).toMatchObject({
      errors: { weight_kg: 'weight_kg must be a number from 0.05 to 50' },
    });
  });

  it('is for staff only', async () => {
    const stranger = new Client(app);
    const answer = await stranger.request('POST', '/api/admin/shipment/create', {
      json: { sale_ids: 'KSR-2020-000001' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('labels and the manifest with Shiprocket', () => {
  it("fetches Shiprocket's label and the day's manifest as PDFs", async () => {
    const { saleId } = await confirmedOrder();
    await ship([saleId]);
    const shipment = await booked(saleId);
    const label = await admin.request('GET', `/api/admin/shipment/label/${saleId}?size=4x6`);
    expect(label.status).toBe(200);
    expect(label.body.message.startsWith('%PDF')).toBe(true);
    expect(fake.callsTo('courier/generate/label').at(-1)!.body).toEqual({
      shipment_id: [Number(shipment.providerShipmentId)],
    });
    const manifest = await admin.request('GET', '/api/admin/shipment/manifest?date=2026-12-03');
    expect(manifest.status).toBe(200);
    expect(manifest.body.message.startsWith('%PDF')).toBe(true);
    const asked = fake.callsTo('manifests/generate').at(-1)!.body.shipment_id as number[];
    expect(asked).toContain(Number(shipment.providerShipmentId));
  });

  it('says why there is no label or manifest', async () => {
    const { saleId } = await confirmedOrder();
    const none = await admin.request('GET', `/api/admin/shipment/label/${saleId}`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('This order has no shipment yet: ship it first');
    const badSize = await admin.request('GET', `/api/admin/shipment/label/${saleId}?size=a5`);
    expect(badSize.status).toBe(400);
    const empty = await admin.request('GET', '/api/admin/shipment/manifest?date=2020-01-01');
    expect(empty.status).toBe(404);
    expect(empty.body.message).toBe('No parcels are booked for pickup on 2020-01-01');
  });
});

// ------------------------------------------------------------------ the tracking webhook

const event = trackingEvent;
const send = (body: unknown, token: string | null = TOKEN) => sendTracking(app, body, token);

async function shippedAwb(): Promise<PlacedFor & { awb: string; email: string }> {
  const placed = await confirmedOrder();
  await ship([placed.saleId]);
  const { awb } = await booked(placed.saleId);
  const [user] = await app.db.select().from(users).where(eq(users.id, placed.user.userId));
  return { ...placed, awb: awb!, email: user!.email! };
}

const statusOf = async (saleId: string) =>
  (await app.db.select().from(orders).where(eq(orders.saleId, saleId)))[0]!.status;
const historyOf = async (saleId: string) => {
  const [order] = await app.db.select().from(orders).where(eq(orders.saleId, saleId));
  return app.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order!.id))
    .orderBy(orderStatusHistory.id);
};

describe('POST /api/website/shipping/shiprocket-webhook', () => {
  it('refuses a wrong or missing token with 401 and moves nothing', async () => {
    const { saleId, awb } = await shippedAwb();
    for (const token of ['not-the-token', null]) {
      const answer = await send(event(awb, 'PICKED UP'), token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ message: 'Invalid webhook token' });
    }
    expect(await statusOf(saleId)).toBe('packed');
  });

  it("moves the order by Shiprocket's words and tells the shopper of each move", async () => {
    const { saleId, awb, email } = await shippedAwb();
    const picked = await send(event(awb, 'PICKED UP'));
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({ data: { outcome: 'moved' } });
    expect(await statusOf(saleId)).toBe('shipped');
    const mail = await delivered(app, email, (m) => (m.subject ?? '').includes(': shipped'));
    expect(mail.body).toContain(`tracking number ${awb}`);
    expect(mail.body).toContain(`https://shiprocket.co/tracking/${awb}`);

    expect((await send(event(awb, 'IN TRANSIT'))).json()).toMatchObject({
      data: { outcome: 'noted' },
    });
    await send(event(awb, 'OUT FOR DELIVERY'));
    await delivered(app, email, (m) => (m.subject ?? '').includes(': out for delivery'));
    await send(event(awb, 'DELIVERED'));
    expect(await statusOf(saleId)).toBe('delivered');
    await delivered(app, email, (m) => (m.subject ?? '').includes(': delivered'));
    const courierSteps = (await historyOf(saleId)).filter((h) => h.actor === 'courier');
    expect(courierSteps.map((h) => h.status)).toEqual([
      'packed',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('applies an event sent twice once', async () => {
    const { saleId, awb } = await shippedAwb();
    const once = event(awb, 'PICKED UP');
    expect((await send(once)).json()).toMatchObject({ data: { outcome: 'moved' } });
    const twice = await send(once);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({
      message: 'Already applied',
      data: { outcome: 'duplicate' },
    });
    const shipped = (await historyOf(saleId)).filter((h) => h.status === 'shipped');
    expect(shipped).toHaveLength(1);
  });

  it('ignores an event that arrives after a newer one, and a move backwards', async () => {
    const { saleId, awb } = await shippedAwb();
    const picked = event(awb, 'PICKED UP');
    const outForDelivery = event(awb, 'OUT FOR DELIVERY');
    const deliveredEvent = event(awb, 'DELIVERED');
    await send(picked);
    await send(deliveredEvent);
    // Sent earlier by the courier, it arrives late: the order stays delivered.
    expect((await send(outForDelivery)).json()).toMatchObject({ data: { outcome: 'ignored' } });
    expect(await statusOf(saleId)).toBe('delivered');
    // A newer event that would take it back is ignored too.
    expect((await send(event(awb, 'PICKED UP'))).json()).toMatchObject({
      data: { outcome: 'ignored' },
    });
    expect(await statusOf(saleId)).toBe('delivered');
  });

  it("records a failed delivery with the courier's reason and the attempt", async () => {
    const { saleId, awb, email } = await shippedAwb();
    await send(event(awb, 'PICKED UP'));
    await send(event(awb, 'OUT FOR DELIVERY'));
    await send(event(awb, 'UNDELIVERED', { scans: [{ activity: 'Consignee not available' }] }));
    expect(await statusOf(saleId)).toBe('delivery_failed');
    expect(await shipmentOf(saleId)).toMatchObject({
      deliveryAttempts: 1,
      undeliveredReason: 'Consignee not available',
    });
    await send(event(awb, 'OUT FOR DELIVERY'));
    await send(event(awb, 'UNDELIVERED', { ndr_reason: 'Address incomplete', ndr_attempt: 2 }));
    expect(await shipmentOf(saleId)).toMatchObject({
      deliveryAttempts: 2,
      undeliveredReason: 'Address incomplete',
    });
    const notes = (await historyOf(saleId))
      .filter((h) => h.status === 'delivery_failed')
      .map((h) => h.note);
    expect(notes).toEqual([
      'Delivery attempt 1 failed: Consignee not available',
      'Delivery attempt 2 failed: Address incomplete',
    ]);
    await delivered(app, email, (m) => (m.subject ?? '').includes(': delivery attempt 2 failed'));
  });

  it('answers 200 to an AWB it does not know', async () => {
    const answer = await send(event('UNKNOWN-AWB-1', 'DELIVERED'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ data: { outcome: 'unknown' } });
  });

  it('refuses a body that is no tracking event', async () => {
    const answer = await send({ hello: 'world' });
    expect(answer.statusCode).toBe(400);
  });
});
