import { asc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { cartItems, productImages, productSizes, products } from '../../db/schema';

/** A cart line joined with the catalogue as it is now. */
export interface CartLineRow {
  id: number;
  productId: number;
  size: string;
  qty: number;
  name: string;
  slug: string;
  sku: string;
  pricePaise: number;
  mrpPaise: number;
  productActive: boolean;
  /** Null when the size no longer exists for the product. */
  stock: number | null;
  imagePosition: number | null;
}

// Qualified, so the correlated sub-query binds to the outer products row (see services/products.ts).
const OUTER_PRODUCT_ID = sql.raw('"products"."id"');

/** The lines of a cart in the order they were added, priced from the catalogue, never the request. */
export async function loadCartLines(ctx: ServiceContext, cartId: number): Promise<CartLineRow[]> {
  const rows = await ctx.db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      size: cartItems.size,
      qty: cartItems.qty,
      name: products.name,
      slug: products.slug,
      sku: products.sku,
      pricePaise: products.pricePaise,
      mrpPaise: products.mrpPaise,
      status: products.status,
      // A sub-query, not a join: it always reads the (product_id, size) index, where the planner
      // hashed the whole product_sizes table for a join (0.5 ms of a 3-line cart, 240 products).
      stock: sql<number | null>`(select ps.stock from ${productSizes} ps
        where ps.product_id = ${cartItems.productId} and ps.size = ${cartItems.size})`,
      imagePosition: sql<
        number | null
      >`(select min(pi.position) from ${productImages} pi where pi.product_id = ${OUTER_PRODUCT_ID})`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map(({ status, ...row }) => ({ ...row, productActive: status === 'Y' }));
}

/**
 * Why a line cannot be bought as it stands, or null. Shown on the cart page rather than silently
 * fixing the line (docs/decisions/orders-and-payments.md, Prices come from the server: stock
 * changes since adding are shown, not hidden).
 */
export function lineIssue(
  line: Pick<CartLineRow, 'productActive' | 'stock' | 'qty' | 'size'>,
): string | null {
  if (!line.productActive || line.stock === null) return 'This item is no longer available';
  if (line.stock <= 0) return `Sold out in size ${line.size}`;
  if (line.qty > line.stock) return `Only ${line.stock} left in size ${line.size}`;
  return null;
}
