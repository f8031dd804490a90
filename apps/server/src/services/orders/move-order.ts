import { and, eq } from 'drizzle-orm';
import {
  awaitsCodConfirmation,
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
import { beginAudit, type AuditActor } from '../audit/audit-log';
import { orderSnapshot } from '../audit/snapshots';
import {
  failedAttemptNote,
  recordFailedAttempt,
  type FailedAttempt,
} from '../shipping/failed-delivery';
import { closeReturnedOrder, finishReturnedOrder, type ReturnedToStore } from './returned-to-store';

export type StaffMove = (typeof STAFF_ORDER_MOVES)[number];

export interface MoveInput {
  saleId: string;
  status: StaffMove;
  carrier: string;
  trackingNumber: string;
  note: string;
  /** Who moves it: named in the timeline, and the audit log's entry is written in the move's transaction. */
  staff: AuditActor;
  /** Where links in the shopper's messages start (PUBLIC_URL): a failed attempt sends one. */
  linkOrigin: string;
}

const changedMeanwhile = () => refuse('conflict', 'This order changed meanwhile; reload it');

/**
 * Why staff may not make this move, or null when they may: the order's life cycle decides
 * (docs/decisions/orders-and-payments.md, Order statuses); this only says why not.
 */
function refusalOf(order: OrderRow, to: OrderStatus): Refusal | null {
  const facts = orderFacts(order);
  if (mayMoveOrder(facts, 'staff', to)) return null;
  if (awaitsCodConfirmation(facts) && ORDER_LIFE[to].path)
    return refuse(
      'conflict',
      'This cash-on-delivery order is not confirmed yet: confirm it after a call to the shopper (or wait for them to confirm from their message) before it is packed',
      'status',
    );
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

/** One move as it is written: who made it, and what the order keeps of a shipment. */
export interface MoveRecord {
  status: Exclude<OrderStatus, 'cancelled'>;
  note: string;
  actor: string;
  /** Staff's typed courier and number, set with the move to shipped. */
  shipment?: { carrier: string; trackingNumber: string };
  /** A move to delivery_failed: the attempt, its reason, and where the shopper's link starts. */
  failure?: FailedAttempt;
}

/** A move written, and what the parcel's return to the store left for after the commit. */
export interface Moved {
  order: OrderRow;
  returned: ReturnedToStore | null;
}

/**
 * Writes a move in the transaction `db` belongs to, only if the order is still as it was read:
 * of two moves of one order at once (or a move racing the shopper's cancel), exactly one wins.
 * Delivery starts the return window, and cash on delivery is then taken; a failed attempt is
 * recorded with the shopper's link to ask for another; the parcel back at the store restocks and
 * refunds (docs/decisions/after-dispatch.md, Failed deliveries). The shopper is told.
 */
export async function writeMove(
  ctx: ServiceContext,
  order: OrderRow,
  move: MoveRecord,
  now: Date,
): Promise<Moved | null> {
  const { db } = ctx;
  const [moved] = await db
    .update(orders)
    .set({
      status: move.status,
      updatedAt: now,
      ...(move.shipment
        ? { carrier: move.shipment.carrier, trackingNumber: move.shipment.trackingNumber }
        : {}),
      ...(move.status === 'delivered' ? { deliveredAt: now } : {}),
      // Confirmed by staff after a call: no longer waiting for the shopper's tap, nor swept.
      ...(move.status === 'confirmed' ? { codConfirmBy: null } : {}),
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!moved) return null;
  let note = move.note;
  if (move.status === 'delivery_failed') {
    if (!move.failure) throw new Error('A move to delivery_failed needs its failed attempt');
    const failure = await recordFailedAttempt(ctx, moved, move.failure, now);
    note = failedAttemptNote(failure);
  }
  await db.insert(orderStatusHistory).values({
    orderId: order.id,
    status: move.status,
    note,
    actor: move.actor,
    createdAt: now,
  });
  if (move.status === 'delivered')
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
  if (move.status !== 'delivery_failed' && move.status !== 'rto_delivered')
    await queueStatusUpdate(ctx, moved);
  const returned =
    move.status === 'rto_delivered' ? await closeReturnedOrder(ctx, moved, move.actor, now) : null;
  return { order: moved, returned };
}

function applyMove(
  ctx: ServiceContext,
  order: OrderRow,
  input: MoveInput & { status: Exclude<StaffMove, 'cancelled'> },
  now: Date,
): Promise<Moved | null> {
  return ctx.db.transaction(async (db) => {
    const audit = await beginAudit(
      { db },
      input.staff,
      { action: `order.${input.status}`, targetType: 'order', targetId: order.saleId },
      () => orderSnapshot({ db }, order.saleId),
    );
    const moved = await writeMove(
      { db, messages: ctx.messages },
      order,
      {
        status: input.status,
        note: input.note,
        actor: `staff:${input.staff.id}`,
        ...(input.status === 'shipped'
          ? { shipment: { carrier: input.carrier, trackingNumber: input.trackingNumber } }
          : {}),
        ...(input.status === 'delivery_failed'
          ? { failure: { reason: input.note || null, attempt: null, linkOrigin: input.linkOrigin } }
          : {}),
      },
      now,
    );
    if (moved) await audit();
    return moved;
  });
}

/**
 * The courier's tracking moves an order, in the caller's transaction: only as the order's life
 * cycle lets the courier move it now (docs/decisions/orders-and-payments.md, Order statuses), so an
 * event that would take it backwards is refused here. Null when the move is not the courier's to
 * make, or the order changed meanwhile.
 */
export async function courierMove(
  ctx: ServiceContext,
  order: OrderRow,
  to: Exclude<OrderStatus, 'cancelled'>,
  note: string,
  now = new Date(),
  failure?: FailedAttempt,
): Promise<Moved | null> {
  if (!mayMoveOrder(orderFacts(order), 'courier', to)) return null;
  return writeMove(ctx, order, { status: to, note, actor: 'courier', failure }, now);
}

/** Staff book a confirmed order's parcel: it is packed, in the caller's transaction. */
export async function packForShipping(
  ctx: ServiceContext,
  order: OrderRow,
  staff: AuditActor,
  note: string,
  now = new Date(),
): Promise<OrderRow | Refusal> {
  if (order.status === 'packed') return order;
  const refusal = refusalOf(order, 'packed');
  if (refusal) return refusal;
  return (
    (await writeMove(ctx, order, { status: 'packed', note, actor: `staff:${staff.id}` }, now))
      ?.order ?? changedMeanwhile()
  );
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
        actor: `staff:${input.staff.id}`,
        audit: input.staff,
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
  if (moved.returned)
    await finishReturnedOrder(ctx, services.provider, moved.returned, services.notifiers.log);
  return moved.order;
}
