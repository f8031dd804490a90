import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { formatMoney, ORDER_LIFE, toRupees } from '@kesariya/shared';
import { messagesOf, type ServiceContext } from '../context';
import { orderItems, users } from '../../db/schema';
import type { OrderRow } from '../../db/rows';
import type { StoreDetails } from '../settings/store-details';

export interface OrderNotifiers {
  log: FastifyBaseLogger;
}

/** What one message tells the shopper: the e-mail's subject and lines, and the SMS. */
interface ShopperMessage {
  subject: string;
  lines: string[];
  sms: string;
}

/**
 * Queues the e-mail and the SMS that tell the order's shopper of a change, in the transaction
 * `ctx.db` belongs to, so they go out once the change has committed and never for a change that
 * rolled back (docs/decisions/platform-and-security.md, Work that is never lost). They name the
 * store as its details stand when the change is made.
 */
async function tellShopper(
  ctx: ServiceContext,
  order: OrderRow,
  compose: (store: StoreDetails) => Promise<ShopperMessage> | ShopperMessage,
): Promise<void> {
  const messages = messagesOf(ctx);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, order.userId)).limit(1);
  if (!user) return;
  const message = await compose(await messages.store(ctx.db));
  if (user.email)
    await messages.queue(ctx.db, {
      channel: 'email',
      to: user.email,
      subject: message.subject,
      text: [`Namaste ${user.firstName || 'there'},`, '', ...message.lines].join('\n'),
      about: order.saleId,
    });
  if (user.phone && messages.textsBySms)
    await messages.queue(ctx.db, {
      channel: 'sms',
      to: user.phone,
      text: message.sms,
      about: order.saleId,
    });
}

/** The order confirmation by e-mail and SMS, queued with the change that placed or paid it. */
export async function queueOrderConfirmation(ctx: ServiceContext, order: OrderRow): Promise<void> {
  await tellShopper(ctx, order, async (store) => {
    const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const total = formatMoney(toRupees(order.totalPaise));
    const how =
      order.paymentMethod === 'Cash on Delivery'
        ? `Please keep ${formatMoney(toRupees(order.totalPaise - order.walletUsedPaise))} ready for Cash on Delivery.`
        : 'Payment received, thank you.';
    const where =
      order.deliveryOption === 'pickup'
        ? `We will tell you when it is ready for pickup at ${ourStore(store)}.`
        : 'We will tell you when it is shipped.';
    return {
      subject: `Your ${store.storeName} order ${order.saleId} is confirmed`,
      lines: [
        `Thank you for shopping with ${store.storeName}. Your order ${order.saleId} is confirmed.`,
        '',
        ...items.map(
          (item) =>
            `- ${item.productName} (size ${item.size}) x ${item.qty}: ${formatMoney(toRupees(item.lineTotalPaise))}`,
        ),
        '',
        `Total: ${total}`,
        how,
        where,
      ],
      sms: `${store.storeName}: your order ${order.saleId} of ${total} is confirmed. ${where}`,
    };
  });
}

/**
 * A cash-on-delivery order's request for the shopper's confirmation, with its one-tap link, queued
 * with the change that placed it. It takes the place of the order confirmation: the order is not
 * confirmed until they tap (or staff confirm after a call).
 */
export async function queueCodConfirmationRequest(
  ctx: ServiceContext,
  order: OrderRow,
  confirm: { link: string; hours: number },
): Promise<void> {
  await tellShopper(ctx, order, async (store) => {
    const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const total = formatMoney(toRupees(order.totalPaise));
    const due = formatMoney(toRupees(order.totalPaise - order.walletUsedPaise));
    const deadline = `An order not confirmed within ${confirm.hours} hours is cancelled.`;
    return {
      subject: `Please confirm your ${store.storeName} order ${order.saleId}`,
      lines: [
        `Thank you for shopping with ${store.storeName}. Please confirm your cash-on-delivery order ${order.saleId} with one tap:`,
        '',
        confirm.link,
        '',
        ...items.map(
          (item) =>
            `- ${item.productName} (size ${item.size}) x ${item.qty}: ${formatMoney(toRupees(item.lineTotalPaise))}`,
        ),
        '',
        `Total: ${total}, to pay on delivery: ${due}.`,
        `We pack your order once you have confirmed it. ${deadline}`,
      ],
      sms: `${store.storeName}: please confirm your cash-on-delivery order ${order.saleId} of ${total}: ${confirm.link} ${deadline}`,
    };
  });
}

/** The shop a pickup order is collected from, as a message says it: "our Pune store". */
function ourStore(store: StoreDetails): string {
  return store.city ? `our ${store.city} store` : 'our store';
}

/** Where refunded money went, as the shopper reads it. */
export function refundSentence(
  refund: { walletPaise: number; originalPaise: number },
  store: StoreDetails,
): string {
  const parts: string[] = [];
  if (refund.walletPaise > 0)
    parts.push(
      `${formatMoney(toRupees(refund.walletPaise))} is back in your ${store.storeName} wallet`,
    );
  if (refund.originalPaise > 0)
    parts.push(
      `a refund of ${formatMoney(toRupees(refund.originalPaise))} to your original payment method will reach you in 5-7 working days`,
    );
  if (parts.length === 0) return 'Nothing was paid, so there is nothing to refund.';
  const sentence = `${parts.join(', and ')}.`;
  return sentence[0]!.toUpperCase() + sentence.slice(1);
}

/** How a status reads in a message about the order (pickup orders are collected, not shipped). */
function statusNews(order: OrderRow, store: StoreDetails): string {
  const pickup = order.deliveryOption === 'pickup';
  switch (order.status) {
    case 'confirmed':
      return 'has been confirmed by our team and is being prepared.';
    case 'packed':
      return pickup
        ? `is packed and ready for pickup at ${ourStore(store)}.`
        : 'is packed and will be shipped soon.';
    case 'shipped':
      return `has been shipped with ${order.carrier ?? 'our courier'}, tracking number ${order.trackingNumber ?? '-'}.${order.trackingUrl ? ` Follow it at ${order.trackingUrl}` : ''}`;
    case 'out_for_delivery':
      return 'is out for delivery today.';
    case 'delivered':
      return pickup ? 'has been collected. Thank you!' : 'has been delivered. Thank you!';
    default:
      // In the words the order's timeline uses (the order life cycle).
      return `is now marked "${ORDER_LIFE[order.status].shopper.label}". ${ORDER_LIFE[order.status].shopper.news}`;
  }
}

/** A staff move of the order (confirmed, packed, shipped, out for delivery, delivered). */
export async function queueStatusUpdate(ctx: ServiceContext, order: OrderRow): Promise<void> {
  await tellShopper(ctx, order, (store) => {
    const news = `Your order ${order.saleId} ${statusNews(order, store)}`;
    return {
      subject: `${store.storeName} order ${order.saleId}: ${order.status.replaceAll('_', ' ')}`,
      lines: [news],
      sms: `${store.storeName}: ${news}`,
    };
  });
}

/** A cancellation, by the shopper or the store, and where the money went. */
export async function queueCancellation(
  ctx: ServiceContext,
  order: OrderRow,
  refund: { walletPaise: number; originalPaise: number },
): Promise<void> {
  await tellShopper(ctx, order, (store) => {
    const money = refundSentence(refund, store);
    return {
      subject: `Your ${store.storeName} order ${order.saleId} is cancelled`,
      lines: [
        `Your order ${order.saleId} has been cancelled.`,
        ...(order.cancelReason ? [`Reason: ${order.cancelReason}`] : []),
        '',
        money,
      ],
      sms: `${store.storeName}: your order ${order.saleId} is cancelled. ${money}`,
    };
  });
}

/**
 * A failed delivery attempt, with the link that asks for another attempt or the parcel back
 * without logging in (docs/decisions/after-dispatch.md, Failed deliveries); queued with the move.
 */
export async function queueFailedDeliveryNotice(
  ctx: ServiceContext,
  order: OrderRow,
  failure: { attempt: number; reason: string | null; link: string; hours: number },
): Promise<void> {
  await tellShopper(ctx, order, (store) => {
    const why = failure.reason ? ` (the courier says: ${failure.reason})` : '';
    const ask = `Choose a day for another attempt, or ask us to take the parcel back: ${failure.link}`;
    return {
      subject: `${store.storeName} order ${order.saleId}: delivery attempt ${failure.attempt} failed`,
      lines: [
        `The courier could not deliver your order ${order.saleId} today${why}.`,
        '',
        ask,
        '',
        `The link works for ${failure.hours} hours; after that the courier may return the parcel to us.`,
      ],
      sms: `${store.storeName}: we could not deliver your order ${order.saleId}${why}. ${ask}`,
    };
  });
}

/** Staff arranged another delivery attempt on a day: the shopper knows when to be in. */
export async function queueReattemptArranged(
  ctx: ServiceContext,
  order: OrderRow,
  day: string,
): Promise<void> {
  await tellShopper(ctx, order, (store) => {
    const news = `We have asked the courier to deliver your order ${order.saleId} again on ${day}.`;
    return {
      subject: `${store.storeName} order ${order.saleId}: another delivery attempt on ${day}`,
      lines: [news, 'Please keep your phone at hand; the courier may call before coming.'],
      sms: `${store.storeName}: ${news}`,
    };
  });
}

/** The parcel is back at the store undelivered, and where the money went. */
export async function queueReturnedToStore(
  ctx: ServiceContext,
  order: OrderRow,
  refund: { walletPaise: number; originalPaise: number },
): Promise<void> {
  await tellShopper(ctx, order, (store) => {
    const money = refundSentence(refund, store);
    return {
      subject: `${store.storeName} order ${order.saleId} is back at our store`,
      lines: [
        `Your order ${order.saleId} could not be delivered and has come back to our store, so we have closed it.`,
        '',
        money,
      ],
      sms: `${store.storeName}: your order ${order.saleId} could not be delivered and is back with us. ${money}`,
    };
  });
}
