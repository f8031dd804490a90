import { eq } from 'drizzle-orm';
import { SETTINGS_CHANGED, catalogueChanged } from '../../cache/catalogue-changes';
import { storeRules } from '../../db/schema';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';

/** The owner's amounts for delivery, cash on delivery, the prepaid nudge and the sign-up reward, in paise. */
export interface StoreRules {
  freeDeliveryAbovePaise: number;
  deliveryChargePaise: number;
  /** Cash on delivery is offered for order totals from codMinPaise up to codLimitPaise. */
  codLimitPaise: number;
  codMinPaise: number;
  /** Parcels refused at the door after which an account loses cash on delivery; 0 never. */
  codRefusalLimit: number;
  signupRewardPaise: number;
  /** The prepaid nudge (checkout/prepaid-saving.ts): off until the owner sets it. */
  prepaidKind: 'off' | 'amount' | 'percent';
  prepaidAmountPaise: number;
  prepaidPercent: number;
  prepaidCapPaise: number | null;
  /** Where a prepaid order's money goes when its parcel comes back undelivered (RTO). */
  rtoRefundTo: 'original' | 'wallet';
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
    codMinPaise: row.codMinPaise,
    codRefusalLimit: row.codRefusalLimit,
    signupRewardPaise: row.signupRewardPaise,
    prepaidKind: row.prepaidKind,
    prepaidAmountPaise: row.prepaidAmountPaise,
    prepaidPercent: row.prepaidPercent,
    prepaidCapPaise: row.prepaidCapPaise,
    rtoRefundTo: row.rtoRefundTo,
  };
}

/**
 * Writes some of the rules (the others keep their value) in the transaction `ctx.db` belongs to,
 * and answers them as they were and are now.
 */
export async function writeStoreRules(
  ctx: ServiceContext,
  defaults: StoreRules,
  change: Partial<StoreRules>,
): Promise<{ before: StoreRules; after: StoreRules }> {
  const before = await readStoreRules(ctx, defaults);
  const after: StoreRules = { ...before, ...change };
  await ctx.db
    .insert(storeRules)
    .values({ id: 1, ...after })
    .onConflictDoUpdate({ target: storeRules.id, set: { ...after, updatedAt: new Date() } });
  return { before, after };
}

/**
 * Saves some of the rules, logs the change in the same transaction, then drops the rules every
 * instance keeps (docs/decisions/platform-and-security.md, Caching and invalidation), so the next
 * cart, checkout or sign-up reads the new amounts.
 */
export async function saveStoreRules(
  ctx: ServiceContext,
  actor: AuditActor,
  defaults: StoreRules,
  action: string,
  change: Partial<StoreRules>,
): Promise<StoreRules> {
  const saved = await ctx.db.transaction(async (tx) => {
    const { before, after } = await writeStoreRules({ db: tx }, defaults, change);
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
