import type { StockChange } from '../../cache/catalogue-changes';
import type { ServiceContext } from '../context';
import { orderItems, orders, orderStatusHistory } from '../../db/schema';
import type { OrderRow } from '../../db/rows';
import { reserveStock } from '../orders/reserve-stock';
import { formatSaleId, nextOrderId } from '../orders/sale-id';
import type { ReturnItemRow, ReturnRow } from './return-mapper';

/**
 * The replacement of a received request: a new order at no charge for the same pieces in the new
 * size, sent to the pickup address. Its stock is reserved like any order's (a size sold out since
 * the request refuses the move); it starts `confirmed` and goes through packing and shipping like
 * any other order. One per request: its idempotency key names the request.
 */
export async function createReplacementOrder(
  ctx: ServiceContext,
  request: ReturnRow,
  lines: readonly ReturnItemRow[],
  move: { actor: string; now: Date; returnedSaleId: string },
): Promise<{ order: OrderRow; stock: StockChange }> {
  const size = request.replacementSize!;
  const stock = await reserveStock(
    ctx,
    lines.map((line) => ({
      productId: line.productId,
      size,
      qty: line.qty,
      name: line.productName,
    })),
  );
  const mrpTotalPaise = lines.reduce((sum, line) => sum + line.mrpPaise * line.qty, 0);
  const id = await nextOrderId(ctx);
  const [order] = await ctx.db
    .insert(orders)
    .values({
      id,
      saleId: formatSaleId(id, move.now),
      userId: request.userId,
      addressSnapshot: request.pickupAddress,
      status: 'confirmed',
      paymentMethod: 'Replacement',
      deliveryOption: 'delivery',
      subtotalPaise: 0,
      mrpTotalPaise,
      // Given at no charge: the whole MRP is the discount, so the totals still add up.
      discountPaise: mrpTotalPaise,
      totalPaise: 0,
      idempotencyKey: `replacement-${request.id}`,
      createdAt: move.now,
      updatedAt: move.now,
    })
    .returning();
  await ctx.db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: id,
      productId: line.productId,
      productName: line.productName,
      sku: line.sku,
      size,
      qty: line.qty,
      mrpPaise: line.mrpPaise,
      pricePaise: 0,
      lineTotalPaise: 0,
      gstRateBp: line.gstRateBp,
    })),
  );
  await ctx.db.insert(orderStatusHistory).values({
    orderId: id,
    status: 'confirmed',
    note: `Replacement for return request ${request.id} of order ${move.returnedSaleId}`,
    actor: move.actor,
    createdAt: move.now,
  });
  return { order: order!, stock };
}
