import {
  toRupees,
  type OrderDetail,
  type OrderItem,
  type OrderTotals,
  type PaymentSession,
  type PlacedOrder,
} from '@kesariya/shared';
import type { orderItems, orderStatusHistory, payments } from '../../db/schema';
import { productImage } from '../../media/urls';
import type { OrderRow } from './place-order';

/** Reshape at the boundary (docs/architecture.md): order columns in paise become API rupees. */
export function toOrderTotals(order: OrderRow): OrderTotals {
  return {
    mrp_total: toRupees(order.mrpTotalPaise),
    discount: toRupees(order.discountPaise),
    subtotal: toRupees(order.subtotalPaise),
    coupon_code: order.couponCode,
    coupon_discount: toRupees(order.couponDiscountPaise),
    delivery_charge: toRupees(order.deliveryChargePaise),
    wallet_used: toRupees(order.walletUsedPaise),
    total: toRupees(order.totalPaise),
    amount_payable: toRupees(order.totalPaise - order.walletUsedPaise),
  };
}

export function toPlacedOrder(order: OrderRow, payment: PaymentSession | null): PlacedOrder {
  return {
    sale_id: order.saleId,
    status: order.status,
    payment_method: order.paymentMethod,
    totals: toOrderTotals(order),
    payment: order.status === 'pending_payment' ? payment : null,
  };
}

type ItemRow = typeof orderItems.$inferSelect & {
  slug: string | null;
  imagePosition: number | null;
};
type HistoryRow = typeof orderStatusHistory.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export function toOrderItem(row: ItemRow): OrderItem {
  return {
    id: row.id,
    product_id: row.productId,
    name: row.productName,
    slug: row.slug ?? '',
    image:
      row.imagePosition === null
        ? null
        : productImage(row.productId, row.imagePosition, row.productName),
    size: row.size,
    qty: row.qty,
    price: toRupees(row.pricePaise),
    mrp: toRupees(row.mrpPaise),
    line_total: toRupees(row.lineTotalPaise),
  };
}

export function toOrderDetail(
  order: OrderRow,
  items: ItemRow[],
  history: HistoryRow[],
  payment: PaymentRow | null,
): OrderDetail {
  return {
    sale_id: order.saleId,
    status: order.status,
    payment_method: order.paymentMethod,
    delivery_option: order.deliveryOption,
    address: order.addressSnapshot ?? null,
    items: items.map(toOrderItem),
    totals: toOrderTotals(order),
    // Only what the shopper may see of the payment: never the provider's raw answer.
    payment: payment
      ? {
          provider: payment.provider,
          status: payment.status,
          amount: toRupees(payment.amountPaise),
          provider_payment_id: payment.providerPaymentId,
        }
      : null,
    status_history: history.map((h) => ({
      status: h.status,
      note: h.note,
      at: h.createdAt.toISOString(),
    })),
    created_at: order.createdAt.toISOString(),
  };
}
