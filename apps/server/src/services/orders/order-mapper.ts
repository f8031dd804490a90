import {
  deliveryRetryDates,
  nextOrderMoves,
  toRupees,
  type FailedDelivery,
  type OrderFacts,
  type OrderDetail,
  type OrderHistoryEntry,
  type OrderItem,
  type OrderRefund,
  type OrderTotals,
  type PaymentSession,
  type PlacedOrder,
} from '@kesariya/shared';
import type { orderItems, orderStatusHistory, payments, refunds } from '../../db/schema';
import { productImage } from '../../media/urls';
import { returnDeadline } from '../returns/return-window';
import type { DeliveryFailureRow, OrderRow } from '../../db/rows';

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
    prepaid_saving: toRupees(order.prepaidSavingPaise),
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
type RefundRow = typeof refunds.$inferSelect;

/** What an order's detail is built from, besides the order row. */
export interface OrderParts {
  items: ItemRow[];
  history: HistoryRow[];
  payment: PaymentRow | null;
  refunds: RefundRow[];
  /** The open failed attempt, while the order is delivery_failed. */
  failure: DeliveryFailureRow | null;
}

/** Rules of the store an order's detail depends on. */
export interface OrderRules {
  /** Days after delivery in which items may be returned (RETURN_WINDOW_DAYS). */
  returnWindowDays: number;
}

/** What an order's moves depend on (docs/decisions/orders-and-payments.md, Order statuses). */
export function orderFacts(
  order: Pick<OrderRow, 'status' | 'deliveryOption' | 'paymentMethod'> &
    Partial<Pick<OrderRow, 'courierTracked'>>,
  payment?: Pick<PaymentRow, 'collectedAt' | 'collectedPaise'> | null,
): OrderFacts {
  return {
    status: order.status,
    delivery_option: order.deliveryOption,
    payment_method: order.paymentMethod,
    cod_collected: Boolean(payment?.collectedAt && payment.collectedPaise !== null),
    courier_tracked: order.courierTracked ?? false,
  };
}

/** A failed attempt as its shopper sees it, with the days another attempt may be asked for. */
export function toFailedDelivery(row: DeliveryFailureRow, now = Date.now()): FailedDelivery {
  return {
    attempt: row.attempt,
    reason: row.reason,
    failed_at: row.failedAt.toISOString(),
    request:
      row.shopperAction && row.shopperAt
        ? { action: row.shopperAction, date: row.shopperDate, at: row.shopperAt.toISOString() }
        : null,
    dates: deliveryRetryDates(now),
  };
}

/** A step of the timeline as the shopper sees it: who made it stays with the staff. */
export function toHistoryEntry(row: HistoryRow): OrderHistoryEntry {
  return { status: row.status, note: row.note, at: row.createdAt.toISOString() };
}

export function toOrderRefund(row: RefundRow): OrderRefund {
  return {
    amount: toRupees(row.amountPaise),
    to: row.to,
    status: row.status,
    at: row.createdAt.toISOString(),
  };
}

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

export function toOrderDetail(order: OrderRow, parts: OrderParts, rules: OrderRules): OrderDetail {
  const { items, history, payment } = parts;
  const shopperMoves = nextOrderMoves(orderFacts(order, payment), 'shopper');
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
    status_history: history.map(toHistoryEntry),
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    tracking_url: order.trackingUrl,
    next_moves: shopperMoves,
    can_cancel: shopperMoves.includes('cancelled'),
    can_return_until:
      order.status === 'delivered' && order.deliveredAt
        ? returnDeadline(order.deliveredAt, rules.returnWindowDays).toISOString()
        : null,
    refunds: parts.refunds.map(toOrderRefund),
    failed_delivery:
      order.status === 'delivery_failed' && parts.failure ? toFailedDelivery(parts.failure) : null,
    created_at: order.createdAt.toISOString(),
  };
}
