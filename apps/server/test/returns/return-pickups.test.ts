import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ReturnRequest, StaffReturnRequest } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeSettings } from '../../src/db/schema';
import { stockOf, type StockedSize } from '../cart/shopper-kit';
import {
  startFakeShiprocket,
  shiprocketSettings,
  type FakeShiprocket,
} from '../helpers/fake-shiprocket';
import type { Client } from '../media/admin-kit';
import { afterSaleApp } from '../orders/after-sale-kit';
import { sendTracking, trackingEvent } from '../shipping/tracking-kit';
import { askReturn, deliveredOrder, moveReturn, type DeliveredOrder } from './return-kit';

/**
 * Return pickups with Shiprocket (docs/decisions/after-dispatch.md, Return pickups): staff's
 * approval books the courier's return order and its AWB, and the AWB's tracking moves the return.
 */

let fake: FakeShiprocket;
let app: FastifyInstance;
let staff: Client;
let fresh: () => StockedSize;

beforeAll(async () => {
  fake = await startFakeShiprocket();
  ({
    app,
    admin: staff,
    fresh,
  } = await afterSaleApp({ minRupees: 500, maxRupees: 1400 }, shiprocketSettings(fake)));
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

async function requested(order: DeliveredOrder): Promise<ReturnRequest> {
  const answer = await askReturn(order.user, order, {
    item_ids: order.detail.items.map((item) => item.id).join(','),
  });
  if (answer.status !== 201) throw new Error(`return: ${answer.body.message}`);
  return answer.body.data;
}

const staffView = async (id: number) =>
  (await staff.request<StaffReturnRequest>('GET', `/api/admin/return/${id}`)).body.data;

/** Waits for the queued courier calls to settle the pickup's booking. */
const settled = (id: number) =>
  vi.waitFor(
    async () => {
      const view = await staffView(id);
      if (view.pickup_booking?.status === 'booking' || !view.pickup_booking)
        throw new Error('still booking');
      return view;
    },
    { timeout: 30_000, interval: 200 },
  );

const reference = (order: DeliveredOrder, request: ReturnRequest) =>
  `${order.saleId}-R${request.id}`;
const returnOrdersOf = (ref: string) => fake.orders.filter((o) => o.channelOrderId === ref);
const createCallsOf = (ref: string) =>
  fake.callsTo('orders/create/return').filter((c) => c.body.order_id === ref);

/** A delivered order whose return staff approved and Shiprocket booked, with its AWB. */
async function bookedReturn(qty = 1) {
  const size = fresh();
  const order = await deliveredOrder(app, staff, [size], { qty });
  const request = await requested(order);
  const approved = await moveReturn(staff, request.id, 'approved');
  if (approved.status !== 200) throw new Error(approved.body.message);
  const view = await settled(request.id);
  return { size, order, request, view, awb: view.pickup!.awb };
}

describe('approving a return on a store shipping with Shiprocket', () => {
  it("books one return order, from the shopper's pickup address to the store, and its return AWB", async () => {
    const { order, request, view, awb } = await bookedReturn();
    const ref = reference(order, request);
    expect(returnOrdersOf(ref)).toHaveLength(1);
    const created = createCallsOf(ref)[0]!.body;
    const from = request.pickup_address;
    const store = await app.storeDetails();
    expect(created).toMatchObject({
      pickup_address: from.address_line,
      pickup_city: from.city,
      pickup_pincode: from.pincode,
      pickup_phone: from.phone.replace(/\D/g, '').slice(-10),
      shipping_customer_name: store.storeName,
      shipping_address: store.addressLine,
      shipping_city: store.city,
      shipping_pincode: store.pincode,
      payment_method: 'Prepaid',
      weight: 0.5,
    });
    expect(created.order_items).toEqual([
      expect.objectContaining({ units: order.detail.items[0]!.qty }),
    ]);
    // The return's AWB is asked as one, and its pickup comes with it: no pickup call.
    const shipmentId = returnOrdersOf(ref)[0]!.shipmentId;
    expect(
      fake.callsTo('courier/assign/awb').filter((c) => c.body.shipment_id === shipmentId),
    ).toEqual([expect.objectContaining({ body: { shipment_id: shipmentId, is_return: 1 } })]);
    expect(
      fake
        .callsTo('courier/generate/pickup')
        .filter((c) => (c.body.shipment_id as number[]).includes(shipmentId)),
    ).toHaveLength(0);

    expect(view).toMatchObject({
      status: 'approved',
      pickup: {
        courier: 'Delhivery Surface',
        awb,
        tracking_url: `https://shiprocket.co/tracking/${awb}`,
        pickup_date: '2026-12-04T05:30:00.000Z',
      },
      pickup_booking: { status: 'booked', message: `AWB ${awb} with Delhivery Surface` },
      moved_by_courier: true,
      next_statuses: [],
    });
    // The shopper's return shows the courier collecting it.
    const [mine] = (await order.user.call<ReturnRequest[]>('GET', 'website/return')).body.data;
    expect(mine!.pickup).toEqual(view.pickup);
    // The courier's tracking moves it now, not staff.
    const byHand = await moveReturn(staff, request.id, 'picked_up');
    expect(byHand.status).toBe(409);
    expect(byHand.body.message).toBe(
      "The courier's tracking moves this request: it is picked up, then received at the store, when the courier reports it",
    );
  });

  it('makes one return order when the answer to "create" is lost and the job is retried', async () => {
    const order = await deliveredOrder(app, staff, [fresh()]);
    const request = await requested(order);
    fake.failOnce('orders/create/return', 'after');
    await moveReturn(staff, request.id, 'approved');
    const view = await settled(request.id);
    const ref = reference(order, request);
    expect(createCallsOf(ref)).toHaveLength(1);
    expect(returnOrdersOf(ref)).toHaveLength(1);
    expect(view.pickup?.awb).toBe(returnOrdersOf(ref)[0]!.awb);
  });

  it('keeps the one return AWB when the answer to "assign AWB" is lost', async () => {
    const order = await deliveredOrder(app, staff, [fresh()]);
    const request = await requested(order);
    const before = fake.callsTo('courier/assign/awb').length;
    fake.failOnce('courier/assign/awb', 'after');
    await moveReturn(staff, request.id, 'approved');
    const view = await settled(request.id);
    expect(fake.callsTo('courier/assign/awb').length - before).toBe(2);
    expect(view.pickup?.awb).toBe(returnOrdersOf(reference(order, request))[0]!.awb);
  });

  it("leaves the moves to staff when Shiprocket refuses the pickup, with Shiprocket's words", async () => {
    const order = await deliveredOrder(app, staff, [fresh()]);
    const request = await requested(order);
    fake.unserviceable.add(request.pickup_address.pincode);
    try {
      await moveReturn(staff, request.id, 'approved');
      const view = await settled(request.id);
      expect(view.pickup).toBeNull();
      expect(view.pickup_booking?.status).toBe('failed');
      expect(view.pickup_booking?.message).toContain('No courier serviceable');
      expect(view).toMatchObject({ moved_by_courier: false, next_statuses: ['picked_up'] });
    } finally {
      fake.unserviceable.delete(request.pickup_address.pincode);
    }
    expect((await moveReturn(staff, request.id, 'picked_up')).status).toBe(200);
  });

  it('refuses to approve while the store has no address for the courier to bring it to', async () => {
    const order = await deliveredOrder(app, staff, [fresh()]);
    const request = await requested(order);
    const [saved] = await app.db.select().from(storeSettings).where(eq(storeSettings.id, 1));
    await app.db
      .update(storeSettings)
      .set({ value: { ...saved!.value, addressLine: '' } })
      .where(eq(storeSettings.id, 1));
    try {
      const approved = await moveReturn(staff, request.id, 'approved');
      expect(approved.status).toBe(409);
      expect(approved.body.message).toBe(
        "The courier brings returns to the store's address: fill in its address, city, state, pincode and phone in Settings › Store details, then approve",
      );
    } finally {
      await app.db
        .update(storeSettings)
        .set({ value: saved!.value })
        .where(eq(storeSettings.id, 1));
    }
    expect((await staffView(request.id)).status).toBe('requested');
    expect(createCallsOf(reference(order, request))).toHaveLength(0);
  });
});

const send = (body: unknown) => sendTracking(app, body);
const outcomeOf = async (body: unknown) =>
  ((await send(body)).json() as { data: { outcome: string } }).data.outcome;

describe("the tracking webhook on a return's AWB", () => {
  it('moves the return to picked up, then received with its pieces back in stock once; late and backward events change nothing', async () => {
    const { size, order, request, awb } = await bookedReturn(2);
    const stock = await stockOf(app, size.productId, size.size);
    const picked = trackingEvent(awb, 'PICKED UP');
    const inTransit = trackingEvent(awb, 'IN TRANSIT');
    const atStore = trackingEvent(awb, 'DELIVERED');

    expect(await outcomeOf(picked)).toBe('moved');
    expect((await staffView(request.id)).status).toBe('picked_up');
    expect(await outcomeOf(atStore)).toBe('moved');
    expect(await stockOf(app, size.productId, size.size)).toBe(stock + 2);
    // Sent before the delivery, it arrives after it; the delivery sent again; a newer pickup.
    expect(await outcomeOf(inTransit)).toBe('ignored');
    expect(await outcomeOf(atStore)).toBe('duplicate');
    expect(await outcomeOf(trackingEvent(awb, 'PICKED UP'))).toBe('ignored');
    expect(await stockOf(app, size.productId, size.size)).toBe(stock + 2);

    const view = await staffView(request.id);
    expect(view.history.map((h) => [h.status, h.note])).toEqual([
      ['requested', ''],
      ['approved', ''],
      ['picked_up', 'Picked up by Delhivery Surface'],
      ['received', 'Delivered to the store by Delhivery Surface'],
    ]);
    // Received, the refund is staff's as ever.
    expect(view).toMatchObject({ status: 'received', next_statuses: ['refunded'] });
    const [mine] = (await order.user.call<ReturnRequest[]>('GET', 'website/return')).body.data;
    expect(mine!.status).toBe('received');
  });

  it('receives a return delivered to the store whose pickup report never came', async () => {
    const { size, request, awb } = await bookedReturn();
    const stock = await stockOf(app, size.productId, size.size);
    expect(await outcomeOf(trackingEvent(awb, 'DELIVERED'))).toBe('moved');
    expect((await staffView(request.id)).status).toBe('received');
    expect(await stockOf(app, size.productId, size.size)).toBe(stock + 1);
  });
});
