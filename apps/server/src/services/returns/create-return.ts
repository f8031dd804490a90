import { and, eq, inArray } from 'drizzle-orm';
import type { ReturnReason, ReturnType } from '@kesariya/shared';
import type { ServiceContext } from '../context';
import {
  orderItems,
  orders,
  productSizes,
  returnRequestHistory,
  returnRequestItems,
  returnRequests,
  type AddressSnapshot,
} from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { findOwnAddress, toAddressSnapshot } from '../addresses/addresses';
import type { OrderRow } from '../../db/rows';
import { Rollback } from '../../lib/rollback';
import { OPEN_RETURN_STATUSES } from './return-moves';
import { queueReturnUpdate } from './notify-return';
import { claimedItemIds, findReturn, loadOrderLines } from './return-queries';
import type { ReturnItemRow } from './return-mapper';
import { formatStoreDay, returnDeadline } from './return-window';

export interface NewReturnRequest {
  userId: number;
  saleId: string;
  itemIds: number[];
  type: ReturnType;
  reason: ReturnReason;
  comment: string;
  /** The size wanted instead; '' for a return. */
  size: string;
  addressId: number;
  /** Storage key of the photo, stored before the request is written. */
  photoKey: string | null;
}

export type CreateReturnResult = { ok: true; id: number; created: boolean } | Refusal;

// ------------------------------------------------------------------ steps

/**
 * Locks the shopper's order for the whole transaction: two submits of one order run one after the
 * other, so the second finds the first's request instead of making another.
 */
async function lockOwnOrder(
  ctx: ServiceContext,
  userId: number,
  saleId: string,
): Promise<OrderRow> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.saleId, saleId), eq(orders.userId, userId)))
    .for('update');
  if (!order) throw new Rollback(refuse('not_found', 'Order not found', 'sale_id'));
  return order;
}

/** A request still open for exactly these lines and this type: a repeated submit answers it. */
async function findOpenRequestFor(
  ctx: ServiceContext,
  order: OrderRow,
  input: Omit<NewReturnRequest, 'photoKey'>,
): Promise<number | null> {
  const rows = await ctx.db
    .select({ id: returnRequests.id, itemId: returnRequestItems.orderItemId })
    .from(returnRequests)
    .innerJoin(returnRequestItems, eq(returnRequestItems.returnRequestId, returnRequests.id))
    .where(
      and(
        eq(returnRequests.orderId, order.id),
        eq(returnRequests.type, input.type),
        inArray(returnRequests.status, [...OPEN_RETURN_STATUSES]),
      ),
    );
  const wanted = [...input.itemIds].sort((a, b) => a - b).join(',');
  for (const id of new Set(rows.map((row) => row.id))) {
    const held = rows
      .filter((row) => row.id === id)
      .map((row) => row.itemId)
      .sort((a, b) => a - b)
      .join(',');
    if (held === wanted) return id;
  }
  return null;
}

/** Only a delivered order, and only until RETURN_WINDOW_DAYS after its delivery. */
function checkReturnWindow(order: OrderRow, windowDays: number, now: Date): void {
  if (order.status !== 'delivered' || !order.deliveredAt)
    throw new Rollback(
      refuse(
        'invalid_input',
        'This order has not been delivered yet; items can be returned once it is',
        'sale_id',
      ),
    );
  const deadline = returnDeadline(order.deliveredAt, windowDays);
  if (now > deadline)
    throw new Rollback(
      refuse(
        'invalid_input',
        `The return window for this order closed on ${formatStoreDay(deadline)}`,
        'sale_id',
      ),
    );
}

/** The chosen lines, every one of this order and none already asked back. */
async function loadRequestedLines(
  ctx: ServiceContext,
  order: OrderRow,
  itemIds: number[],
): Promise<ReturnItemRow[]> {
  const lines = await loadOrderLines(
    ctx,
    and(eq(orderItems.orderId, order.id), inArray(orderItems.id, itemIds))!,
  );
  const missing = itemIds.find((id) => !lines.some((line) => line.id === id));
  if (missing !== undefined)
    throw new Rollback(
      refuse('invalid_input', `Item ${missing} is not part of this order`, 'item_ids'),
    );
  const claimed = await claimedItemIds(ctx, itemIds);
  const taken = lines.find((line) => claimed.has(line.id));
  if (taken)
    throw new Rollback(
      refuse(
        'invalid_input',
        `${taken.productName} (size ${taken.size}) is already in a return or replacement request`,
        'item_ids',
      ),
    );
  return lines;
}

/** A replacement only in a size the product comes in, with enough pieces in stock now. */
async function checkReplacementSize(
  ctx: ServiceContext,
  lines: readonly ReturnItemRow[],
  size: string,
): Promise<void> {
  for (const line of lines) {
    const [row] = await ctx.db
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(and(eq(productSizes.productId, line.productId), eq(productSizes.size, size)))
      .limit(1);
    if (!row)
      throw new Rollback(
        refuse('invalid_input', `${line.productName} does not come in size ${size}`, 'size'),
      );
    if (row.stock < line.qty)
      throw new Rollback(
        refuse('invalid_input', `${line.productName} is sold out in size ${size}`, 'size'),
      );
  }
}

/** Where the courier collects the items: a snapshot of one of the shopper's own addresses. */
async function pickupAddress(
  ctx: ServiceContext,
  input: Omit<NewReturnRequest, 'photoKey'>,
): Promise<AddressSnapshot> {
  const row = await findOwnAddress(ctx, input.userId, input.addressId);
  if (!row) throw new Rollback(refuse('not_found', 'Address not found', 'address_id'));
  return toAddressSnapshot(row);
}

/** The request, its lines and its first history row. */
async function insertRequest(
  ctx: ServiceContext,
  order: OrderRow,
  input: NewReturnRequest,
  parts: { lines: readonly ReturnItemRow[]; address: AddressSnapshot; now: Date },
): Promise<number> {
  const [request] = await ctx.db
    .insert(returnRequests)
    .values({
      type: input.type,
      orderId: order.id,
      userId: input.userId,
      reason: input.reason,
      comment: input.comment,
      photoKey: input.photoKey,
      pickupAddress: parts.address,
      replacementSize: input.type === 'replace' ? input.size : null,
      createdAt: parts.now,
      updatedAt: parts.now,
    })
    .returning({ id: returnRequests.id });
  const id = request!.id;
  await ctx.db
    .insert(returnRequestItems)
    .values(
      parts.lines.map((line) => ({ returnRequestId: id, orderItemId: line.id, qty: line.qty })),
    );
  await ctx.db
    .insert(returnRequestHistory)
    .values({ returnRequestId: id, status: 'requested', actor: 'shopper', createdAt: parts.now });
  return id;
}

// ------------------------------------------------------------------ recipe

/**
 * What a request must pass before it is written: the shopper's own order (locked), the window,
 * the lines, the new size and the pickup address; or the open request it repeats.
 */
async function checkRequest(
  tx: ServiceContext,
  input: Omit<NewReturnRequest, 'photoKey'>,
  rules: { returnWindowDays: number },
  now: Date,
) {
  const order = await lockOwnOrder(tx, input.userId, input.saleId);
  const existing = await findOpenRequestFor(tx, order, input);
  if (existing !== null) return { existing, order: null } as const;
  checkReturnWindow(order, rules.returnWindowDays, now);
  const lines = await loadRequestedLines(tx, order, input.itemIds);
  if (input.type === 'replace') await checkReplacementSize(tx, lines, input.size);
  const address = await pickupAddress(tx, input);
  return { order, lines, address } as const;
}

/**
 * The refusal a request would meet, found before its photo is read: a photo costs a decode, so
 * none is decoded for a request that cannot be made. Null when it may go ahead (or repeats an
 * open one).
 */
export async function returnRequestRefusal(
  ctx: ServiceContext,
  input: Omit<NewReturnRequest, 'photoKey'>,
  rules: { returnWindowDays: number },
  now = new Date(),
): Promise<Refusal | null> {
  try {
    await ctx.db.transaction(async (db) =>
      checkRequest({ db, userId: input.userId }, input, rules, now),
    );
    return null;
  } catch (error) {
    if (error instanceof Rollback) return error.refusal;
    throw error;
  }
}

/**
 * A shopper's return or replacement request, in one transaction: the order is locked, a repeat of
 * an open request answers it, then the window, the lines, the new size and the pickup address are
 * checked and the request written. Whole lines are asked back, with all their pieces.
 */
export async function createReturnRequest(
  ctx: ServiceContext,
  input: NewReturnRequest,
  rules: { returnWindowDays: number },
  now = new Date(),
): Promise<CreateReturnResult> {
  try {
    return await ctx.db.transaction(async (db) => {
      const tx: ServiceContext = { db, userId: input.userId, messages: ctx.messages };
      const checked = await checkRequest(tx, input, rules, now);
      if (checked.order === null)
        return { ok: true, id: checked.existing, created: false } as const;
      const { order, lines, address } = checked;
      const id = await insertRequest(tx, order, input, { lines, address, now });
      await queueReturnUpdate(tx, input.userId, (await findReturn(tx, id, input.userId))!);
      return { ok: true, id, created: true } as const;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.refusal;
    throw error;
  }
}
