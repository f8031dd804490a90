import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  nextOrderMoves,
  orderPath,
  STAFF_ORDER_MOVES,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
  type StaffOrderDetail,
} from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import type { Shopper, StockedSize } from '../cart/shopper-kit';
import type { Client } from '../media/admin-kit';
import { afterSaleApp, cancel, orderFor, SHIPPING, staffMove } from './after-sale-kit';

let app: FastifyInstance;
let admin: Client;
let fresh: () => StockedSize;

beforeAll(async () => {
  ({ app, admin, fresh } = await afterSaleApp({ minRupees: 0, maxRupees: 5000 }));
});
afterAll(async () => app.close());

const staffView = async (saleId: string) =>
  (await admin.request<StaffOrderDetail>('GET', `/api/admin/order/${saleId}`)).body.data;

async function shopperView(user: Shopper, saleId: string) {
  const detail = await user.call<OrderDetail>('GET', `website/order/${saleId}`);
  const list = await user.call<OrderSummary[]>('GET', 'website/order');
  return {
    detail: detail.body.data,
    listed: list.body.data.find((order) => order.sale_id === saleId)!,
  };
}

async function statusOf(saleId: string): Promise<OrderStatus> {
  const [row] = await app.db.select().from(orders).where(eq(orders.saleId, saleId));
  return row!.status;
}

/** Puts an order where only a courier's update would take it (that integration comes later). */
async function setStatus(saleId: string, status: OrderStatus) {
  await app.db.update(orders).set({ status }).where(eq(orders.saleId, saleId));
}

/**
 * What the life cycle says this mover may do with an order like this one. The rules themselves are
 * the shared module's tests; these check the server asks it with the order's own facts, offers
 * exactly that, and refuses the rest.
 */
function movesFor(
  order: Pick<OrderDetail, 'status' | 'delivery_option' | 'payment_method'> & {
    cod_collection?: StaffOrderDetail['cod_collection'];
  },
  mover: 'shopper' | 'staff',
) {
  return nextOrderMoves(
    {
      status: order.status,
      delivery_option: order.delivery_option,
      payment_method: order.payment_method,
      cod_collected: Boolean(order.cod_collection),
    },
    mover,
  );
}

/** Every move staff could ask for that the order's answer does not offer is refused, changing nothing. */
async function expectOnlyOffered(
  saleId: string,
  order: StaffOrderDetail,
  besides: readonly OrderStatus[] = [],
) {
  const asked = STAFF_ORDER_MOVES.filter(
    (move) => !order.next_moves.includes(move) && !besides.includes(move),
  );
  for (const status of asked) {
    const answer = await staffMove(admin, saleId, { status, ...SHIPPING });
    expect([400, 409], `${order.status} → ${status}`).toContain(answer.status);
  }
  expect(await statusOf(saleId)).toBe(order.status);
}

describe('next_moves of a shopper’s order (GET /api/website/order and /order/:saleId)', () => {
  it('offers cancelling until the order ships, then nothing; a cancel then is refused', async () => {
    const { user, saleId } = await orderFor(app, fresh(), { confirm: true });
    const placed = await shopperView(user, saleId);
    expect(placed.detail.next_moves).toEqual(movesFor(placed.detail, 'shopper'));
    expect(placed.detail.next_moves).toContain('cancelled');
    expect(placed.detail.can_cancel).toBe(true);
    expect(placed.listed.next_moves).toEqual(placed.detail.next_moves);

    await staffMove(admin, saleId, { status: 'shipped', ...SHIPPING });
    const shipped = await shopperView(user, saleId);
    expect(shipped.detail).toMatchObject({ next_moves: [], can_cancel: false });
    expect(shipped.listed.next_moves).toEqual([]);
    const refused = await cancel(user, saleId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This order has been shipped and can no longer be cancelled. You can return it once it is delivered.',
    );
  });

  it('offers paying or cancelling an order awaiting its payment, which staff leave alone', async () => {
    const { user, saleId } = await orderFor(app, fresh(), { online: true, pay: false });
    const { detail, listed } = await shopperView(user, saleId);
    expect(detail.status).toBe('pending_payment');
    expect(detail.next_moves).toEqual(movesFor(detail, 'shopper'));
    expect(detail.next_moves).toEqual(expect.arrayContaining(['placed', 'cancelled']));
    expect(listed.next_moves).toEqual(detail.next_moves);

    const staff = await staffView(saleId);
    expect(staff.next_moves).toEqual([]);
    const confirm = await staffMove(admin, saleId, { status: 'confirmed' });
    expect(confirm.status).toBe(409);
    expect(confirm.body.message).toBe('An order that is pending payment cannot move');
    const staffCancel = await staffMove(admin, saleId, { status: 'cancelled' });
    expect(staffCancel.status).toBe(409);
    expect(staffCancel.body.message).toBe('An order that is pending payment cannot move');
    expect(await statusOf(saleId)).toBe('pending_payment');

    expect((await cancel(user, saleId)).status).toBe(200);
    expect((await shopperView(user, saleId)).detail.next_moves).toEqual([]);
  });

  it('offers no cancel after dispatch, and lists a failed delivery attempt as on its way', async () => {
    const { user, saleId } = await orderFor(app, fresh());
    await staffMove(admin, saleId, { status: 'shipped', ...SHIPPING });
    for (const status of ['delivery_failed', 'rto_in_transit', 'rto_delivered'] as const) {
      await setStatus(saleId, status);
      const { detail, listed } = await shopperView(user, saleId);
      expect(detail.next_moves, status).toEqual(movesFor(detail, 'shopper'));
      expect(detail.next_moves, status).not.toContain('cancelled');
      expect(listed.next_moves, status).toEqual(detail.next_moves);
      expect((await cancel(user, saleId)).status, status).toBe(409);
    }
    await setStatus(saleId, 'delivery_failed');
    const onTheWay = await user.call<OrderSummary[]>('GET', 'website/order', {
      query: { status: 'on_the_way' },
    });
    expect(onTheWay.body.data.map((order) => order.sale_id)).toContain(saleId);
  });
});

describe('next_moves of the staff order answer (GET /api/admin/order/:saleId)', () => {
  it('offers each forward step and cancelling before shipping, refuses every other move, to the cash', async () => {
    const { saleId } = await orderFor(app, fresh());
    const walked: OrderStatus[] = [];
    for (let order = await staffView(saleId); ; order = await staffView(saleId)) {
      walked.push(order.status);
      expect(order.next_moves, order.status).toEqual(movesFor(order, 'staff'));
      expect(order.next_moves.includes('cancelled'), order.status).toBe(
        ['placed', 'confirmed', 'packed'].includes(order.status),
      );
      await expectOnlyOffered(saleId, order);
      const [next] = order.next_moves;
      if (next === undefined || next === 'collect_cod') break;
      const moved = await staffMove(admin, saleId, { status: next, ...SHIPPING });
      expect(moved.status).toBe(200);
      expect(moved.body.data.status).toBe(next);
      expect(moved.body.data.next_moves).toEqual((await staffView(saleId)).next_moves);
    }
    // The nearest move comes first: taking it each time walks every step of the way.
    expect(walked).toEqual(orderPath(false));

    const delivered = await staffView(saleId);
    expect(delivered.next_moves).toContain('collect_cod');
    const collected = await admin.request<StaffOrderDetail>(
      'POST',
      `/api/admin/order/collect-cod/${saleId}`,
      { json: { amount: delivered.totals.amount_payable } },
    );
    expect(collected.body.data.next_moves).toEqual(movesFor(collected.body.data, 'staff'));
    expect(collected.body.data.next_moves).not.toContain('collect_cod');
  });

  it('never offers shipping an order collected at the store, and refuses it', async () => {
    const { saleId } = await orderFor(app, fresh(), { pickup: true, confirm: true });
    const placed = await staffView(saleId);
    expect(placed.next_moves).toEqual(movesFor(placed, 'staff'));
    expect(placed.next_moves).toEqual(expect.arrayContaining(['packed', 'delivered', 'cancelled']));
    expect(placed.next_moves).not.toContain('shipped');
    expect(placed.next_moves).not.toContain('out_for_delivery');
    await expectOnlyOffered(saleId, placed);
    const shipped = await staffMove(admin, saleId, { status: 'shipped', ...SHIPPING });
    expect(shipped.status).toBe(400);
    expect(shipped.body.message).toBe(
      'A pickup order is not shipped: move it from packed to delivered when it is collected',
    );
    const packed = (await staffMove(admin, saleId, { status: 'packed' })).body.data;
    expect(packed.next_moves).toEqual(movesFor(packed, 'staff'));
    expect(packed.next_moves[0]).toBe('delivered');
  });

  it('offers nothing for a cancelled order, and only what the life cycle says after dispatch', async () => {
    const online = await orderFor(app, fresh(), { online: true });
    const paid = await staffView(online.saleId);
    expect(paid.next_moves).toEqual(movesFor(paid, 'staff'));
    await staffMove(admin, online.saleId, { status: 'cancelled' });
    const cancelled = await staffView(online.saleId);
    expect(cancelled.next_moves).toEqual([]);
    // Cancelling a cancelled order answers the same again rather than refusing.
    await expectOnlyOffered(online.saleId, cancelled, ['cancelled']);
    expect((await staffMove(admin, online.saleId, { status: 'cancelled' })).status).toBe(200);
    const confirm = await staffMove(admin, online.saleId, { status: 'confirmed' });
    expect(confirm.body.message).toBe('An order that is cancelled cannot move');

    const { saleId } = await orderFor(app, fresh());
    await staffMove(admin, saleId, { status: 'shipped', ...SHIPPING });
    for (const status of ['delivery_failed', 'rto_in_transit', 'rto_delivered'] as const) {
      await setStatus(saleId, status);
      const order = await staffView(saleId);
      expect(order.next_moves, status).toEqual(movesFor(order, 'staff'));
      expect(order.next_moves, status).not.toContain('cancelled');
      await expectOnlyOffered(saleId, order);
    }
  });
});
