import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { catalogueChanged, type StockChange } from '../../cache/catalogue-changes';
import type { ServiceContext } from '../context';
import { orderItems, payments, storeRules } from '../../db/schema';
import type { OrderRow } from '../../db/rows';
import type { PaymentProvider } from '../../payments/provider';
import { queueReturnedToStore } from './notify-order';
import { recordRefund, refundableBalance, sendRefund, type RecordedRefund } from './refund';
import { releaseStock } from './reserve-stock';

/** What the parcel's return did, for the work that waits for the commit. */
export interface ReturnedToStore {
  stock: StockChange;
  refund: RecordedRefund | null;
}

/** The owner's setting, read in the move's transaction: the original payment unless they say wallet. */
async function refundTarget(ctx: ServiceContext): Promise<'original' | 'wallet'> {
  const [row] = await ctx.db
    .select({ to: storeRules.rtoRefundTo })
    .from(storeRules)
    .where(eq(storeRules.id, 1));
  return row?.to ?? 'original';
}

/**
 * The parcel came back to the store undelivered (rto_delivered), in the move's transaction, so it
 * happens exactly once with the move (docs/decisions/after-dispatch.md, Failed deliveries): every
 * piece goes back to its size by delta (sales made meanwhile keep theirs), a cash-on-delivery
 * payment never collected is closed as failed (the order then counts among the account's parcels
 * refused at the door, services/checkout/cod-rules.ts), and whatever was paid (online, or from the
 * wallet) is refunded as the owner's setting says. The shopper is told where the money went.
 */
export async function closeReturnedOrder(
  ctx: ServiceContext,
  order: OrderRow,
  actor: string,
  now: Date,
): Promise<ReturnedToStore> {
  const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const stock = await releaseStock(ctx, items);
  await ctx.db
    .update(payments)
    .set({ status: 'failed', updatedAt: now })
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.provider, 'cod'),
        eq(payments.status, 'created'),
      ),
    );
  const amountPaise = await refundableBalance(ctx, order);
  let refund: RecordedRefund | null = null;
  if (amountPaise > 0) {
    const recorded = await recordRefund(ctx, order, {
      orderId: order.id,
      amountPaise,
      to: await refundTarget(ctx),
      actor,
    });
    // The balance was read in this transaction: a refusal here is a fault, not a shopper's error.
    if ('ok' in recorded) throw new Error(recorded.message);
    refund = recorded;
  }
  await queueReturnedToStore(ctx, order, {
    walletPaise: refund?.outcome.walletPaise ?? 0,
    originalPaise: refund?.outcome.originalPaise ?? 0,
  });
  return { stock, refund };
}

/** After the commit: the pieces are for sale again, and the online refund goes to the provider. */
export async function finishReturnedOrder(
  ctx: ServiceContext,
  provider: PaymentProvider,
  returned: ReturnedToStore,
  log?: FastifyBaseLogger,
): Promise<void> {
  catalogueChanged(ctx, returned.stock);
  if (returned.refund) await sendRefund(ctx, provider, returned.refund, log);
}
