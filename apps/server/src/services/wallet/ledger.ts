import { count, desc, eq, sql } from 'drizzle-orm';
import { toRupees, type Pagination, type WalletView } from '@kesariya/shared';
import type { ServiceContext } from '../context';
import { users, walletLedger } from '../../db/schema';

export type WalletReason = (typeof walletLedger.$inferInsert)['reason'];

export interface WalletMovement {
  userId: number;
  amountPaise: number;
  reason: WalletReason;
  /** The sale id (or RET-<id> of a return) the movement belongs to, so the shopper can follow it. */
  reference: string | null;
}

/**
 * Puts money in the wallet. Only the ledger row is written: its insert trigger moves the balance
 * and records the balance after (drizzle/0007_wallet-ledger-integrity.sql), so the balance is
 * always the ledger's sum.
 */
export async function creditWallet(ctx: ServiceContext, movement: WalletMovement): Promise<void> {
  if (movement.amountPaise <= 0) return;
  await ctx.db.insert(walletLedger).values({
    userId: movement.userId,
    amountPaise: movement.amountPaise,
    reason: movement.reason,
    reference: movement.reference,
  });
}

/**
 * Takes money from the wallet. False, with nothing written, when the balance does not cover it;
 * the user's row stays locked to the end of the transaction, so the balance read is the one spent.
 * The trigger refuses a negative balance all the same, as the last line of defence.
 */
export async function debitWallet(ctx: ServiceContext, movement: WalletMovement): Promise<boolean> {
  if (movement.amountPaise <= 0) return true;
  const [user] = await ctx.db
    .select({ balance: users.walletBalancePaise })
    .from(users)
    .where(eq(users.id, movement.userId))
    .for('update');
  if (!user || user.balance < movement.amountPaise) return false;
  await ctx.db.insert(walletLedger).values({
    userId: movement.userId,
    amountPaise: -movement.amountPaise,
    reason: movement.reason,
    reference: movement.reference,
  });
  return true;
}

/** The wallet's balance (the ledger's sum) and one page of its entries, newest first. */
export async function walletPage(
  ctx: ServiceContext,
  userId: number,
  page: { page: number; limit: number },
): Promise<WalletView & { pagination: Pagination }> {
  const [totals] = await ctx.db
    .select({
      entries: count(),
      balance: sql<string | number>`coalesce(sum(${walletLedger.amountPaise}), 0)`,
    })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  const rows = await ctx.db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const total = Number(totals?.entries ?? 0);
  return {
    balance: toRupees(Number(totals?.balance ?? 0)),
    entries: rows.map((row) => ({
      id: row.id,
      amount: toRupees(row.amountPaise),
      reason: row.reason,
      reference: row.reference,
      balance_after: toRupees(row.balanceAfterPaise),
      created_at: row.createdAt.toISOString(),
    })),
    pagination: {
      page: page.page,
      limit: page.limit,
      total,
      total_pages: Math.ceil(total / page.limit),
    },
  };
}
