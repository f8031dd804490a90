import { and, desc, eq, sql } from 'drizzle-orm';
import type { PaymentSession } from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { payments, users } from '../../db/schema';
import type { PaymentProvider } from '../../payments/provider';
import type { OrderRow } from '../../db/rows';
import type { StoreDetails } from '../settings/store-details';

/** The colour of the provider's checkout window; its name and words are the store's. */
export const CHECKOUT_THEME_COLOR = '#c2410c';

/**
 * What the client needs to take the online payment of a pending order, or of a cash-on-delivery
 * order paid online instead (`amountPaise`: its cash less the prepaid saving). Called after the
 * order's transaction has committed (no stock rows are locked while the provider is called). A
 * repeated call for the same amount reuses the provider order already created, so a retried submit
 * opens the same payment.
 */
export async function ensurePaymentSession(
  ctx: ServiceContext,
  provider: PaymentProvider,
  order: OrderRow,
  store: StoreDetails,
  amountPaise = order.totalPaise - order.walletUsedPaise,
): Promise<PaymentSession> {
  // Retries of one submit arrive together: under a lock per order, only the first creates the
  // provider order and the others find it. No stock row is locked meanwhile.
  const providerOrderId = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-session:${order.id}`}))`);
    const [existing] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.provider, provider.name),
          eq(payments.status, 'created'),
          eq(payments.amountPaise, amountPaise),
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    if (existing?.providerOrderId) return existing.providerOrderId;
    const created = await provider.createOrder({
      amountPaise,
      receipt: order.saleId,
      notes: { sale_id: order.saleId },
    });
    await tx.insert(payments).values({
      orderId: order.id,
      provider: provider.name,
      providerOrderId: created.id,
      amountPaise,
      status: 'created',
      raw: created.raw,
    });
    return created.id;
  });
  const [user] = await ctx.db.select().from(users).where(eq(users.id, order.userId)).limit(1);
  return {
    provider: provider.name,
    key_id: provider.keyId,
    provider_order_id: providerOrderId,
    amount: amountPaise,
    currency: 'INR',
    sale_id: order.saleId,
    name: store.storeName,
    description: `Order ${order.saleId}`,
    theme_color: CHECKOUT_THEME_COLOR,
    prefill: {
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      contact: user?.phone ? `+91${user.phone}` : '',
    },
  };
}

/** The payment row an online provider's order id belongs to (verify call and webhooks). */
export async function findPaymentByProviderOrder(
  ctx: ServiceContext,
  provider: string,
  providerOrderId: string,
) {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider as 'razorpay' | 'test'),
        eq(payments.providerOrderId, providerOrderId),
      ),
    )
    .limit(1);
  return row ?? null;
}
