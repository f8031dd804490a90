/**
 * Delivered orders for the return tests: placed through the checkout kit, paid at the test gateway
 * when online, then moved to delivered (at a chosen time, so the return window can be tested).
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { OrderDetail, ReturnRequest } from '@kesariya/shared';
import { orders, orderStatusHistory, payments, users } from '../../src/db/schema';
import { addToCart, place, readyShopper } from '../checkout/checkout-kit';
import { loggedInUser, type Shopper, type StockedSize } from '../cart/shopper-kit';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Marks an order delivered `daysAgo` days ago, as the back office's status call does: the status,
 * the delivery time that opens the return window, its history row, and the cash collected on a
 * cash-on-delivery order.
 */
export async function markDelivered(
  app: FastifyInstance,
  saleId: string,
  daysAgo = 1,
): Promise<void> {
  const deliveredAt = new Date(Date.now() - daysAgo * DAY_MS);
  const [order] = await app.db
    .update(orders)
    .set({ status: 'delivered', deliveredAt, updatedAt: deliveredAt })
    .where(eq(orders.saleId, saleId))
    .returning();
  await app.db.insert(orderStatusHistory).values({
    orderId: order!.id,
    status: 'delivered',
    note: 'Delivered',
    actor: 'system',
    createdAt: deliveredAt,
  });
  await app.db
    .update(payments)
    .set({ status: 'captured' })
    .where(and(eq(payments.orderId, order!.id), eq(payments.provider, 'cod')));
}

export interface DeliveredOrder {
  user: Shopper;
  addressId: number;
  saleId: string;
  detail: OrderDetail;
}

/**
 * A shopper's delivered order of `qty` of each size, paid cash on delivery (or online at the test
 * gateway, or partly from a wallet of `walletPaise`, with a coupon when given).
 */
export async function deliveredOrder(
  app: FastifyInstance,
  sizes: StockedSize[],
  options: {
    qty?: number;
    online?: boolean;
    walletPaise?: number;
    coupon?: string;
    /** When it was delivered; null leaves it placed. */
    daysAgo?: number | null;
  } = {},
): Promise<DeliveredOrder> {
  const [first, ...more] = sizes;
  const qty = options.qty ?? 1;
  const { user, addressId } = await readyShopper(app, first!, {
    qty,
    walletPaise: options.walletPaise,
  });
  for (const size of more) await addToCart(user, size, qty);
  const placed = await place(user, {
    address_id: addressId,
    payment_method: options.online ? 'Online Payment' : 'Cash on Delivery',
    use_wallet: Boolean(options.walletPaise),
    ...(options.coupon ? { coupon_code: options.coupon } : {}),
  });
  if (placed.status !== 201) throw new Error(`place: ${placed.body.message}`);
  const saleId = placed.body.data.sale_id;
  if (placed.body.data.status === 'pending_payment') {
    const paid = await user.call('POST', `website/checkout/test-gateway/${saleId}`, {
      form: { outcome: 'success' },
    });
    if (paid.status !== 200) throw new Error(`pay: ${paid.body.message}`);
  }
  if (options.daysAgo !== null) await markDelivered(app, saleId, options.daysAgo);
  const detail = await user.call<OrderDetail>('GET', `website/order/${saleId}`);
  return { user, addressId, saleId, detail: detail.body.data };
}

/** A signed-in store administrator, for the staff calls. */
export async function staffUser(app: FastifyInstance): Promise<Shopper> {
  const staff = await loggedInUser(app);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, staff.userId));
  return staff;
}

export function askReturn(
  user: Shopper,
  order: { saleId: string; addressId: number },
  fields: Record<string, string | number> = {},
) {
  return user.call<ReturnRequest>('POST', 'website/return/create', {
    form: {
      sale_id: order.saleId,
      type: 'return',
      reason: 'Size does not fit',
      address_id: order.addressId,
      ...fields,
    },
  });
}

export function moveReturn(
  staff: Shopper,
  id: number,
  status: string,
  fields: Record<string, string> = {},
) {
  return staff.call<ReturnRequest>('POST', `admin/return/status/${id}`, {
    form: { status, ...fields },
  });
}

/** Staff move a request through the steps to `received`. */
export async function receive(staff: Shopper, id: number): Promise<void> {
  for (const status of ['approved', 'picked_up', 'received']) {
    const moved = await moveReturn(staff, id, status);
    if (moved.status !== 200) throw new Error(`${status}: ${moved.body.message}`);
  }
}
