import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { carts } from '../../db/schema';

/** Whose cart: a logged-in user's, or a guest's keyed by the client's session_id. */
export type CartOwner = { kind: 'user'; userId: number } | { kind: 'guest'; sessionId: string };

export function ownerCondition(owner: CartOwner) {
  return owner.kind === 'user'
    ? eq(carts.userId, owner.userId)
    : eq(carts.sessionId, owner.sessionId);
}

/** The owner's cart id, or null when they have never added anything. */
export async function findCartId(ctx: ServiceContext, owner: CartOwner): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: carts.id })
    .from(carts)
    .where(ownerCondition(owner))
    .limit(1);
  return row?.id ?? null;
}

/** Marks the cart as changed (the guest-cart clean-up and "abandoned cart" views read it). */
export async function touchCart(ctx: ServiceContext, cartId: number): Promise<void> {
  await ctx.db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
