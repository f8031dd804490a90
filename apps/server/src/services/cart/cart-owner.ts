import { eq, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { carts } from '../../db/schema';

/** Whose cart: a logged-in user's, or a guest's keyed by the client's session_id (spec section 3). */
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

/**
 * The owner's cart id, created on first use, in one statement either way: the insert does nothing
 * when the owner has a cart (ON CONFLICT on the unique owner index) and the select finds that one.
 * Only when another request created the cart in the same instant does neither see it; then it is
 * read again once that request has committed.
 */
export async function ensureCartId(ctx: ServiceContext, owner: CartOwner): Promise<number> {
  const insert =
    owner.kind === 'user'
      ? sql`insert into ${carts} (user_id) values (${owner.userId})`
      : sql`insert into ${carts} (session_id) values (${owner.sessionId})`;
  const result = (await ctx.db.execute(
    sql`with created as (${insert} on conflict do nothing returning id)
      select id from created union all select id from ${carts} where ${ownerCondition(owner)}`,
  )) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id ?? (await findCartId(ctx, owner));
  if (id === null) throw new Error('cart could not be created');
  return Number(id);
}

/** Marks the cart as changed (the guest-cart clean-up and "abandoned cart" views read it). */
export async function touchCart(ctx: ServiceContext, cartId: number): Promise<void> {
  await ctx.db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

/**
 * Runs a change to the cart's lines and marks the cart as changed (as touchCart) in one statement:
 * a data-modifying WITH runs to completion whatever the outer statement reads.
 */
export async function changeLinesAndTouch(
  ctx: ServiceContext,
  cartId: number,
  change: SQL,
): Promise<void> {
  await ctx.db.execute(
    sql`with changed as (${change} returning 1) update ${carts} set updated_at = now() where id = ${cartId}`,
  );
}
