import { and, count, eq, sql } from 'drizzle-orm';
import { toRupees, type CartLine, type CartView } from '@kesariya/shared';
import { refuse, type Refusal } from '../../errors';
import type { ServiceContext } from '../context';
import { cartItems, carts, productSizes, products, wishlistItems } from '../../db/schema';
import { productImage } from '../../media/urls';
import { evaluateCoupon } from '../checkout/coupons';
import { findCartId, ownerCondition, touchCart, type CartOwner } from './cart-owner';
import { lineIssue, loadCartLines, type CartLineRow } from './cart-lines';
import { computeTotals, type CommerceRules } from './pricing';

export type CartResult = { ok: true } | Refusal;

export interface CartViewOptions {
  rules: CommerceRules;
  couponCode: string | null;
  deliveryOption: 'delivery' | 'pickup';
  useWallet: boolean;
  /** The logged-in shopper (per-user coupon limits, wallet); null for a guest. */
  user: { id: number; walletBalancePaise: number } | null;
}

function toCartLine(row: CartLineRow): CartLine {
  const issue = lineIssue(row);
  return {
    id: row.id,
    product_id: row.productId,
    name: row.name,
    slug: row.slug,
    image:
      row.imagePosition === null ? null : productImage(row.productId, row.imagePosition, row.name),
    size: row.size,
    qty: row.qty,
    price: toRupees(row.pricePaise),
    mrp: toRupees(row.mrpPaise),
    line_total: toRupees(row.pricePaise * row.qty),
    line_mrp_total: toRupees(row.mrpPaise * row.qty),
    stock: row.stock ?? 0,
    available: issue === null,
    issue,
  };
}

/**
 * The cart as the cart and checkout pages show it: lines priced from the catalogue with their stock
 * notes, and a summary computed here (`cart-items`; totals only on the server:
 * docs/decisions/orders-and-payments.md, Prices come from the server). Lines that cannot be bought
 * stay visible but are left out of the totals.
 */
export async function getCartView(
  ctx: ServiceContext,
  owner: CartOwner,
  options: CartViewOptions,
): Promise<CartView> {
  const cartId = await findCartId(ctx, owner);
  const rows = cartId === null ? [] : await loadCartLines(ctx, cartId);
  const items = rows.map(toCartLine);
  const buyable = rows.filter((row) => lineIssue(row) === null);
  const base = computeTotals(
    buyable,
    {
      couponDiscountPaise: 0,
      deliveryOption: options.deliveryOption,
      walletBalancePaise: 0,
      useWallet: false,
    },
    options.rules,
  );

  let couponDiscountPaise = 0;
  let couponError: string | null = null;
  let couponCode: string | null = null;
  if (options.couponCode) {
    const result = await evaluateCoupon(ctx, {
      code: options.couponCode,
      userId: options.user?.id ?? null,
      subtotalPaise: base.subtotalPaise,
    });
    if (result.ok) {
      couponDiscountPaise = result.discountPaise;
      couponCode = result.coupon.code;
    } else {
      couponError = result.message;
    }
  }
  const walletBalancePaise = options.user?.walletBalancePaise ?? 0;
  const totals = computeTotals(
    buyable,
    {
      couponDiscountPaise,
      deliveryOption: options.deliveryOption,
      walletBalancePaise,
      useWallet: options.useWallet && options.user !== null,
    },
    options.rules,
  );
  return {
    items,
    summary: {
      item_count: totals.itemCount,
      mrp_total: toRupees(totals.mrpTotalPaise),
      discount: toRupees(totals.discountPaise),
      subtotal: toRupees(totals.subtotalPaise),
      coupon_code: couponCode,
      coupon_discount: toRupees(totals.couponDiscountPaise),
      coupon_error: couponError,
      delivery_option: options.deliveryOption,
      delivery_charge: toRupees(totals.deliveryChargePaise),
      free_delivery_above: toRupees(options.rules.freeDeliveryAbovePaise),
      amount_to_free_delivery: toRupees(totals.amountToFreeDeliveryPaise),
      total: toRupees(totals.totalPaise),
      wallet_balance: toRupees(walletBalancePaise),
      wallet_used: toRupees(totals.walletUsedPaise),
      amount_payable: toRupees(totals.amountPayablePaise),
      can_checkout: items.length > 0 && items.every((item) => item.available),
    },
  };
}

/** The product and size as the catalogue has them now, or a refusal naming the field at fault. */
async function sellableSize(
  ctx: ServiceContext,
  productId: number,
  size: string,
): Promise<{ ok: true; stock: number } | Refusal> {
  // One trip for both: the product and, when it offers the size, that size's stock.
  const [row] = await ctx.db
    .select({ status: products.status, stock: productSizes.stock })
    .from(products)
    .leftJoin(
      productSizes,
      and(eq(productSizes.productId, products.id), eq(productSizes.size, size)),
    )
    .where(eq(products.id, productId))
    .limit(1);
  if (!row || row.status !== 'Y') return refuse('not_found', 'Product not found', 'product_id');
  if (row.stock === null)
    return refuse('invalid_input', `Size ${size} is not available for this product`, 'size');
  if (row.stock <= 0) return refuse('invalid_input', `Size ${size} is sold out`, 'size');
  return { ok: true, stock: row.stock };
}

/** Locks the cart row, so two simultaneous changes to one cart apply one after the other. */
async function lockCart(ctx: ServiceContext, cartId: number): Promise<void> {
  await ctx.db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
}

/** Sets the quantity of a line that is already in the cart. */
export async function updateQuantity(
  ctx: ServiceContext,
  owner: CartOwner,
  input: { productId: number; size: string; qty: number },
): Promise<CartResult> {
  const cartId = await findCartId(ctx, owner);
  const notInCart = refuse('not_found', 'This item is not in your cart', 'product_id');
  if (cartId === null) return notInCart;
  return ctx.db.transaction(async (tx) => {
    await lockCart({ db: tx }, cartId);
    const [line] = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cartId),
          eq(cartItems.productId, input.productId),
          eq(cartItems.size, input.size),
        ),
      )
      .limit(1);
    if (!line) return notInCart;
    const sellable = await sellableSize({ db: tx }, input.productId, input.size);
    if (!sellable.ok) return sellable;
    if (input.qty > sellable.stock)
      return refuse('invalid_input', `Only ${sellable.stock} left in size ${input.size}`, 'qty');
    await tx.update(cartItems).set({ qty: input.qty }).where(eq(cartItems.id, line.id));
    await touchCart({ db: tx }, cartId);
    return { ok: true } as const;
  });
}

/** Removes one line; false when the line is not in this owner's cart (someone else's id included). */
export async function removeCartItem(
  ctx: ServiceContext,
  owner: CartOwner,
  itemId: number,
): Promise<boolean> {
  const cartId = await findCartId(ctx, owner);
  if (cartId === null) return false;
  const removed = await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  if (removed.length > 0) await touchCart(ctx, cartId);
  return removed.length > 0;
}

export async function clearCart(ctx: ServiceContext, owner: CartOwner): Promise<void> {
  const cartId = await findCartId(ctx, owner);
  if (cartId === null) return;
  await ctx.db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await touchCart(ctx, cartId);
}

/** The badge counts the cart answers carry: cart lines, and wishlist entries for a user. */
export type BadgeCounts = {
  cart_count: number;
  wishlist_count: number;
};

export async function badgeCounts(ctx: ServiceContext, owner: CartOwner): Promise<BadgeCounts> {
  const [lines] = await ctx.db
    .select({ n: count() })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(ownerCondition(owner));
  const [wished] =
    owner.kind === 'user'
      ? await ctx.db
          .select({ n: count() })
          .from(wishlistItems)
          .where(eq(wishlistItems.userId, owner.userId))
      : [{ n: 0 }];
  return { cart_count: Number(lines?.n ?? 0), wishlist_count: Number(wished?.n ?? 0) };
}

/**
 * After an order is paid: the bought quantities leave the cart. Lines the shopper added while paying
 * stay, and a line bought in part keeps the rest.
 */
export async function removeBoughtLines(
  ctx: ServiceContext,
  userId: number,
  bought: readonly { productId: number; size: string; qty: number }[],
): Promise<void> {
  const cartId = await findCartId(ctx, { kind: 'user', userId });
  if (cartId === null) return;
  for (const item of bought) {
    const where = and(
      eq(cartItems.cartId, cartId),
      eq(cartItems.productId, item.productId),
      eq(cartItems.size, item.size),
    );
    await ctx.db.delete(cartItems).where(and(where, sql`${cartItems.qty} <= ${item.qty}`));
    await ctx.db
      .update(cartItems)
      .set({ qty: sql`${cartItems.qty} - ${item.qty}` })
      .where(and(where, sql`${cartItems.qty} > ${item.qty}`));
  }
  await touchCart(ctx, cartId);
}
