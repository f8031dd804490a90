import { and, eq, sql } from 'drizzle-orm';
import type { StockChange } from '../../cache/catalogue-changes';
import type { ServiceContext } from '../context';
import { productSizes } from '../../db/schema';
import { refuse } from '../../errors';
import { Rollback } from '../../lib/rollback';

export interface StockLine {
  productId: number;
  size: string;
  qty: number;
  name: string;
}

/**
 * Takes the pieces of every line out of stock, or none of them. Each decrement is one conditional
 * UPDATE (stock >= qty), so concurrent checkouts queue on the row lock and the last units go to
 * exactly as many buyers as there are units; the CHECK (stock >= 0) is the last line of defence.
 * Lines are locked in one global order (product, size) so two carts cannot deadlock each other.
 * Says what changed for the catalogue cache: a size that reached zero sold out.
 */
export async function reserveStock(
  ctx: ServiceContext,
  lines: readonly StockLine[],
): Promise<StockChange> {
  const ordered = [...lines].sort(
    (a, b) => a.productId - b.productId || a.size.localeCompare(b.size),
  );
  let crossedZero = false;
  for (const line of ordered) {
    const updated = await ctx.db
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} - ${line.qty}` })
      .where(
        and(
          eq(productSizes.productId, line.productId),
          eq(productSizes.size, line.size),
          sql`${productSizes.stock} >= ${line.qty}`,
        ),
      )
      .returning({ stock: productSizes.stock });
    if (updated.length === 0) {
      const [now] = await ctx.db
        .select({ stock: productSizes.stock })
        .from(productSizes)
        .where(and(eq(productSizes.productId, line.productId), eq(productSizes.size, line.size)));
      const left = now?.stock ?? 0;
      throw new Rollback(
        refuse(
          'conflict',
          left <= 0
            ? `${line.name} is sold out in size ${line.size}`
            : `Only ${left} left of ${line.name} in size ${line.size}`,
          'cart',
        ),
      );
    }
    if (updated.some((row) => row.stock <= 0)) crossedZero = true;
  }
  return stockChangeOf(lines, crossedZero);
}

/**
 * Puts reserved pieces back (a failed or abandoned payment, a cancellation). Says what changed for
 * the catalogue cache: a size that had none left is back in stock.
 */
export async function releaseStock(
  ctx: ServiceContext,
  lines: readonly Omit<StockLine, 'name'>[],
): Promise<StockChange> {
  const ordered = [...lines].sort(
    (a, b) => a.productId - b.productId || a.size.localeCompare(b.size),
  );
  let crossedZero = false;
  for (const line of ordered) {
    const updated = await ctx.db
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} + ${line.qty}` })
      .where(and(eq(productSizes.productId, line.productId), eq(productSizes.size, line.size)))
      .returning({ stock: productSizes.stock });
    if (updated.some((row) => row.stock - line.qty <= 0)) crossedZero = true;
  }
  return stockChangeOf(lines, crossedZero);
}

function stockChangeOf(
  lines: readonly Pick<StockLine, 'productId'>[],
  crossedZero: boolean,
): StockChange {
  return { kind: 'stock', productIds: [...new Set(lines.map((l) => l.productId))], crossedZero };
}
