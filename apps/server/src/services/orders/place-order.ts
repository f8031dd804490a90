import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { formatMoney, toRupees } from '@kesariya/shared';
import { catalogueChanged, type StockChange } from '../../cache/catalogue-changes';
import type { ServiceContext } from '../context';
import {
  couponRedemptions,
  orderItems,
  orders,
  orderStatusHistory,
  payments,
  users,
  type AddressSnapshot,
} from '../../db/schema';
import type { OrderRow } from '../../db/rows';
import { findOwnAddress, toAddressSnapshot } from '../addresses/addresses';
import { findCartId } from '../cart/cart-owner';
import { lineIssue, loadCartLines, type CartLineRow } from '../cart/cart-lines';
import { removeBoughtLines } from '../cart/cart';
import { computeTotals, type CommerceRules, type Totals } from '../cart/pricing';
import { evaluateCoupon, type CouponRow } from '../checkout/coupons';
import { codRefusal, type CodRules } from '../checkout/cod-rules';
import { getPaymentOptions } from '../checkout/payment-options';
import { prepaidSaving, type PrepaidRule } from '../checkout/prepaid-saving';
import { refuse, type Refusal } from '../../errors';
import { gstRateFor, type GstRateTable } from '../../lib/gst-rates';
import { Rollback } from '../../lib/rollback';
import { paymentWindowOf, releaseOrder } from './settle-order';
import { reserveStock } from './reserve-stock';
import { formatSaleId, nextOrderId } from './sale-id';
import { debitWallet } from '../wallet/ledger';
import { queueCodConfirmationRequest, queueOrderConfirmation } from './notify-order';
import { codConfirmLink, newConfirmToken } from './cod-confirmation';

type UserRow = typeof users.$inferSelect;

export interface PlaceOrderInput {
  userId: number;
  idempotencyKey: string;
  addressId: number | null;
  paymentMethod: 'Online Payment' | 'Cash on Delivery';
  deliveryOption: 'delivery' | 'pickup';
  couponCode: string | null;
  useWallet: boolean;
  /** Where the links in the order's messages point (PUBLIC_URL: lib/public-origin.ts). */
  linkOrigin: string;
}

export interface PlaceOrderRules extends CommerceRules, CodRules, PrepaidRule {
  gstRates: GstRateTable;
  /** How long a cash-on-delivery order waits for the shopper's confirmation. */
  codConfirmHours: number;
}

export type PlaceOrderResult = { ok: true; order: OrderRow; created: boolean } | Refusal;

// ------------------------------------------------------------------ steps

/**
 * Locks the shopper's row for the whole transaction: one user's checkouts run one at a time, so a
 * double submit finds the first order by its key, and coupon limits and the wallet cannot be spent twice.
 */
async function lockShopper(ctx: ServiceContext, userId: number): Promise<UserRow> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new Rollback(refuse('unauthenticated', 'Please log in to continue.'));
  return user;
}

async function findOrderByKey(
  ctx: ServiceContext,
  userId: number,
  key: string,
): Promise<OrderRow | null> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** What a keyed request asked for: a retry must ask for the same. */
export function requestFingerprint(input: PlaceOrderInput): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        input.addressId,
        input.paymentMethod,
        input.deliveryOption,
        input.couponCode,
        input.useWallet,
      ]),
    )
    .digest('hex');
}

const keyReused = () =>
  refuse(
    'unprocessable',
    'This Idempotency-Key was already used for a different order request. Use a new key for a new request.',
  );

/**
 * A shopper has at most one order waiting for its online payment: a new checkout cancels the
 * earlier one and gives its stock back (its provider order is left to expire unpaid), so abandoned
 * payments cannot hold stock. The shopper's row is locked, so this runs once per checkout. Answers
 * when the released orders' time to pay began: the new order's time runs on from there.
 */
async function releaseWaitingOrders(
  ctx: ServiceContext,
  userId: number,
): Promise<{ stock: StockChange[]; windowFrom: Date | null }> {
  const waiting = await ctx.db
    .select({ id: orders.id, windowFrom: paymentWindowOf })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment')));
  const stock: StockChange[] = [];
  let windowFrom: Date | null = null;
  for (const row of waiting) {
    const done = await releaseOrder(ctx, row.id, {
      status: 'cancelled',
      note: 'Replaced by a newer order before it was paid',
    });
    if (!done) continue;
    stock.push(done.stock);
    const from = new Date(row.windowFrom);
    if (!windowFrom || from < windowFrom) windowFrom = from;
  }
  return { stock, windowFrom };
}

/**
 * How much one shopper's orders may hold that are neither paid nor confirmed: stock reserved by
 * orders that may never be paid for, or refused at the door, is stock no one else can buy
 * (docs/decisions/orders-and-payments.md, Orders and stock).
 */
export const HELD_ORDER_LIMITS = {
  openCodOrders: 3,
  pieces: 20,
  valuePaise: 100_000_00,
};

/** The shopper's orders that hold stock unpaid: cash on delivery not yet confirmed by the store. */
async function heldOrders(
  ctx: ServiceContext,
  userId: number,
): Promise<{ codOrders: number; pieces: number; valuePaise: number }> {
  const [held] = await ctx.db
    .select({
      codOrders: sql<number>`count(distinct ${orders.id})::int`,
      pieces: sql<number>`coalesce(sum(${orderItems.qty}), 0)::int`,
      valuePaise: sql<number>`coalesce(sum(${orderItems.lineTotalPaise}), 0)::int`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'placed'),
        eq(orders.paymentMethod, 'Cash on Delivery'),
      ),
    );
  return held ?? { codOrders: 0, pieces: 0, valuePaise: 0 };
}

/** Refuses an order that would take the shopper's unpaid and unconfirmed orders past the limits. */
async function checkHeldOrders(
  ctx: ServiceContext,
  input: PlaceOrderInput,
  lines: readonly CartLineRow[],
  totals: Totals,
): Promise<void> {
  if (totals.amountPayablePaise === 0) return;
  const held = await heldOrders(ctx, input.userId);
  const limits = HELD_ORDER_LIMITS;
  if (input.paymentMethod === 'Cash on Delivery' && held.codOrders >= limits.openCodOrders)
    throw new Rollback(
      refuse(
        'conflict',
        `You have ${held.codOrders} cash-on-delivery orders waiting for our confirmation. Please pay online, or order again once we have confirmed them.`,
        'payment_method',
      ),
    );
  const pieces = lines.reduce((sum, line) => sum + line.qty, 0);
  const waitingFor = `Please complete or cancel an earlier order, or order again once we have confirmed them.`;
  if (held.pieces + pieces > limits.pieces)
    throw new Rollback(
      refuse(
        'conflict',
        `Orders not yet paid or confirmed can hold at most ${limits.pieces} pieces; your earlier ones hold ${held.pieces}. ${waitingFor}`,
        'cart',
      ),
    );
  if (held.valuePaise + totals.subtotalPaise > limits.valuePaise)
    throw new Rollback(
      refuse(
        'conflict',
        `Orders not yet paid or confirmed can hold at most ${formatMoney(toRupees(limits.valuePaise))}; your earlier ones hold ${formatMoney(toRupees(held.valuePaise))}. ${waitingFor}`,
        'cart',
      ),
    );
}

/** The cart as the order will take it; any line that cannot be bought as it is stops the checkout. */
async function loadCheckoutCart(ctx: ServiceContext, userId: number): Promise<CartLineRow[]> {
  const cartId = await findCartId(ctx, { kind: 'user', userId });
  const lines = cartId === null ? [] : await loadCartLines(ctx, cartId);
  if (lines.length === 0) throw new Rollback(refuse('invalid_input', 'Your cart is empty', 'cart'));
  for (const line of lines) {
    const issue = lineIssue(line);
    if (issue) throw new Rollback(refuse('conflict', `${line.name}: ${issue}`, 'cart'));
  }
  return lines;
}

/** Home delivery needs one of the shopper's own addresses; pickup at the store may name one for contact. */
async function resolveAddress(
  ctx: ServiceContext,
  input: PlaceOrderInput,
): Promise<AddressSnapshot | null> {
  if (input.addressId === null) {
    if (input.deliveryOption === 'delivery')
      throw new Rollback(refuse('invalid_input', 'Please choose a delivery address', 'address_id'));
    return null;
  }
  const row = await findOwnAddress(ctx, input.userId, input.addressId);
  if (!row) throw new Rollback(refuse('not_found', 'Address not found', 'address_id'));
  return toAddressSnapshot(row);
}

/** Totals recomputed from the catalogue, with the coupon checked again for this user. */
async function priceOrder(
  ctx: ServiceContext,
  input: PlaceOrderInput,
  user: UserRow,
  lines: readonly CartLineRow[],
  rules: CommerceRules,
): Promise<{ totals: Totals; coupon: CouponRow | null }> {
  const base = computeTotals(
    lines,
    {
      couponDiscountPaise: 0,
      deliveryOption: input.deliveryOption,
      walletBalancePaise: 0,
      useWallet: false,
    },
    rules,
  );
  let coupon: CouponRow | null = null;
  let couponDiscountPaise = 0;
  if (input.couponCode) {
    const result = await evaluateCoupon(ctx, {
      code: input.couponCode,
      userId: user.id,
      subtotalPaise: base.subtotalPaise,
    });
    if (!result.ok) throw new Rollback(result);
    coupon = result.coupon;
    couponDiscountPaise = result.discountPaise;
  }
  const totals = computeTotals(
    lines,
    {
      couponDiscountPaise,
      deliveryOption: input.deliveryOption,
      walletBalancePaise: user.walletBalancePaise,
      useWallet: input.useWallet,
    },
    rules,
  );
  return { totals, coupon };
}

/**
 * Online payment unless the store switched it off; cash on delivery as its rules say
 * (checkout/cod-rules.ts), refused in the words the checkout shows. Where cash on delivery is
 * offered, paying online saves what the owner's prepaid nudge says (checkout/prepaid-saving.ts),
 * computed here from the order's own figures: answers the totals with that saving taken off.
 */
async function checkPaymentMethod(
  ctx: ServiceContext,
  input: PlaceOrderInput,
  address: AddressSnapshot | null,
  totals: Totals,
  rules: PlaceOrderRules,
): Promise<PricedTotals> {
  const online = input.paymentMethod === 'Online Payment';
  if (online && !(await getPaymentOptions(ctx)).onlineEnabled && totals.amountPayablePaise > 0) {
    throw new Rollback(
      refuse('invalid_input', 'Online payment is not available right now', 'payment_method'),
    );
  }
  const refusal = await codRefusal(
    ctx,
    {
      userId: input.userId,
      deliveryOption: input.deliveryOption,
      address,
      totalPaise: totals.totalPaise,
    },
    rules,
  );
  if (!online) {
    if (refusal) throw new Rollback(refuse('invalid_input', refusal, 'payment_method'));
    return { ...totals, prepaidSavingPaise: 0 };
  }
  const saving = refusal === null ? prepaidSaving(rules, totals.amountPayablePaise) : 0;
  return {
    ...totals,
    prepaidSavingPaise: saving,
    totalPaise: totals.totalPaise - saving,
    amountPayablePaise: totals.amountPayablePaise - saving,
  };
}

/** The order's totals once its payment method is known: with the prepaid saving, when it has one. */
type PricedTotals = Totals & { prepaidSavingPaise: number };

/** The order, its item snapshots and its first status, under a readable sale id. */
async function createOrder(
  ctx: ServiceContext,
  input: PlaceOrderInput,
  parts: {
    address: AddressSnapshot | null;
    lines: readonly CartLineRow[];
    totals: PricedTotals;
    coupon: CouponRow | null;
    now: Date;
    gstRates: GstRateTable;
    /** When the time to pay began, for an order placed again in place of an unpaid one. */
    windowFrom: Date | null;
    /** A cash-on-delivery order's confirmation: its token's hash and its deadline. */
    codConfirmation: { hash: string; by: Date } | null;
  },
): Promise<OrderRow> {
  const { totals } = parts;
  const paidUpFront = totals.amountPayablePaise === 0;
  const online = input.paymentMethod === 'Online Payment' && !paidUpFront;
  const cod = input.paymentMethod === 'Cash on Delivery' && !paidUpFront;
  const id = await nextOrderId(ctx);
  const [order] = await ctx.db
    .insert(orders)
    .values({
      id,
      saleId: formatSaleId(id, parts.now),
      userId: input.userId,
      addressSnapshot: parts.address,
      status: online ? 'pending_payment' : 'placed',
      paymentMethod: paidUpFront ? 'Wallet' : input.paymentMethod,
      deliveryOption: input.deliveryOption,
      couponCode: parts.coupon?.code ?? null,
      subtotalPaise: totals.subtotalPaise,
      mrpTotalPaise: totals.mrpTotalPaise,
      discountPaise: totals.discountPaise,
      couponDiscountPaise: totals.couponDiscountPaise,
      deliveryChargePaise: totals.deliveryChargePaise,
      walletUsedPaise: totals.walletUsedPaise,
      prepaidSavingPaise: totals.prepaidSavingPaise,
      totalPaise: totals.totalPaise,
      paymentWindowFrom: online ? (parts.windowFrom ?? parts.now) : null,
      codConfirmBy: cod ? (parts.codConfirmation?.by ?? null) : null,
      codConfirmTokenHash: cod ? (parts.codConfirmation?.hash ?? null) : null,
      idempotencyKey: input.idempotencyKey,
      idempotencyFingerprint: requestFingerprint(input),
      createdAt: parts.now,
      updatedAt: parts.now,
    })
    .returning();
  await ctx.db.insert(orderItems).values(
    parts.lines.map((line) => ({
      orderId: id,
      productId: line.productId,
      productName: line.name,
      sku: line.sku,
      size: line.size,
      qty: line.qty,
      mrpPaise: line.mrpPaise,
      pricePaise: line.pricePaise,
      lineTotalPaise: line.pricePaise * line.qty,
      // The rate of the day of the sale, by the piece's price: the invoice reads it from here.
      gstRateBp: gstRateFor(parts.gstRates, line.pricePaise),
    })),
  );
  await ctx.db.insert(orderStatusHistory).values({
    orderId: id,
    status: order!.status,
    note: online
      ? 'Order created; awaiting online payment'
      : cod
        ? 'Order placed; awaiting the shopper’s confirmation of cash on delivery'
        : 'Order placed',
    createdAt: parts.now,
  });
  return order!;
}

/** Counts the coupon use against the shopper's limit; a cancelled order gives it back. */
async function applyCoupon(
  ctx: ServiceContext,
  order: OrderRow,
  coupon: CouponRow | null,
): Promise<void> {
  if (!coupon) return;
  await ctx.db.insert(couponRedemptions).values({
    couponId: coupon.id,
    userId: order.userId,
    orderId: order.id,
    discountPaise: order.couponDiscountPaise,
  });
}

/** The wallet's part of the order; the balance read when pricing is the one spent (the row is locked). */
async function payFromWallet(ctx: ServiceContext, order: OrderRow): Promise<void> {
  const paid = await debitWallet(ctx, {
    userId: order.userId,
    amountPaise: order.walletUsedPaise,
    reason: 'order_payment',
    reference: order.saleId,
  });
  if (!paid)
    throw new Rollback(
      refuse('conflict', 'Your wallet balance has changed; please review your order', 'use_wallet'),
    );
}

/** Cash on delivery and wallet-only orders are settled without a provider: their payment row now. */
async function recordOfflinePayment(ctx: ServiceContext, order: OrderRow): Promise<void> {
  if (order.status === 'pending_payment') return;
  const provider = order.paymentMethod === 'Wallet' ? 'wallet' : 'cod';
  await ctx.db.insert(payments).values({
    orderId: order.id,
    provider,
    amountPaise:
      provider === 'wallet' ? order.walletUsedPaise : order.totalPaise - order.walletUsedPaise,
    status: provider === 'wallet' ? 'captured' : 'created',
  });
}

// ------------------------------------------------------------------ recipe

/**
 * Places an order in ONE transaction (docs/decisions/orders-and-payments.md, Orders and stock): the
 * same key returns the same order; totals are recomputed from the catalogue; stock is reserved per
 * size; the coupon use and the wallet debit are recorded. The provider's payment order is created
 * by the caller after commit, never while stock rows are locked.
 */
export async function placeOrder(
  ctx: ServiceContext,
  input: PlaceOrderInput,
  rules: PlaceOrderRules,
  now = new Date(),
): Promise<PlaceOrderResult> {
  try {
    let reserved: StockChange | null = null;
    let released: StockChange[] = [];
    let windowFrom: Date | null = null;
    const result = await ctx.db.transaction(async (db) => {
      const tx: ServiceContext = { db, userId: input.userId, messages: ctx.messages };
      let user = await lockShopper(tx, input.userId);
      const existing = await findOrderByKey(tx, input.userId, input.idempotencyKey);
      if (existing) {
        // Orders placed before fingerprints were kept have none: they match any retry.
        if (
          existing.idempotencyFingerprint &&
          existing.idempotencyFingerprint !== requestFingerprint(input)
        )
          throw new Rollback(keyReused());
        return { ok: true, order: existing, created: false } as const;
      }
      ({ stock: released, windowFrom } = await releaseWaitingOrders(tx, input.userId));
      // A released order may have given wallet money back: the new order may spend it.
      if (released.length > 0) user = await lockShopper(tx, input.userId);

      const lines = await loadCheckoutCart(tx, input.userId);
      const address = await resolveAddress(tx, input);
      const priced = await priceOrder(tx, input, user, lines, rules);
      const { coupon } = priced;
      const totals = await checkPaymentMethod(tx, input, address, priced.totals, rules);
      await checkHeldOrders(tx, input, lines, totals);
      reserved = await reserveStock(
        tx,
        lines.map((line) => ({
          productId: line.productId,
          size: line.size,
          qty: line.qty,
          name: line.name,
        })),
      );
      const confirmToken = newConfirmToken();
      const order = await createOrder(tx, input, {
        address,
        lines,
        totals,
        coupon,
        now,
        gstRates: rules.gstRates,
        windowFrom,
        codConfirmation: {
          hash: confirmToken.hash,
          by: new Date(now.getTime() + rules.codConfirmHours * 3_600_000),
        },
      });
      await applyCoupon(tx, order, coupon);
      await payFromWallet(tx, order);
      await recordOfflinePayment(tx, order);
      // An order that needs no online payment is final: its lines leave the cart now. An online
      // order's lines stay until the payment succeeds, so a failed payment keeps the cart.
      if (order.status !== 'pending_payment') {
        await removeBoughtLines(tx, input.userId, lines);
        // Cash on delivery waits for the shopper's tap on the link: asked instead of confirmed.
        if (order.codConfirmTokenHash)
          await queueCodConfirmationRequest(tx, order, {
            link: codConfirmLink(input.linkOrigin, confirmToken.token),
            hours: rules.codConfirmHours,
          });
        else await queueOrderConfirmation(tx, order);
      }
      return { ok: true, order, created: true } as const;
    });
    // Stock went down: cached product answers must not show it any more.
    if (result.created && reserved) catalogueChanged(ctx, reserved);
    for (const stock of released) catalogueChanged(ctx, stock);
    return result;
  } catch (error) {
    if (error instanceof Rollback) return error.refusal;
    throw error;
  }
}
