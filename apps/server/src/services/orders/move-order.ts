import { and, eq } from 'drizzle-orm';
import {
  mayMoveOrder,
  nextOrderMoves,
  ORDER_LIFE,
  type OrderStatus,
  type STAFF_ORDER_MOVES,
} from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { orders, orderStatusHistory, payments } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import type { PaymentProvider } from '../../payments/provider';
import { cancelOrder } from './cancel-order';
import { queueStatusUpdate, type OrderNotifiers } from './notify-order';
import { orderFacts } from './order-mapper';
import type { OrderRow } from '../../db/rows';

export type StaffMove = (typeof STAFF_ORDER_MOVES)[number];

export interface MoveInput {
  saleId: string;
  status: StaffMove;
  carrier: string;
  trackingNumber: string;
  note: string;
  staffUserId: number;
}

const changedMeanwhile = () => refuse('conflict', 'This order changed meanwhile; reload it');

/**
 * Why staff may not make this move, or null when they may: the order's life cycle decides
 * (docs/decisions/orders-and-payments.md, Order statuses); this only says why not.
 */
function refusalOf(order: OrderRow, to: OrderStatus): Refusal | null {
  const facts = orderFacts(order);
  if (mayMoveOrder(facts, 'staff', to)) return null;
  if (mayMoveOrder({ ...facts, delivery_option: 'delivery' }, 'staff', to))
    return refuse(
      'invalid_input',
      'A pickup order is not shipped: move it from packed to delivered when it is collected',
      'status',
    );
  const words = order.status.replaceAll('_', ' ');
  if (!ORDER_LIFE[order.status].path && nextOrderMoves(facts, 'staff').length === 0)
    return refuse('conflict', `An order that is ${words} cannot move`);
  return refuse('conflict', `The order is ${words}; it can only move forward`, 'status');
}

/**
 * A forward step, applied only if the order is still as it was read: of two staff moving one
 * order at once (or a move racing the shopper's cancel), exactly one wins and the other is told
 * to reload. Delivery starts the return window, and cash on delivery is then taken.
 */
async function applyMove(
  ctx: ServiceContext,
  order: OrderRow,
  input: MoveInput & { status: Exclude<StaffMove, 'cancelled'> },
  now: Date,
): Promise<OrderRow | null> {
  return ctx.db.transaction(async (db) => {
    const [moved] = await db
      .update(orders)
      .set({
        status: input.status,
        updatedAt: now,
        ...(input.status === 'shipped'
          ? { carrier: input.carrier, trackingNumber: input.trackingNumber }
          : {}),
        ...(input.status === 'delivered' ? { deliveredAt: now } : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning();
    if (!moved) return null;
    await db.insert(orderStatusHistory).values({
      orderId: order.id,
      status: input.status,
      note: input.note,
      actor: `staff:${input.staffUserId}`,
      createdAt: now,
    });
    if (input.status === 'delivered')
      await db
        .update(payments)
        .set({ status: 'captured', updatedAt: now })
        .where(
          and(
            eq(payments.orderId, order.id),
            eq(payments.provider, 'cod'),
            eq(payments.status, 'created'),
          ),
        );
    await queueStatusUpdate({ db, messages: ctx.messages }, moved);
    return moved;
  });
}

/**
 * A staff member moves an order: forward only (docs/decisions/orders-and-payments.md, Order
 * statuses), shipped with its carrier and tracking number, or cancelled before shipping (the
 * shopper's cancel, by staff). The shopper is told of every change, by messages queued with it.
 */
export async function moveOrder(
  ctx: ServiceContext,
  services: { provider: PaymentProvider; notifiers: OrderNotifiers },
  input: MoveInput,
  now = new Date(),
): Promise<OrderRow | Refusal> {
  const { status } = input;
  if (status === 'cancelled') {
    const cancelled = await cancelOrder(
      ctx,
      services,
      {
        saleId: input.saleId,
        ownerId: null,
        reason: input.note || 'Cancelled by the store',
        actor: `staff:${input.staffUserId}`,
      },
      now,
    );
    return 'ok' in cancelled ? cancelled : cancelled.order;
  }
  const [order] = await ctx.db.select().from(orders).where(eq(orders.saleId, input.saleId));
  if (!order) return refuse('not_found', 'Order not found', 'saleId');
  const refusal = refusalOf(order, status);
  if (refusal) return refusal;
  const moved = await applyMove(ctx, order, { ...input, status }, now);
  if (!moved) return changedMeanwhile();
  return moved;
}
