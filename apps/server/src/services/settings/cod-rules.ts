import { asc, inArray } from 'drizzle-orm';
import { toRupees, type CodRules } from '@kesariya/shared';
import type { CodRulesInput } from '@kesariya/shared/settings-schemas';
import { SETTINGS_CHANGED, catalogueChanged } from '../../cache/catalogue-changes';
import { codBlockedPincodes } from '../../db/schema';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';
import { readStoreRules, writeStoreRules, type StoreRules } from './store-rules';

/** How many added and removed pincodes the audit log lists; a whole imported file is too long. */
const LOGGED_PINCODES = 50;
/** Rows per insert: a file of every pincode in India stays within a statement's parameters. */
const INSERT_BATCH = 1_000;

async function blockedPincodes(ctx: ServiceContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ pincode: codBlockedPincodes.pincode })
    .from(codBlockedPincodes)
    .orderBy(asc(codBlockedPincodes.pincode));
  return rows.map((row) => row.pincode);
}

function toCodRules(rules: StoreRules, pincodes: string[], defaults: StoreRules): CodRules {
  return {
    cod_min: toRupees(rules.codMinPaise),
    cod_max: toRupees(rules.codLimitPaise),
    refusal_limit: rules.codRefusalLimit,
    blocked_pincodes: pincodes,
    defaults: {
      cod_min: toRupees(defaults.codMinPaise),
      cod_max: toRupees(defaults.codLimitPaise),
      refusal_limit: defaults.codRefusalLimit,
    },
  };
}

export async function getCodRules(ctx: ServiceContext, defaults: StoreRules): Promise<CodRules> {
  const rules = await readStoreRules(ctx, defaults);
  return toCodRules(rules, await blockedPincodes(ctx), defaults);
}

/** The pincode list becomes exactly `wanted`: only the difference is written. */
async function replacePincodes(
  ctx: ServiceContext,
  before: string[],
  wanted: string[],
): Promise<{ added: string[]; removed: string[] }> {
  const had = new Set(before);
  const keep = new Set(wanted);
  const added = wanted.filter((pincode) => !had.has(pincode));
  const removed = before.filter((pincode) => !keep.has(pincode));
  for (let i = 0; i < removed.length; i += INSERT_BATCH)
    await ctx.db
      .delete(codBlockedPincodes)
      .where(inArray(codBlockedPincodes.pincode, removed.slice(i, i + INSERT_BATCH)));
  for (let i = 0; i < added.length; i += INSERT_BATCH)
    await ctx.db
      .insert(codBlockedPincodes)
      .values(added.slice(i, i + INSERT_BATCH).map((pincode) => ({ pincode })))
      .onConflictDoNothing();
  return { added, removed };
}

/**
 * Saves the band, the refusal limit and the pincode list in one transaction with its audit entry,
 * then drops the rules every instance keeps, so the next checkout reads them.
 */
export async function saveCodRules(
  ctx: ServiceContext,
  actor: AuditActor,
  defaults: StoreRules,
  input: CodRulesInput,
): Promise<CodRules> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await blockedPincodes({ db: tx });
    const rules = await writeStoreRules({ db: tx }, defaults, {
      codMinPaise: input.cod_min,
      codLimitPaise: input.cod_max,
      codRefusalLimit: input.refusal_limit,
    });
    const { added, removed } = await replacePincodes({ db: tx }, before, input.blocked_pincodes);
    const band = (r: StoreRules) => ({
      codMinPaise: r.codMinPaise,
      codLimitPaise: r.codLimitPaise,
      codRefusalLimit: r.codRefusalLimit,
    });
    await recordChange({ db: tx }, actor, {
      action: 'settings.cod',
      targetType: 'settings',
      targetId: 'store_rules',
      before: { ...band(rules.before), blockedPincodes: before.length },
      after: {
        ...band(rules.after),
        blockedPincodes: input.blocked_pincodes.length,
        added: added.slice(0, LOGGED_PINCODES),
        removed: removed.slice(0, LOGGED_PINCODES),
      },
    });
    return toCodRules(rules.after, input.blocked_pincodes, defaults);
  });
  catalogueChanged(ctx, SETTINGS_CHANGED);
  return saved;
}
