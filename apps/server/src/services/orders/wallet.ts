import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { users, walletLedger } from '../../db/schema';
import { refuse } from '../../errors';
import { Rollback } from './rollback';

/**
 * Pays part of an order from the wallet: the balance drops only if it covers the amount (never
 * negative) and the ledger row records the balance after. The caller holds the user's row lock.
 */
export async function debitWallet(
  ctx: ServiceContext,
  input: { userId: number; amountPaise: number; reference: string },
): Promise<void> {
  if (input.amountPaise <= 0) return;
  const [row] = await ctx.db
    .update(users)
    .set({ walletBalancePaise: sql`${users.walletBalancePaise} - ${input.amountPaise}` })
    .where(
      sql`${users.id} = ${input.userId} and ${users.walletBalancePaise} >= ${input.amountPaise}`,
    )
    .returning({ balance: users.walletBalancePaise });
  if (!row)
    throw new Rollback(
      refuse('conflict', 'Your wallet balance has changed; please review your order', 'use_wallet'),
    );
  await ctx.db.insert(walletLedger).values({
    userId: input.userId,
    amountPaise: -input.amountPaise,
    reason: 'order_payment',
    reference: input.reference,
    balanceAfterPaise: row.balance,
  });
}

/** Gives wallet money back (a failed payment or a cancelled order), with its ledger row. */
export async function refundWallet(
  ctx: ServiceContext,
  input: { userId: number; amountPaise: number; reference: string },
): Promise<void> {
  if (input.amountPaise <= 0) return;
  const [row] = await ctx.db
    .update(users)
    .set({ walletBalancePaise: sql`${users.walletBalancePaise} + ${input.amountPaise}` })
    .where(eq(users.id, input.userId))
    .returning({ balance: users.walletBalancePaise });
  if (!row) return;
  await ctx.db.insert(walletLedger).values({
    userId: input.userId,
    amountPaise: input.amountPaise,
    reason: 'refund',
    reference: input.reference,
    balanceAfterPaise: row.balance,
  });
}
