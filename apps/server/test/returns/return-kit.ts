/**
 * Delivered orders for the return tests: placed through the after-sale kit and moved to delivered
 * by the staff's status calls; the delivery time can be set back to test the return window.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { OrderDetail, ReturnRequest, StaffReturnRequest } from '@kesariya/shared';
import { orders } from '../../src/db/schema';
import type { Shopper, StockedSize } from '../cart/shopper-kit';
import type { Client } from '../media/admin-kit';
import { orderFor, SHIPPING, staffMove } from '../orders/after-sale-kit';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Staff ship and deliver an order, as the back office does; then it was delivered `daysAgo` days ago. */
export async function deliver(
  app: FastifyInstance,
  admin: Client,
  saleId: string,
  daysAgo = 1,
): Promise<void> {
  for (const fields of [{ status: 'shipped', ...SHIPPING }, { status: 'delivered' }]) {
    const moved = await staffMove(admin, saleId, fields);
    if (moved.status !== 200) throw new Error(`${fields.status}: ${moved.body.message}`);
  }
  await app.db
    .update(orders)
    .set({ deliveredAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(orders.saleId, saleId));
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
  admin: Client,
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
  const { user, saleId, addressId } = await orderFor(app, first!, {
    qty,
    online: options.online,
    confirm: true,
    walletPaise: options.walletPaise,
    coupon: options.coupon,
    more: more.map((size) => ({ size, qty })),
  });
  if (options.daysAgo !== null) await deliver(app, admin, saleId, options.daysAgo);
  const detail = await user.call<OrderDetail>('GET', `website/order/${saleId}`);
  return { user, addressId, saleId, detail: detail.body.data };
}

/**
 * Two sizes of one product from `fresh`, for a replacement: sizes come product by product, so the
 * pair is found in a few calls, and both are taken, so no other test touches their stock.
 */
export function twoSizesOfOneProduct(fresh: () => StockedSize): [StockedSize, StockedSize] {
  let bought = fresh();
  let wanted = fresh();
  while (wanted.productId !== bought.productId) {
    bought = wanted;
    wanted = fresh();
  }
  return [bought, wanted];
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
  staff: Client,
  id: number,
  status: string,
  fields: Record<string, string> = {},
) {
  return staff.request<StaffReturnRequest>('POST', `/api/admin/return/status/${id}`, {
    json: { status, ...fields },
  });
}

/** Staff move a request through the steps to `received`. */
export async function receive(staff: Client, id: number): Promise<void> {
  for (const status of ['approved', 'picked_up', 'received']) {
    const moved = await moveReturn(staff, id, status);
    if (moved.status !== 200) throw new Error(`${status}: ${moved.body.message}`);
  }
}
