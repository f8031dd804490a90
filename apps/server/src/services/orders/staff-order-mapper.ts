import {
  nextOrderMoves,
  toRupees,
  type OrderStatus,
  type PackingSlip,
  type StaffOrderDetail,
  type StaffOrderSummary,
} from '@kesariya/shared';
import type { orderItems, users } from '../../db/schema';
import {
  orderFacts,
  toHistoryEntry,
  toOrderDetail,
  toOrderRefund,
  type OrderParts,
  type OrderRules,
} from './order-mapper';
import type { OrderRow } from '../../db/rows';

type CustomerRow = Pick<
  typeof users.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'email' | 'phone'
>;

export const fullName = (user: Pick<CustomerRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

function toCustomer(user: CustomerRow): StaffOrderSummary['customer'] {
  return { name: fullName(user), email: user.email, phone: user.phone };
}

export function toStaffOrderSummary(
  order: OrderRow,
  user: CustomerRow,
  itemCount: number,
): StaffOrderSummary {
  return {
    sale_id: order.saleId,
    status: order.status,
    payment_method: order.paymentMethod,
    delivery_option: order.deliveryOption,
    total: toRupees(order.totalPaise),
    item_count: itemCount,
    customer: toCustomer(user),
    created_at: order.createdAt.toISOString(),
  };
}

/** Who made a change, for people: a member of staff by name, the others by what they are. */
export function actorName(actor: string, staffNames: ReadonlyMap<number, string>): string {
  if (actor.startsWith('staff:'))
    return staffNames.get(Number(actor.slice('staff:'.length))) ?? 'A former member of staff';
  if (actor === 'shopper') return 'Shopper';
  if (actor === 'payment') return 'Payment provider';
  return 'System';
}

/** What the staff detail adds to the shopper's: names of who acted, the invoice, the cash taken. */
export interface StaffOrderExtras {
  staffNames: ReadonlyMap<number, string>;
  invoiceNumber: string | null;
}

/** The order as staff see it: who made each change, and the refunds by id (a failed one is retried). */
export function toStaffOrderDetail(
  order: OrderRow,
  user: CustomerRow,
  parts: OrderParts,
  rules: OrderRules,
  extras: StaffOrderExtras,
): StaffOrderDetail {
  const { payment } = parts;
  return {
    ...toOrderDetail(order, parts, rules),
    customer: { ...toCustomer(user), id: user.id },
    next_moves: nextOrderMoves(orderFacts(order, payment), 'staff'),
    status_history: parts.history.map((row) => ({
      ...toHistoryEntry(row),
      actor: row.actor,
      by: actorName(row.actor, extras.staffNames),
    })),
    refunds: parts.refunds.map((row) => ({ ...toOrderRefund(row), id: row.id })),
    invoice_number: extras.invoiceNumber,
    cod_collection:
      payment?.collectedAt && payment.collectedPaise !== null
        ? {
            amount: toRupees(payment.collectedPaise),
            by: actorName(`staff:${payment.collectedBy ?? 0}`, extras.staffNames),
            at: payment.collectedAt.toISOString(),
          }
        : null,
  };
}

type SlipLine = Pick<typeof orderItems.$inferSelect, 'sku' | 'productName' | 'size' | 'qty'>;

/** What the packer needs: the lines to pick, where they go, and any cash the courier takes. */
export function toPackingSlip(
  order: OrderRow & { status: OrderStatus },
  user: CustomerRow,
  lines: SlipLine[],
  store: PackingSlip['store'],
): PackingSlip {
  const due = order.totalPaise - order.walletUsedPaise;
  return {
    sale_id: order.saleId,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    delivery_option: order.deliveryOption,
    payment_method: order.paymentMethod,
    cash_to_collect: order.paymentMethod === 'Cash on Delivery' && due > 0 ? toRupees(due) : null,
    ship_to: order.deliveryOption === 'pickup' ? null : (order.addressSnapshot ?? null),
    customer: {
      name: order.addressSnapshot?.name || fullName(user),
      phone: order.addressSnapshot?.phone || user.phone,
    },
    items: lines.map((line) => ({
      sku: line.sku,
      name: line.productName,
      size: line.size,
      qty: line.qty,
    })),
    item_count: lines.reduce((sum, line) => sum + line.qty, 0),
    store,
  };
}
