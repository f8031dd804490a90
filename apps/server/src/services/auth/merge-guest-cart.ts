import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MAX_QTY_PER_LINE } from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { cartItems, carts, productSizes } from '../../db/schema';

/**
 * docs/decisions/auth-and-sessions.md, Sessions and identity: logging in merges the guest cart
 * (keyed by the client's session_id) into the user's cart. Lines of the same product and size add
 * up, capped at the per-line maximum and the stock; the guest cart is gone afterwards, so a second
 * login with the same session_id changes nothing.
 */
export async function mergeGuestCart(
  ctx: ServiceContext,
  input: { sessionId: string; userId: number },
): Promise<void> {
  if (!input.sessionId) return;
  await ctx.db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.sessionId, input.sessionId), isNull(carts.userId)))
      .limit(1);
    if (!guest) return;

    const [own] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.userId, input.userId))
      .limit(1);
    if (!own) {
      // No cart yet: the guest cart simply becomes the user's.
      await tx
        .update(carts)
        .set({ userId: input.userId, sessionId: null, updatedAt: new Date() })
        .where(eq(carts.id, guest.id));
      return;
    }

    const guestLines = await tx.select().from(cartItems).where(eq(cartItems.cartId, guest.id));
    if (guestLines.length > 0) {
      const ownLines = await tx.select().from(cartItems).where(eq(cartItems.cartId, own.id));
      const stockRows = await tx
        .select({
          productId: productSizes.productId,
          size: productSizes.size,
          stock: productSizes.stock,
        })
        .from(productSizes)
        .where(
          inArray(productSizes.productId, [...new Set(guestLines.map((line) => line.productId))]),
        );
      const stockOf = (productId: number, size: string) =>
        stockRows.find((row) => row.productId === productId && row.size === size)?.stock ?? 0;

      for (const line of guestLines) {
        const existing = ownLines.find(
          (o) => o.productId === line.productId && o.size === line.size,
        );
        const qty = Math.min(
          MAX_QTY_PER_LINE,
          stockOf(line.productId, line.size),
          (existing?.qty ?? 0) + line.qty,
        );
        if (existing) {
          // Never shrink what the user already had, even if stock has fallen since.
          if (qty > existing.qty)
            await tx.update(cartItems).set({ qty }).where(eq(cartItems.id, existing.id));
        } else if (qty > 0) {
          await tx
            .insert(cartItems)
            .values({ cartId: own.id, productId: line.productId, size: line.size, qty });
        }
      }
    }
    await tx.delete(carts).where(eq(carts.id, guest.id));
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, own.id));
  });
}
