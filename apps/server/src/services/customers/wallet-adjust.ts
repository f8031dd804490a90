import { eq } from 'drizzle-orm';
import { formatMoney, toRupees, type WalletAdjustment } from '@kesariya/shared';
import { users } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';
import { Rollback } from '../../lib/rollback';
import { creditWallet, debitWallet } from '../wallet/ledger';

export interface WalletAdjustInput {
  userId: number;
  /** Signed: a credit is positive, a debit negative. */
  amountPaise: number;
  /** Why, in words: the shopper reads it in their wallet beside the entry. */
  reason: string;
}

async function lockCustomer(ctx: ServiceContext, userId: number) {
  const [user] = await ctx.db
    .select({ balance: users.walletBalancePaise, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user || user.role !== 'customer')
    throw new Rollback(refuse('not_found', 'Customer not found', 'user_id'));
  return user;
}

/**
 * The owner's adjustment of a shopper's wallet: one ledger entry (`adjustment`, the reason as its
 * label; the ledger's trigger moves the balance) and its audit entry, in one transaction. A debit
 * larger than the balance is refused: the wallet never goes below zero.
 */
export async function adjustWallet(
  ctx: ServiceContext,
  owner: AuditActor,
  input: WalletAdjustInput,
): Promise<WalletAdjustment | Refusal> {
  try {
    return await ctx.db.transaction(async (db) => {
      const tx: ServiceContext = { db };
      const { balance } = await lockCustomer(tx, input.userId);
      const movement = {
        userId: input.userId,
        reason: 'adjustment' as const,
        reference: input.reason,
      };
      if (input.amountPaise > 0)
        await creditWallet(tx, { ...movement, amountPaise: input.amountPaise });
      else if (!(await debitWallet(tx, { ...movement, amountPaise: -input.amountPaise })))
        throw new Rollback(
          refuse(
            'invalid_input',
            `The wallet holds ${formatMoney(toRupees(balance))}: a debit of ${formatMoney(toRupees(-input.amountPaise))} would take it below zero`,
            'amount',
          ),
        );
      const after = balance + input.amountPaise;
      await recordChange(tx, owner, {
        action: 'wallet.adjust',
        targetType: 'customer',
        targetId: input.userId,
        before: { balance_paise: balance },
        after: { balance_paise: after, amount_paise: input.amountPaise, reason: input.reason },
      });
      return {
        user_id: input.userId,
        amount: toRupees(input.amountPaise),
        reason: input.reason,
        balance: toRupees(after),
      };
    });
  } catch (error) {
    if (error instanceof Rollback) return error.refusal;
    throw error;
  }
}
