import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  deliveryRetryDates,
  mayMoveOrder,
  NDR_ORDER_STATUSES,
  ORDER_LIFE,
  retryDayLabel,
  toRupees,
  type NdrAction,
  type NdrCase,
} from '@kesariya/shared';
import type { NdrActionSteps } from '../../jobs/ndr-actions';
import { deliveryFailures, orders, orderStatusHistory, shipments, users } from '../../db/schema';
import type { DeliveryFailureRow, OrderRow } from '../../db/rows';
import { refuse, type Refusal } from '../../errors';
import { Rollback } from '../../lib/rollback';
import type { ServiceContext } from '../context';
import { recordChange, type AuditActor } from '../audit/audit-log';
import { unofferedRetryDay } from '../orders/delivery-retry';
import { writeMove } from '../orders/move-order';
import { queueReattemptArranged } from '../orders/notify-order';
import { orderFacts } from '../orders/order-mapper';
import { latestFailure } from './failed-delivery';

/**
 * The NDR desk (docs/decisions/after-dispatch.md, Failed deliveries): the orders waiting on a
 * failed delivery, and staff's choice for each, another attempt on a day or return to origin.
 */

function toNdrCase(
  row: {
    order: OrderRow;
    failure: DeliveryFailureRow;
    shipment: typeof shipments.$inferSelect | null;
  },
  staffName: string | null,
  now: number,
): NdrCase {
  const { order, failure, shipment } = row;
  const address = order.addressSnapshot;
  return {
    sale_id: order.saleId,
    customer: { name: address?.name ?? '', phone: address?.phone ?? '' },
    payment_method: order.paymentMethod,
    total: toRupees(order.totalPaise),
    provider: order.courierTracked ? 'shiprocket' : 'manual',
    courier: shipment?.courier ?? order.carrier,
    awb: shipment?.awb ?? order.trackingNumber,
    attempts: failure.attempt,
    reason: failure.reason,
    failed_at: failure.failedAt.toISOString(),
    shopper_request:
      failure.shopperAction && failure.shopperAt
        ? {
            action: failure.shopperAction,
            date: failure.shopperDate,
            at: failure.shopperAt.toISOString(),
          }
        : null,
    staff_action:
      failure.staffAction && failure.staffAt
        ? {
            action: failure.staffAction,
            date: failure.staffDate,
            note: failure.staffNote ?? '',
            at: failure.staffAt.toISOString(),
            by: staffName ?? 'Staff',
            courier_call: failure.courierCall,
            courier_failure: failure.courierFailure,
          }
        : null,
    dates: deliveryRetryDates(now),
  };
}

/** GET admin/shipment/ndr: every order in delivery_failed with its newest failed attempt, oldest first. */
export async function listNdrCases(ctx: ServiceContext, now = Date.now()): Promise<NdrCase[]> {
  const newest = sql`(select max(${deliveryFailures.attempt}) from ${deliveryFailures} where ${deliveryFailures.orderId} = ${orders.id})`;
  const rows = await ctx.db
    .select({
      order: orders,
      failure: deliveryFailures,
      shipment: shipments,
      staffFirst: users.firstName,
      staffLast: users.lastName,
    })
    .from(orders)
    .innerJoin(
      deliveryFailures,
      and(eq(deliveryFailures.orderId, orders.id), eq(deliveryFailures.attempt, newest)),
    )
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .leftJoin(users, eq(users.id, deliveryFailures.staffId))
    .where(inArray(orders.status, [...NDR_ORDER_STATUSES]))
    .orderBy(asc(deliveryFailures.failedAt), asc(orders.id));
  return rows.map((row) =>
    toNdrCase(
      row,
      row.staffFirst === null ? null : `${row.staffFirst} ${row.staffLast ?? ''}`.trim(),
      now,
    ),
  );
}

export interface NdrChoice {
  saleId: string;
  action: NdrAction;
  /** YYYY-MM-DD, for another attempt. */
  date: string;
  note: string;
  staff: AuditActor;
}

const actionWords = (action: NdrAction, date: string | null) =>
  action === 'rto' ? 'return to origin' : `another attempt on ${retryDayLabel(date ?? '')}`;

/**
 * Staff's choice for an order's failed delivery, once per failed attempt, in one transaction with
 * its audit entry and a line in the order's timeline. With a courier API the choice is queued for
 * the courier (the order moves when its tracking says so); with manual shipping return to origin
 * moves the order to rto_in_transit at once, and another attempt leaves it delivery_failed with the
 * day recorded, until staff move it on when the courier is out again.
 */
export async function actOnNdr(
  ctx: ServiceContext & { steps: NdrActionSteps },
  choice: NdrChoice,
  now = new Date(),
): Promise<{ order: OrderRow; failure: DeliveryFailureRow } | Refusal> {
  const dayRefused = unofferedRetryDay(choice, now);
  if (dayRefused) return dayRefused;
  try {
    return await ctx.db.transaction(async (db) => {
      const tx: ServiceContext = { db, messages: ctx.messages };
      const [order] = await db
        .select()
        .from(orders)
        .where(eq(orders.saleId, choice.saleId))
        .for('update');
      if (!order) throw new Rollback(refuse('not_found', 'Order not found', 'saleId'));
      if (order.status !== 'delivery_failed')
        throw new Rollback(
          refuse(
            'conflict',
            `The order is ${ORDER_LIFE[order.status].staff.label.toLowerCase()}; only an order whose delivery failed is acted on here`,
          ),
        );
      const open = await latestFailure(tx, order.id, true);
      if (!open)
        throw new Rollback(refuse('conflict', 'This order has no failed attempt recorded'));
      if (open.staffAction)
        throw new Rollback(
          refuse(
            'conflict',
            `Attempt ${open.attempt} was already acted on: ${actionWords(open.staffAction, open.staffDate)}`,
          ),
        );
      const date = choice.action === 'reattempt' ? choice.date : null;
      const [shipment] = await db.select().from(shipments).where(eq(shipments.orderId, order.id));
      const toCourier = order.courierTracked && Boolean(shipment?.awb);
      const [failure] = await db
        .update(deliveryFailures)
        .set({
          staffAction: choice.action,
          staffDate: date,
          staffNote: choice.note,
          staffId: choice.staff.id,
          staffAt: now,
          courierCall: toCourier ? 'queued' : null,
        })
        .where(eq(deliveryFailures.id, open.id))
        .returning();
      const words = actionWords(choice.action, date);
      const note = `${words[0]!.toUpperCase()}${words.slice(1)}${choice.note ? `: ${choice.note}` : ''}`;
      let after = order;
      if (toCourier) {
        await db.insert(orderStatusHistory).values({
          orderId: order.id,
          status: order.status,
          note,
          actor: `staff:${choice.staff.id}`,
          createdAt: now,
        });
        await ctx.steps.queue(db, open.id);
      } else if (choice.action === 'rto') {
        if (!mayMoveOrder(orderFacts(order), 'staff', 'rto_in_transit'))
          throw new Rollback(refuse('conflict', 'This order cannot be returned to origin now'));
        const moved = await writeMove(
          tx,
          order,
          { status: 'rto_in_transit', note, actor: `staff:${choice.staff.id}` },
          now,
        );
        if (!moved)
          throw new Rollback(refuse('conflict', 'This order changed meanwhile; reload it'));
        after = moved.order;
      } else {
        await db.insert(orderStatusHistory).values({
          orderId: order.id,
          status: order.status,
          note,
          actor: `staff:${choice.staff.id}`,
          createdAt: now,
        });
      }
      if (date) await queueReattemptArranged(tx, order, retryDayLabel(date));
      await recordChange(tx, choice.staff, {
        action: `order.ndr_${choice.action}`,
        targetType: 'order',
        targetId: order.saleId,
        before: { status: order.status, attempt: open.attempt, staff_action: null },
        after: {
          status: after.status,
          attempt: open.attempt,
          staff_action: choice.action,
          date,
          note: choice.note,
        },
      });
      return { order: after, failure: failure! };
    });
  } catch (error) {
    if (error instanceof Rollback) return error.refusal;
    throw error;
  }
}
