import { eq } from 'drizzle-orm';
import { SETTINGS_CHANGED, catalogueChanged } from '../../cache/catalogue-changes';
import { storeRules } from '../../db/schema';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';

/** The owner's amounts for delivery, cash on delivery and the sign-up reward, in paise. */
export interface StoreRules {
  freeDeliveryAbovePaise: number;
  deliveryChargePaise: number;
  codLimitPaise: number;
  signupRewardPaise: number;
}

/**
 * The stored rules, or the defaults (the environment's values) while the owner has saved none: a
 * new store works out of the box, and a saved rule never depends on the environment again.
 */
export async function readStoreRules(
  ctx: ServiceContext,
  defaults: StoreRules,
): Promise<StoreRules> {
  const [row] = await ctx.db.select().from(storeRules).where(eq(storeRules.id, 1)).limit(1);
  if (!row) return { ...defaults };
  return {
    freeDeliveryAbovePaise: row.freeDeliveryAbovePaise,
    deliveryChargePaise: row.deliveryChargePaise,
    codLimitPaise: row.codLimitPaise,
    signupRewardPaise: row.signupRewardPaise,
  };
}

/**
 * Saves some of the rules (the others keep their value), logs the change in the same transaction,
 * then drops the rules every instance keeps (docs/decisions/platform-and-security.md, Caching and
 * invalidation), so the next cart, checkout or sign-up reads the new amounts.
 */
export async function saveStoreRules(
  ctx: ServiceContext,
  actor: AuditActor,
  defaults: StoreRules,
  action: string,
  change: Partial<StoreRules>,
): Promise<StoreRules> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await readStoreRules({ db: tx }, defaults);
    const after: StoreRules = { ...before, ...change };
    await tx
      .insert(storeRules)
      .values({ id: 1, ...after })
      .onConflictDoUpdate({ target: storeRules.id, set: { ...after, updatedAt: new Date() } });
    await recordChange({ db: tx }, actor, {
      action,
      targetType: 'settings',
      targetId: 'store_rules',
      before,
      after,
    });
    return after;
  });
  catalogueChanged(ctx, SETTINGS_CHANGED);
  return saved;
}
