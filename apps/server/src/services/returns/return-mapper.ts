import { toRupees, type ReturnItem, type ReturnRequest, type ReturnStatus } from '@kesariya/shared';
import type { orderItems, refunds, returnRequestHistory, returnRequests } from '../../db/schema';
import type { ShipmentRow } from '../../db/rows';
import { productImage } from '../../media/urls';
import { toReturnPickup } from './return-pickup';

export type ReturnRow = typeof returnRequests.$inferSelect;
type HistoryRow = typeof returnRequestHistory.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
export type ReturnItemRow = typeof orderItems.$inferSelect & { imagePosition: number | null };

/** Reshape at the boundary (docs/architecture.md): an order line as a return shows it. */
export function toReturnItem(row: ReturnItemRow): ReturnItem {
  return {
    order_item_id: row.id,
    product_id: row.productId,
    name: row.productName,
    size: row.size,
    qty: row.qty,
    image:
      row.imagePosition === null
        ? null
        : productImage(row.productId, row.imagePosition, row.productName),
  };
}

/** A refund paid in parts (wallet and provider) is as far along as its slowest part. */
function refundStatus(rows: readonly RefundRow[]): RefundRow['status'] {
  if (rows.some((row) => row.status === 'failed')) return 'failed';
  if (rows.some((row) => row.status === 'pending')) return 'pending';
  return 'processed';
}

export function toReturnRequest(
  row: ReturnRow,
  related: {
    saleId: string;
    replacementSaleId: string | null;
    items: ReturnItemRow[];
    history: HistoryRow[];
    refunds: readonly RefundRow[];
    pickup: ShipmentRow | null;
  },
): ReturnRequest {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    sale_id: related.saleId,
    reason: row.reason,
    comment: row.comment,
    replacement_size: row.replacementSize,
    has_photo: row.photoKey !== null,
    pickup_address: row.pickupAddress,
    items: related.items.map(toReturnItem),
    // Only what the shopper may see of each move: never which staff member made it.
    history: related.history.map((h) => ({
      status: h.status as ReturnStatus,
      note: h.note,
      at: h.createdAt.toISOString(),
    })),
    refund:
      row.refundPaise !== null && row.refundTo !== null
        ? {
            amount: toRupees(row.refundPaise),
            to: row.refundTo,
            status: refundStatus(related.refunds),
          }
        : null,
    replacement_sale_id: related.replacementSaleId,
    pickup: toReturnPickup(related.pickup),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
