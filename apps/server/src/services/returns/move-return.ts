import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { ReturnRequest, ReturnStatus } from '@kesariya/shared';
import { catalogueChanged, type StockChange } from '../../cache/catalogue-changes';
import type { ServiceContext } from '../context';
import {
  orderItems,
  orders,
  returnRequestHistory,
  returnRequestItems,
  returnRequests,
} from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import type { PaymentProvider } from '../../payments/provider';
import { returnedItemsValue } from '../orders/apportion';
import type { OrderRow } from '../../db/rows';
import { recordRefund, sendRefund, type RecordedRefund, type RefundTo } from '../orders/refund';
import { releaseStock } from '../orders/reserve-stock';
import { Rollback } from '../../lib/rollback';
import { beginAudit, type AuditActor } from '../audit/audit-log';
import { returnSnapshot } from '../audit/snapshots';
import { queueReturnUpdate } from './notify-return';
import type { ReturnItemRow, ReturnRow } from './return-mapper';
import { courierReturnStatuses, nextReturnStatuses } from './return-moves';
import {
  bookReturnPickup,
  courierTracked,
  findReturnPickup,
  type PickupBooker,
} from './return-pickup';
import { findReturn, loadOrderLines, loadRequestLines } from './return-queries';
import { createReplacementOrder } from './replacement-order';

export interface ReturnMove {
  requestId: number;
  /** Who moves it: named in its history, and the audit log's entry is written in the move's transaction. */
  staff: AuditActor;
  status: ReturnStatus;
  /** Where a refund goes; the original payment unless staff say the wallet. */
  refundTo: RefundTo | undefined;
  note: string;
}

/** What a move changes besides the status. */
type MoveEffects = Partial<Pick<ReturnRow, 'refundPaise' | 'refundTo' | 'replacementOrderId'>>;

// ------------------------------------------------------------------ steps

/** Locks the request: of two staff moving it at once, the second sees the first's move. */
async function lockRequest(ctx: ServiceContext, id: number): Promise<ReturnRow> {
  const [row] = await ctx.db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, id))
    .for('update');
  if (!row) throw new Rollback(refuse('not_found', 'Return request not found'));
  return row;
}

/** Staff's move must be one of theirs now; a courier's tracked move is the courier's. */
async function checkMove(ctx: ServiceContext, request: ReturnRow, to: ReturnStatus): Promise<void> {
  const tracked = courierTracked(await findReturnPickup(ctx, request.id));
  if (tracked && courierReturnStatuses(request.status).includes(to))
    throw new Rollback(
      refuse(
        'conflict',
        "The courier's tracking moves this request: it is picked up, then received at the store, when the courier reports it",
        'status',
      ),
    );
  if (!nextReturnStatuses(request.type, request.status, tracked).includes(to))
    throw new Rollback(
      refuse(
        'conflict',
        `This ${request.type} request is ${request.status.replaceAll('_', ' ')}; it cannot move to ${to.replaceAll('_', ' ')}`,
        'status',
      ),
    );
}

async function lockOrder(ctx: ServiceContext, orderId: number): Promise<OrderRow> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order!;
}

/** Lines of this order given back by its requests refunded before this one. */
async function refundedBefore(ctx: ServiceContext, orderId: number): Promise<Map<number, number>> {
  const rows = await ctx.db
    .select({ itemId: returnRequestItems.orderItemId, qty: returnRequestItems.qty })
    .from(returnRequestItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestItems.returnRequestId))
    .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.status, 'refunded')));
  return new Map(rows.map((row) => [row.itemId, row.qty]));
}

/**
 * The returned items' share of what was paid (services/orders/apportion.ts), given back to the
 * wallet at once or recorded for the provider, which is called after the commit.
 */
async function refundReturnedItems(
  ctx: ServiceContext,
  order: OrderRow,
  request: ReturnRow,
  lines: readonly ReturnItemRow[],
  move: ReturnMove,
): Promise<{ effects: MoveEffects; refund: RecordedRefund }> {
  const orderLines = await loadOrderLines(ctx, eq(orderItems.orderId, order.id));
  const amountPaise = returnedItemsValue(
    order,
    orderLines,
    new Map(lines.map((line) => [line.id, line.qty])),
    await refundedBefore(ctx, order.id),
  );
  const recorded = await recordRefund(ctx, order, {
    orderId: order.id,
    amountPaise,
    to: move.refundTo ?? 'original',
    returnRequestId: request.id,
    actor: `staff:${move.staff.id}`,
  });
  if ('ok' in recorded) throw new Rollback(recorded);
  return { effects: { refundPaise: amountPaise, refundTo: recorded.outcome.to }, refund: recorded };
}

/** The new status, and its history row naming who made it (`staff:<id>` or `courier`). */
async function recordMove(
  ctx: ServiceContext,
  request: ReturnRow,
  move: { status: ReturnStatus; note: string; actor: string },
  effects: MoveEffects,
  now: Date,
): Promise<void> {
  await ctx.db
    .update(returnRequests)
    .set({ status: move.status, ...effects, updatedAt: now })
    .where(eq(returnRequests.id, request.id));
  await ctx.db.insert(returnRequestHistory).values({
    returnRequestId: request.id,
    status: move.status,
    note: move.note,
    actor: move.actor,
    createdAt: now,
  });
}

/**
 * The pieces the store has in hand again go back to their sizes, each by the quantity asked back
 * (a delta, so sales made meanwhile keep theirs); a replacement takes its pieces out when shipped.
 */
async function restockReceived(ctx: ServiceContext, requestId: number): Promise<StockChange> {
  const lines = await ctx.db
    .select({ productId: orderItems.productId, size: orderItems.size, qty: returnRequestItems.qty })
    .from(returnRequestItems)
    .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
    .where(eq(returnRequestItems.returnRequestId, requestId));
  return releaseStock(ctx, lines);
}

/**
 * What a move does besides the status: an approval books the courier's pickup (with a courier
 * API), the received pieces go back in stock, and the closing moves give the money back or send
 * the replacement.
 */
async function applyEffects(
  ctx: ServiceContext,
  request: ReturnRow,
  move: ReturnMove,
  pickups: PickupBooker | null,
  now: Date,
): Promise<{ effects: MoveEffects; stock?: StockChange; refund?: RecordedRefund }> {
  if (move.status === 'approved') {
    if (pickups) await bookReturnPickup(ctx, request, pickups, now);
    return { effects: {} };
  }
  if (move.status === 'received')
    return { effects: {}, stock: await restockReceived(ctx, request.id) };
  if (move.status !== 'refunded' && move.status !== 'replacement_shipped') return { effects: {} };
  const order = await lockOrder(ctx, request.orderId);
  const lines = await loadRequestLines(ctx, request.id);
  if (move.status === 'refunded') return refundReturnedItems(ctx, order, request, lines, move);
  const replacement = await createReplacementOrder(ctx, request, lines, {
    actor: `staff:${move.staff.id}`,
    now,
    returnedSaleId: order.saleId,
  });
  return { effects: { replacementOrderId: replacement.order.id }, stock: replacement.stock };
}

// ------------------------------------------------------------------ recipe

/**
 * Staff move a return or replacement request one step, in one transaction: lock it, check the move,
 * then for `approved` book the courier's pickup (with a courier API: `pickups`), for `received`
 * put its pieces back in stock, for `refunded` give back the items' share of what was paid, and
 * for `replacement_shipped` create the replacement order with its stock reserved, write the audit
 * log's entry, and queue the shopper's e-mail. After the commit the provider's refund is sent and
 * the catalogue hears of the stock.
 */
export async function moveReturnRequest(
  ctx: ServiceContext,
  services: {
    provider: PaymentProvider;
    log: FastifyBaseLogger;
    /** Who books an approved return's pickup; null with manual shipping. */
    pickups: PickupBooker | null;
  },
  move: ReturnMove,
  now = new Date(),
): Promise<ReturnRequest | Refusal> {
  let moved;
  try {
    moved = await ctx.db.transaction(async (db) => {
      const tx: ServiceContext = { db, messages: ctx.messages };
      const request = await lockRequest(tx, move.requestId);
      await checkMove(tx, request, move.status);
      const audit = await beginAudit(
        tx,
        move.staff,
        { action: `return.${move.status}`, targetType: 'return', targetId: request.id },
        () => returnSnapshot(tx, request.id),
      );
      const { effects, stock, refund } = await applyEffects(
        tx,
        request,
        move,
        services.pickups,
        now,
      );
      const actor = `staff:${move.staff.id}`;
      await recordMove(tx, request, { ...move, actor }, effects, now);
      await audit();
      const moved = (await findReturn(tx, move.requestId))!;
      await queueReturnUpdate(tx, request.userId, moved);
      return { request: moved, stock, refund };
    });
  } catch (error) {
    if (error instanceof Rollback) return error.refusal;
    throw error;
  }
  if (moved.stock) catalogueChanged(ctx, moved.stock);
  if (moved.refund) await sendRefund(ctx, services.provider, moved.refund, services.log);
  return moved.request;
}

/** What a courier's tracking event did to the request it collects. */
export type CourierReturnMove =
  | { kind: 'moved'; status: ReturnStatus; stock: StockChange | null }
  /** The status it has already. */
  | { kind: 'noted' }
  /** A move it may not make: backwards, or after the request went on. */
  | { kind: 'ignored' };

/**
 * The courier's move of a return it collects, in the caller's transaction (the tracking event's):
 * the request is locked, moved only forward as the courier may move it, its pieces put back in
 * stock on `received` (once: the move happens once), and the shopper told as for staff's moves.
 * The caller tells the catalogue of the stock after its commit.
 */
export async function courierMoveReturn(
  ctx: ServiceContext,
  requestId: number,
  to: ReturnStatus,
  note: string,
  now = new Date(),
): Promise<CourierReturnMove> {
  const [request] = await ctx.db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, requestId))
    .for('update');
  if (!request) return { kind: 'ignored' };
  if (request.status === to) return { kind: 'noted' };
  if (!courierReturnStatuses(request.status).includes(to)) return { kind: 'ignored' };
  const stock = to === 'received' ? await restockReceived(ctx, request.id) : null;
  await recordMove(ctx, request, { status: to, note, actor: 'courier' }, {}, now);
  await queueReturnUpdate(ctx, request.userId, (await findReturn(ctx, request.id))!);
  return { kind: 'moved', status: to, stock };
}
