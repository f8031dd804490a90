import { sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { cartItems, carts, productSizes, products, wishlistItems } from '../../db/schema';
import { MAX_QTY_PER_LINE, refuse, type BadgeCounts, type CartRefusal } from './cart';
import { ownerCondition, type CartOwner } from './cart-owner';

export interface AddInput {
  productId: number;
  size: string;
  qty: number;
}

/** What the one statement found and did; every value is null when its row does not exist. */
interface AddOutcome {
  status: string | null;
  stock: number | null;
  cart_id: number | null;
  /** The line's quantity after the add; null when nothing was written (a refusal). */
  qty: number | null;
  other_lines: number | string;
  wishlist_count: number | string;
}

/**
 * The whole add in one statement (DESIGN.md: on the embedded database every statement costs CPU on
 * the one Node thread, and each implicit commit a disk write). The steps, in the order PostgreSQL
 * runs them because each reads the one before:
 *
 * - sellable: the product and, when it offers the size, that size's stock. Nothing below writes
 *   unless the product is on sale in that size, so a refused product never creates a cart.
 * - locked: the owner's cart, locked as update-quantity locks it (cart row first, then the line),
 *   so changes to one cart apply one after the other and the two never deadlock.
 * - created: the cart on the owner's first add. When another request created it in the same
 *   instant, the insert waits for that one to commit and does nothing, and this statement, whose
 *   snapshot predates that commit, sees no cart: the caller runs the statement again.
 * - line: the upsert. ON CONFLICT DO UPDATE reads the line as last committed, not as the snapshot
 *   saw it, so two adds racing on one size add up and the WHERE keeps the sum within the per-line
 *   maximum and the stock; a refused upsert writes and returns nothing.
 * - touched: marks an existing cart as changed when a line was written (a new cart's updated_at is
 *   already now). It cannot be the line's own statement: one statement cannot update a row twice.
 *
 * Joins with a CTE of at most one row stand for "only when it exists": they plan in less time than
 * EXISTS subqueries, and planning is most of this statement's cost (nothing caches its plan).
 *
 * The final select reports what applied: the product's status and stock (the refusals), the line's
 * new quantity, and the badge counts as this statement's snapshot sees them.
 */
export function addToCartStatement(owner: CartOwner, input: AddInput): SQL {
  const ownerValue =
    owner.kind === 'user' ? sql`${owner.userId}::int` : sql`${owner.sessionId}::text`;
  const ownerColumn = owner.kind === 'user' ? sql`user_id` : sql`session_id`;
  const wishlistCount =
    owner.kind === 'user'
      ? sql`(select count(*) from ${wishlistItems} where user_id = ${owner.userId}::int)`
      : sql`0`;
  const productId = sql`${input.productId}::int`;
  const size = sql`${input.size}::text`;
  const qty = sql`${input.qty}::int`;
  const max = sql`${MAX_QTY_PER_LINE}::int`;
  return sql`
    with sellable as (
      select p.status, s.stock
      from ${products} p
      left join ${productSizes} s on s.product_id = p.id and s.size = ${size}
      where p.id = ${productId}
    ),
    on_sale as (select stock from sellable where status = 'Y' and stock > 0),
    locked as (
      select ${carts}.id from ${carts}, on_sale
      where ${ownerCondition(owner)}
      for update of ${carts}
    ),
    created as (
      insert into ${carts} (${ownerColumn})
      select ${ownerValue} from on_sale
      where not exists (select 1 from locked)
      on conflict do nothing
      returning id
    ),
    cart as (select id from locked union all select id from created),
    line as (
      insert into ${cartItems} as l (cart_id, product_id, size, qty)
      select cart.id, ${productId}, ${size}, ${qty}
      from cart, on_sale
      where ${qty} <= least(${max}, on_sale.stock)
      on conflict (cart_id, product_id, size) do update set qty = l.qty + excluded.qty
      where l.qty + excluded.qty <= least(${max}, (select stock from on_sale))
      returning qty
    ),
    touched as (
      update ${carts} set updated_at = now() from locked, line where ${carts}.id = locked.id
    )
    select
      sellable.status,
      sellable.stock,
      cart.id as cart_id,
      line.qty,
      (select count(*) from ${cartItems} o
        where o.cart_id = cart.id and not (o.product_id = ${productId} and o.size = ${size})
      ) as other_lines,
      ${wishlistCount} as wishlist_count
    from (select 1) as one
    left join sellable on true
    left join cart on true
    left join line on true`;
}

/** The quantity of the line as last committed, for a refusal's "already in your cart". */
async function committedQty(ctx: ServiceContext, cartId: number, input: AddInput): Promise<number> {
  const result = (await ctx.db.execute(
    sql`select qty from ${cartItems}
      where cart_id = ${cartId} and product_id = ${input.productId} and size = ${input.size}`,
  )) as unknown as { rows: { qty: number }[] };
  return result.rows[0]?.qty ?? 0;
}

/** Why the upsert refused, worded as the shopper reads it; null when the line now fits after all. */
function quantityRefusal(already: number, stock: number, input: AddInput): CartRefusal | null {
  const wanted = already + input.qty;
  if (wanted > MAX_QTY_PER_LINE) {
    return refuse(
      'invalid_input',
      'qty',
      already > 0
        ? `You can buy at most ${MAX_QTY_PER_LINE} pieces of one size; ${already} already in your cart`
        : `qty must be at most ${MAX_QTY_PER_LINE}`,
    );
  }
  if (wanted > stock) {
    return refuse(
      'invalid_input',
      'qty',
      already > 0
        ? `Only ${stock} left in size ${input.size}; ${already} already in your cart`
        : `Only ${stock} left in size ${input.size}`,
    );
  }
  return null;
}

/** A statement that saw another request's change too late runs again; more than this is a fault. */
const ATTEMPTS = 3;

/**
 * Adds pieces of a product in a size. Adding the same product and size again raises the quantity
 * (spec section 7), within the per-line maximum and the stock. Answers the badge counts of spec
 * section 7's add answer along with success.
 */
export async function addToCart(
  ctx: ServiceContext,
  owner: CartOwner,
  input: AddInput,
): Promise<{ ok: true; counts: BadgeCounts } | CartRefusal> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const result = (await ctx.db.execute(addToCartStatement(owner, input))) as unknown as {
      rows: AddOutcome[];
    };
    const found = result.rows[0]!;
    if (found.status !== 'Y') return refuse('not_found', 'product_id', 'Product not found');
    if (found.stock === null)
      return refuse(
        'invalid_input',
        'size',
        `Size ${input.size} is not available for this product`,
      );
    if (found.stock <= 0) return refuse('invalid_input', 'size', `Size ${input.size} is sold out`);
    if (found.qty !== null) {
      return {
        ok: true,
        counts: {
          // The other lines as the snapshot saw them, and this one, which exists now.
          cart_count: Number(found.other_lines) + 1,
          wishlist_count: Number(found.wishlist_count),
        },
      };
    }
    // Refused, or the cart another request created in the same instant was not visible yet.
    if (found.cart_id !== null) {
      const refusal = quantityRefusal(
        await committedQty(ctx, found.cart_id, input),
        found.stock,
        input,
      );
      if (refusal) return refusal;
    }
  }
  throw new Error('add to cart kept racing with other changes to the cart');
}
