import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { formatMoney, toRupees } from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { orderItems, users } from '../../db/schema';
import type { Mailer } from '../../notify/mailer';
import type { SmsProvider } from '../../notify/sms-provider';
import type { OrderRow } from './place-order';

export interface OrderNotifiers {
  mailer: Mailer;
  sms: SmsProvider;
  log: FastifyBaseLogger;
}

/**
 * The order confirmation by e-mail and SMS (docs/decisions.md, Orders and stock). Sent after the order's transaction committed;
 * a provider failure is logged and never undoes or fails the order.
 */
export async function sendOrderConfirmation(
  ctx: ServiceContext,
  notifiers: OrderNotifiers,
  order: OrderRow,
): Promise<void> {
  try {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, order.userId)).limit(1);
    if (!user) return;
    const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const total = formatMoney(toRupees(order.totalPaise));
    const how =
      order.paymentMethod === 'Cash on Delivery'
        ? `Please keep ${formatMoney(toRupees(order.totalPaise - order.walletUsedPaise))} ready for Cash on Delivery.`
        : 'Payment received, thank you.';
    const where =
      order.deliveryOption === 'pickup'
        ? 'We will tell you when it is ready for pickup at our Pune store.'
        : 'We will tell you when it is shipped.';
    if (user.email) {
      const lines = items.map(
        (item) =>
          `- ${item.productName} (size ${item.size}) x ${item.qty}: ${formatMoney(toRupees(item.lineTotalPaise))}`,
      );
      await notifiers.mailer.send({
        to: user.email,
        subject: `Your Kesariya order ${order.saleId} is confirmed`,
        text: [
          `Namaste ${user.firstName || 'there'},`,
          '',
          `Thank you for shopping with Kesariya. Your order ${order.saleId} is confirmed.`,
          '',
          ...lines,
          '',
          `Total: ${total}`,
          how,
          where,
        ].join('\n'),
      });
    }
    if (user.phone && notifiers.sms.sendText) {
      await notifiers.sms.sendText(
        user.phone,
        `Kesariya: your order ${order.saleId} of ${total} is confirmed. ${where}`,
      );
    }
  } catch (error) {
    notifiers.log.error(
      { err: error, saleId: order.saleId },
      'order confirmation could not be sent',
    );
  }
}
