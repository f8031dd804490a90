import { sql, type SQL } from 'drizzle-orm';
import { MAX_QTY_PER_LINE } from '@kesariya/shared';
import { refuse, type Refusal } from '../../errors';
import type { ServiceContext } from '../context';
import type { BadgeCounts } from './cart';
import type { CartOwner } from './cart-owner';

export interface AddInput {
  productId: number;
  size: string;
  qty: number;
}

/** What add_to_cart (migration 0004) found and did; a value is null when its row does not exist. */
interface AddOutcome {
  product_status: string | null;
  size_stock: number | null;
  /** The owner's cart; null when nothing was sellable or the cart kept racing with other changes. */
  cart_ref: number | null;
  /** The line's quantity after the add; null when nothing was written (a refusal). */
  line_qty: number | null;
  /** A refused line's quantity as last committed (0 when there is none). */
  held_qty: number | null;
  cart_count: number | null;
  wishlist_count: number | null;
}

/**
 * The whole add is one call of the PL/pgSQL function add_to_cart, created by migration 0004, which
 * holds the steps and their reasons: check the product and size, find or create and lock the cart,
 * upsert the line within the per-line maximum and the stock, mark the cart as changed, count the
 * badges. One statement because on the embedded database every statement costs CPU on the one Node
 * thread and each implicit commit a disk write (the add-to-cart budget of
 * docs/decisions/pages-and-performance.md, Pages that feel instant); a function rather than one big
 * WITH because PL/pgSQL keeps its statements' plans for the session, and planning the WITH on every
 * call was half of its cost (PGlite's query() has no named prepared statements).
 */
export function addToCartStatement(owner: CartOwner, input: AddInput): SQL {
  const userId = owner.kind === 'user' ? owner.userId : null;
  const sessionId = owner.kind === 'guest' ? owner.sessionId : null;
  return sql`select * from add_to_cart(${userId}::int, ${sessionId}::text,
    ${input.productId}::int, ${input.size}::text, ${input.qty}::int, ${MAX_QTY_PER_LINE}::int)`;
}

/** Why the upsert refused, worded as the shopper reads it; null when the line now fits after all. */
function quantityRefusal(already: number, stock: number, input: AddInput): Refusal | null {
  const wanted = already + input.qty;
  if (wanted > MAX_QTY_PER_LINE) {
    return refuse(
      'invalid_input',
      already > 0
        ? `You can buy at most ${MAX_QTY_PER_LINE} pieces of one size; ${already} already in your cart`
        : `qty must be at most ${MAX_QTY_PER_LINE}`,
      'qty',
    );
  }
  if (wanted > stock) {
    return refuse(
      'invalid_input',
      already > 0
        ? `Only ${stock} left in size ${input.size}; ${already} already in your cart`
        : `Only ${stock} left in size ${input.size}`,
      'qty',
    );
  }
  return null;
}

/** The function retries a cart that vanished or appeared meanwhile; this many calls is a fault. */
const ATTEMPTS = 3;

/**
 * Adds pieces of a product in a size. Adding the same product and size again raises the quantity
 * within the per-line maximum and the stock. Answers the badge counts the add's answer carries
 * (`other_data`) along with success.
 */
export async function addToCart(
  ctx: ServiceContext,
  owner: CartOwner,
  input: AddInput,
): Promise<{ ok: true; counts: BadgeCounts } | Refusal> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const result = (await ctx.db.execute(addToCartStatement(owner, input))) as unknown as {
      rows: AddOutcome[];
    };
    const found = result.rows[0]!;
    const stock = found.size_stock;
    if (found.product_status !== 'Y') return refuse('not_found', 'Product not found', 'product_id');
    if (stock === null)
      return refuse(
        'invalid_input',
        `Size ${input.size} is not available for this product`,
        'size',
      );
    if (stock <= 0) return refuse('invalid_input', `Size ${input.size} is sold out`, 'size');
    if (found.line_qty !== null) {
      return {
        ok: true,
        counts: {
          cart_count: Number(found.cart_count),
          wishlist_count: Number(found.wishlist_count),
        },
      };
    }
    // Refused with the line as committed; or no cart, when it kept being created and deleted.
    if (found.cart_ref !== null) {
      const refusal = quantityRefusal(Number(found.held_qty), stock, input);
      if (refusal) return refusal;
    }
  }
  throw new Error('add to cart kept racing with other changes to the cart');
}
