import { eq } from 'drizzle-orm';
import { toRupees } from '@kesariya/shared';
import { orders, returnRequests, users } from '../../db/schema';
import type { ShipmentRow } from '../../db/rows';
import type { CourierApi, ReturnParcel } from '../../shipping/provider';
import type { ServiceContext } from '../context';
import { readStoreDetails, type StoreDetails } from '../settings/store-details';
import { parcelSizeOf, type CourierBooking } from '../shipping/courier-booking';
import type { ReturnRow } from './return-mapper';
import { loadRequestLines } from './return-queries';

/**
 * Our reference of a return's courier order: the order number and the request, so the courier's
 * panel shows which order it comes back from, and a lost answer is found again by it. It never
 * equals an order number, which the order's own parcel holds.
 */
export function returnReference(saleId: string, requestId: number): string {
  return `${saleId}-R${requestId}`;
}

/** The store as the courier brings a return back to it (Settings › Store details). */
function storeAddress(store: StoreDetails): ReturnParcel['store'] {
  return {
    name: store.storeName,
    phone: store.phone,
    email: store.supportEmail,
    address: store.addressLine,
    landmark: '',
    city: store.city,
    state: store.state,
    pincode: store.pincode,
  };
}

/** What the courier is told of a return: where from (the request's pickup address), where to, what. */
async function returnParcel(
  ctx: ServiceContext,
  request: ReturnRow,
  saleId: string,
  shipment: ShipmentRow,
): Promise<ReturnParcel> {
  const lines = await loadRequestLines(ctx, request.id);
  const [user] = await ctx.db
    .select({ email: users.email, name: users.firstName })
    .from(users)
    .where(eq(users.id, request.userId));
  const from = request.pickupAddress;
  const items = lines.map((line) => ({
    name: `${line.productName} (${line.size})`,
    sku: line.sku,
    units: line.qty,
    sellingPriceRupees: toRupees(Math.round(line.lineTotalPaise / line.qty)),
  }));
  return {
    reference: returnReference(saleId, request.id),
    orderDate: request.createdAt,
    customer: {
      name: from.name || user?.name || 'Customer',
      phone: from.phone,
      email: user?.email ?? '',
      address: from.address_line,
      landmark: from.landmark,
      city: from.city,
      state: from.state,
      pincode: from.pincode,
    },
    store: storeAddress(await readStoreDetails(ctx)),
    items,
    subTotalRupees: items.reduce((sum, item) => sum + item.units * item.sellingPriceRupees, 0),
    parcel: parcelSizeOf(shipment),
  };
}

/**
 * A return's pickup (docs/decisions/after-dispatch.md, Return pickups): a return order of the
 * courier's, collected from the shopper and delivered to the store. Its AWB, courier and pickup
 * are kept on its shipment, where the return's answers read them; nothing else is told.
 */
export async function returnBooking(
  ctx: ServiceContext & { courier: CourierApi },
  shipment: ShipmentRow,
): Promise<CourierBooking | null> {
  const [row] = await ctx.db
    .select({ request: returnRequests, saleId: orders.saleId })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(eq(returnRequests.id, shipment.returnRequestId!));
  if (!row) return null;
  const { request, saleId } = row;
  const reference = returnReference(saleId, request.id);
  return {
    isReturn: true,
    // Looked for from the day the shipment was made: its first attempt cannot be older.
    find: () => ctx.courier.findReturn(reference, shipment.createdAt),
    create: async () =>
      ctx.courier.createReturn(await returnParcel(ctx, request, saleId, shipment)),
  };
}
