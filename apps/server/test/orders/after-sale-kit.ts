/**
 * Orders after the sale: placed (and paid at the test gateway) through the checkout kit, cancelled
 * by their shopper, moved by staff; and the check every wallet test makes after every operation.
 */
import type { FastifyInstance } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import type { CancelledOrder, StaffOrderDetail } from '@kesariya/shared';
import { expect } from 'vitest';
import { users, walletLedger } from '../../src/db/schema';
import type { Config } from '../../src/config';
import { stockedSizes, type Shopper, type StockedSize } from '../cart/shopper-kit';
import { addToCart, place, readyShopper } from '../checkout/checkout-kit';
import { buildTestApp } from '../helpers/build-app';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminClient, type Client } from '../media/admin-kit';

/**
 * The app with its admin account and an admin signed in, and sizes priced from `minRupees` up to
 * `maxRupees`, a new one for each call of `fresh`, so tests never share stock.
 */
export async function afterSaleApp(
  prices: { minRupees: number; maxRupees: number },
  overrides: Partial<Config> = {},
) {
  const app = await buildTestApp({
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    ...overrides,
  });
  const admin = await adminClient(app);
  const pool = (await stockedSizes(app, 400, 0, 3)).filter(
    (s) => s.pricePaise >= prices.minRupees * 100 && s.pricePaise < prices.maxRupees * 100,
  );
  let next = 0;
  return { app, admin, fresh: (): StockedSize => pool[next++]! };
}

/** The balance is the ledger's sum, and the newest row's balance after is the balance. */
export async function expectWalletConsistent(app: FastifyInstance, userId: number): Promise<void> {
  const [user] = await app.db
    .select({ balance: users.walletBalancePaise })
    .from(users)
    .where(eq(users.id, userId));
  const [ledger] = await app.db
    .select({ sum: sql<string | number>`coalesce(sum(${walletLedger.amountPaise}), 0)` })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  const [latest] = await app.db
    .select({ after: walletLedger.balanceAfterPaise })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.id))
    .limit(1);
  expect(Number(ledger!.sum)).toBe(user!.balance);
  expect(latest?.after ?? 0).toBe(user!.balance);
}

export async function walletBalancePaise(app: FastifyInstance, userId: number): Promise<number> {
  const [user] = await app.db
    .select({ balance: users.walletBalancePaise })
    .from(users)
    .where(eq(users.id, userId));
  return user!.balance;
}

export interface PlacedFor {
  user: Shopper;
  saleId: string;
  addressId: number;
}

/**
 * A shopper's order of `qty` of a size: cash on delivery (`confirm: true` confirms it as the
 * shopper does from the link of its message; else it waits for that), or online and paid at the test
 * gateway (`pay: false` leaves it awaiting payment); `walletPaise` is credited first and spent on it.
 */
export async function orderFor(
  app: FastifyInstance,
  size: StockedSize,
  options: {
    qty?: number;
    online?: boolean;
    pay?: boolean;
    confirm?: boolean;
    walletPaise?: number;
    pickup?: boolean;
    coupon?: string;
    /** More lines of the same order. */
    more?: { size: StockedSize; qty: number }[];
  } = {},
): Promise<PlacedFor> {
  const { user, addressId } = await readyShopper(app, size, {
    qty: options.qty ?? 1,
    walletPaise: options.walletPaise,
  });
  for (const line of options.more ?? []) await addToCart(user, line.size, line.qty);
  const placed = await place(user, {
    address_id: addressId,
    payment_method: options.online ? 'Online Payment' : 'Cash on Delivery',
    delivery_option: options.pickup ? 'pickup' : 'delivery',
    use_wallet: Boolean(options.walletPaise),
    ...(options.coupon ? { coupon_code: options.coupon } : {}),
  });
  if (placed.status !== 201) throw new Error(`place: ${placed.body.message}`);
  const saleId = placed.body.data.sale_id;
  if (placed.body.data.status === 'pending_payment' && options.pay !== false) {
    const paid = await user.call('POST', `website/checkout/test-gateway/${saleId}`, {
      form: { outcome: 'success' },
    });
    if (paid.status !== 200) throw new Error(`pay: ${paid.body.message}`);
  }
  if (placed.body.data.payment_method === 'Cash on Delivery' && options.confirm) {
    const confirmed = await user.call('POST', 'website/order/cod-confirm', {
      form: { sale_id: saleId },
    });
    if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.body.message}`);
  }
  return { user, saleId, addressId };
}

export function cancel(user: Shopper, saleId: string, reason = 'Ordered the wrong size') {
  return user.call<CancelledOrder>('POST', `website/order/cancel/${saleId}`, { form: { reason } });
}

export function staffMove(
  admin: Client,
  saleId: string,
  fields: { status: string; carrier?: string; tracking_number?: string; note?: string },
) {
  return admin.request<StaffOrderDetail>('POST', `/api/admin/order/status/${saleId}`, {
    json: fields,
  });
}

export const SHIPPING = { carrier: 'Delhivery', tracking_number: 'DLV123456789IN' };
