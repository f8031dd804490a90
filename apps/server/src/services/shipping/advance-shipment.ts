import { eq } from 'drizzle-orm';
import { toRupees } from '@kesariya/shared';
import type { ShipmentSteps } from '../../jobs/shipments';
import { orderItems, orders, orderStatusHistory, shipments, users } from '../../db/schema';
import type { OrderRow, ShipmentRow } from '../../db/rows';
import {
  ShippingProviderError,
  type CourierApi,
  type CourierOrder,
  type ParcelOrder,
} from '../../shipping/provider';
import type { ServiceContext } from '../context';

export interface AdvanceContext extends ServiceContext {
  courier: CourierApi;
  steps: ShipmentSteps;
}

/** "2026-12-03 14:00:00" as the courier says it (India's time) as an instant, or null. */
function indiaTime(value: string | null): Date | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)/.exec(value) : null;
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}${match[3] ? '' : ':00'}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}

const PICKUP_TIME = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** "Thu 3 Dec, 2:00 pm": when the courier comes, as the shopper's timeline says it (India's time). */
function pickupWords(at: Date): string {
  return PICKUP_TIME.format(at)
    .replace('Sept', 'Sep')
    .replace(/ (am|pm)$/i, (m) => m.toLowerCase());
}

/** What the courier is told of the order: the delivery address, the lines, what it collects. */
async function parcelOrder(
  ctx: ServiceContext,
  order: OrderRow,
  shipment: ShipmentRow,
): Promise<ParcelOrder> {
  const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const [user] = await ctx.db
    .select({ email: users.email, name: users.firstName })
    .from(users)
    .where(eq(users.id, order.userId));
  const address = order.addressSnapshot;
  const cashOnDelivery = order.paymentMethod === 'Cash on Delivery';
  return {
    reference: order.saleId,
    orderDate: order.createdAt,
    customer: {
      name: address?.name || user?.name || 'Customer',
      phone: address?.phone ?? '',
      email: user?.email ?? '',
      address: address?.address_line ?? '',
      landmark: address?.landmark ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      pincode: address?.pincode ?? '',
    },
    items: items.map((item) => ({
      name: `${item.productName} (${item.size})`,
      sku: item.sku,
      units: item.qty,
      sellingPriceRupees: toRupees(Math.round(item.lineTotalPaise / item.qty)),
    })),
    cashOnDelivery,
    // Cash on delivery collects what the wallet did not pay.
    subTotalRupees: toRupees(
      cashOnDelivery ? order.totalPaise - order.walletUsedPaise : order.totalPaise,
    ),
    parcel: {
      weightKg: shipment.weightGrams / 1000,
      lengthCm: shipment.lengthCm,
      breadthCm: shipment.breadthCm,
      heightCm: shipment.heightCm,
    },
  };
}

/**
 * The shipment's next courier call, one per job: the courier's order (found first, so a retry
 * after a lost answer never books a second one), then the AWB, then the pickup. Each answer is
 * kept with the next step queued in one transaction. A refusal (the courier's 4xx) fails the
 * shipment for staff to see, with the courier's words; anything else is thrown, to be retried.
 */
export async function advanceShipment(ctx: AdvanceContext, shipmentId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ shipment: shipments, order: orders })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.id, shipmentId));
  if (!row || row.shipment.status !== 'booking') return;
  const { shipment, order } = row;
  const now = new Date();
  try {
    if (!shipment.providerShipmentId) {
      const booked: CourierOrder =
        (await ctx.courier.findOrder(order.saleId)) ??
        (await ctx.courier.createOrder(await parcelOrder(ctx, order, shipment)));
      await ctx.db.transaction(async (db) => {
        await db
          .update(shipments)
          .set({
            providerOrderId: booked.providerOrderId,
            providerShipmentId: booked.shipmentId,
            updatedAt: now,
          })
          .where(eq(shipments.id, shipment.id));
        await ctx.steps.queue(db, shipment.id);
      });
      return;
    }
    if (!shipment.awb) {
      const assigned = await assignOnce(ctx.courier, order.saleId, shipment.providerShipmentId);
      await ctx.db.transaction(async (db) => {
        await db
          .update(shipments)
          .set({ awb: assigned.awb, courier: assigned.courier, updatedAt: now })
          .where(eq(shipments.id, shipment.id));
        await db
          .update(orders)
          .set({
            carrier: assigned.courier,
            trackingNumber: assigned.awb,
            trackingUrl: ctx.courier.trackingUrl(assigned.awb),
            courierTracked: true,
            updatedAt: now,
          })
          .where(eq(orders.id, order.id));
        await db.insert(orderStatusHistory).values({
          orderId: order.id,
          status: order.status,
          note: `AWB ${assigned.awb} with ${assigned.courier}`,
          actor: 'courier',
          createdAt: now,
        });
        await ctx.steps.queue(db, shipment.id);
      });
      return;
    }
    const { pickupDate } = await ctx.courier.schedulePickup(shipment.providerShipmentId);
    const pickupAt = indiaTime(pickupDate);
    await ctx.db.transaction(async (db) => {
      await db
        .update(shipments)
        .set({ pickupAt, status: 'booked', updatedAt: now })
        .where(eq(shipments.id, shipment.id));
      if (pickupDate)
        await db.insert(orderStatusHistory).values({
          orderId: order.id,
          status: order.status,
          note: `Pickup by ${shipment.courier ?? 'the courier'} on ${pickupAt ? pickupWords(pickupAt) : pickupDate.slice(0, 16)}`,
          actor: 'courier',
          createdAt: now,
        });
    });
  } catch (error) {
    if (!(error instanceof ShippingProviderError) || !error.refused) throw error;
    await ctx.db
      .update(shipments)
      .set({ status: 'failed', failure: error.message, updatedAt: now })
      .where(eq(shipments.id, shipment.id));
  }
}

/**
 * Assigns the AWB, or finds the one a lost answer assigned: the courier refuses a second AWB
 * for a shipment, so a refusal is looked up before it is believed.
 */
async function assignOnce(courier: CourierApi, reference: string, shipmentId: string) {
  try {
    return await courier.assignAwb(shipmentId);
  } catch (error) {
    if (!(error instanceof ShippingProviderError) || !error.refused) throw error;
    const found = await courier.findOrder(reference);
    if (found?.shipmentId === shipmentId && found.awb)
      return { awb: found.awb, courier: found.courier ?? 'Courier' };
    throw error;
  }
}
