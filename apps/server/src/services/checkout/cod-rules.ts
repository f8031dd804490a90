import { and, count, eq, inArray } from 'drizzle-orm';
import { formatMoney, isIndia, toRupees } from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { codBlockedPincodes, orders, type AddressSnapshot } from '../../db/schema';
import type { StoreRules } from '../settings/store-rules';
import { getPaymentOptions } from './payment-options';

/**
 * Where a cash-on-delivery parcel that was refused at the door ends: on its way back to the store,
 * or back there. Either way the shopper did not take it.
 */
const REFUSED_AT_THE_DOOR = ['rto_in_transit', 'rto_delivered'] as const;

/** What the cash-on-delivery rules look at: who orders, where it goes, and the order's total. */
export interface CodQuestion {
  userId: number;
  deliveryOption: 'delivery' | 'pickup';
  /** The delivery address; null while the checkout has none chosen (or for a pickup). */
  address: Pick<AddressSnapshot, 'country' | 'pincode'> | null;
  /** The order's total before the wallet: what the band is about. */
  totalPaise: number;
}

export type CodRules = Pick<StoreRules, 'codMinPaise' | 'codLimitPaise' | 'codRefusalLimit'>;

/** The band's words: the owner may have set only the top, or both ends. */
function bandSentence(rules: CodRules): string {
  const top = formatMoney(toRupees(rules.codLimitPaise));
  return rules.codMinPaise > 0
    ? `Cash on Delivery is available for orders from ${formatMoney(toRupees(rules.codMinPaise))} to ${top}`
    : `Cash on Delivery is available for orders up to ${top}`;
}

/** How many of the shopper's cash-on-delivery parcels came back to the store, refused. */
export async function refusedCodOrders(ctx: ServiceContext, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ refused: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'Cash on Delivery'),
        inArray(orders.status, [...REFUSED_AT_THE_DOOR]),
      ),
    );
  return row?.refused ?? 0;
}

async function pincodeBlocked(ctx: ServiceContext, pincode: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ pincode: codBlockedPincodes.pincode })
    .from(codBlockedPincodes)
    .where(eq(codBlockedPincodes.pincode, pincode.trim()))
    .limit(1);
  return Boolean(row);
}

/**
 * Whether the store takes cash on delivery to a pincode whatever the order: its switch and the
 * pincodes where the owner turned it off. The product page's delivery check tells a shopper this
 * before there is a cart, so it never promises what the checkout would then refuse.
 */
export async function codOfferedTo(ctx: ServiceContext, pincode: string): Promise<boolean> {
  return (await getPaymentOptions(ctx)).codEnabled && !(await pincodeBlocked(ctx, pincode));
}

/**
 * Why this order may not be paid cash on delivery, in the words the checkout shows and the order
 * call refuses with, or null when it may: the one place of each rule
 * (docs/decisions/after-dispatch.md, Cash on delivery). The store's switch, India only, the owner's
 * order-value band, the pincodes where the owner switched it off, and the account's parcels refused
 * at the door.
 */
export async function codRefusal(
  ctx: ServiceContext,
  question: CodQuestion,
  rules: CodRules,
): Promise<string | null> {
  const { address } = question;
  if (!(await getPaymentOptions(ctx)).codEnabled)
    return 'Cash on Delivery is not available right now';
  if (address && !isIndia(address.country))
    return 'Cash on Delivery is available only for addresses in India';
  if (question.totalPaise < rules.codMinPaise || question.totalPaise > rules.codLimitPaise)
    return bandSentence(rules);
  if (
    question.deliveryOption === 'delivery' &&
    address &&
    (await pincodeBlocked(ctx, address.pincode))
  )
    return `Cash on Delivery is not available for delivery to pincode ${address.pincode.trim()}`;
  if (rules.codRefusalLimit > 0) {
    const refused = await refusedCodOrders(ctx, question.userId);
    if (refused >= rules.codRefusalLimit)
      return `Cash on Delivery is not available on your account, as ${refused} earlier cash-on-delivery ${refused === 1 ? 'order was' : 'orders were'} not accepted at delivery. Please pay online.`;
  }
  return null;
}
