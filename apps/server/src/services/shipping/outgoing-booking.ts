import { eq } from 'drizzle-orm';
import { toRupees } from '@kesariya/shared';
import { orderItems, orders, orderStatusHistory, users } from '../../db/schema';
import type { OrderRow, ShipmentRow } from '../../db/rows';
import type { CourierApi, ParcelOrder } from '../../shipping/provider';
import type { ServiceContext } from '../context';
import { parcelSizeOf, type CourierBooking } from './courier-booking';

const PICKUP_TIME = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** "Thu 3 Dec, 2:00 pm": when the courier comes, as a timeline says it (India's time). */
export function pickupWords(at: Date): string {
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
    parcel: parcelSizeOf(shipment),
  };
}

/**
 * An order's parcel: the courier's order is ours under the order number; its AWB, courier and
 * tracking link go on the order (the shopper's order page shows them) and, with the pickup's time,
 * in its history.
 */
export async function outgoingBooking(
  ctx: ServiceContext & { courier: CourierApi },
  shipment: ShipmentRow,
): Promise<CourierBooking | null> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, shipment.orderId!));
  if (!order) return null;
  const note = (db: ServiceContext['db'], text: string, now: Date) =>
    db.insert(orderStatusHistory).values({
      orderId: order.id,
      status: order.status,
      note: text,
      actor: 'courier',
      createdAt: now,
    });
  return {
    isReturn: false,
    find: () => ctx.courier.findOrder(order.saleId),
    create: async () => ctx.courier.createOrder(await parcelOrder(ctx, order, shipment)),
    async awbAssigned(db, assigned, now) {
      await db
        .update(orders)
        .set({
          carrier: assigned.courier,
          trackingNumber: assigned.awb,
          trackingUrl: assigned.trackingUrl,
          courierTracked: true,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
      await note(db, `AWB ${assigned.awb} with ${assigned.courier}`, now);
    },
    async pickupScheduled(db, pickup, now) {
      const when = pickup.at ? pickupWords(pickup.at) : pickup.said.slice(0, 16);
      await note(db, `Pickup by ${shipment.courier ?? 'the courier'} on ${when}`, now);
    },
  };
}
