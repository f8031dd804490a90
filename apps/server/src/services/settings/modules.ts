import { sql } from 'drizzle-orm';
import { MODULE_NAMES, type AdminModule, type ModuleName } from '@kesariya/shared';
import { SETTINGS_CHANGED, WHOLE_CATALOGUE, catalogueChanged } from '../../cache/catalogue-changes';
import { moduleConfigs } from '../../db/schema';
import { recordChange, type AuditActor } from '../audit/audit-log';
import type { ServiceContext } from '../context';

/**
 * Whether a module without an entry counts as on (docs/decisions/back-office.md, Module
 * configuration): cash on delivery must be switched on; every other module shows until switched
 * off.
 */
const onWithoutEntry = (name: ModuleName) => name !== 'cod';

/** Every module the store knows, with the switch as the storefront and checkout read it. */
export async function listAdminModules(ctx: ServiceContext): Promise<AdminModule[]> {
  const rows = await ctx.db
    .select({ name: moduleConfigs.moduleName, status: moduleConfigs.status })
    .from(moduleConfigs);
  return MODULE_NAMES.map((name) => {
    const entry = rows.find((row) => row.name.toLowerCase() === name);
    return {
      name,
      status: entry ? entry.status : onWithoutEntry(name) ? ('Y' as const) : ('N' as const),
    };
  });
}

/**
 * Switches a module. Names are compared case-insensitively (an old store may hold 'COD'), so every
 * spelling of the name is switched, and a missing entry is created.
 */
export async function switchModule(
  ctx: ServiceContext,
  actor: AuditActor,
  name: ModuleName,
  status: 'Y' | 'N',
): Promise<AdminModule> {
  await ctx.db.transaction(async (tx) => {
    const before = (await listAdminModules({ db: tx })).find((m) => m.name === name)!;
    const updated = await tx
      .update(moduleConfigs)
      .set({ status })
      .where(sql`lower(${moduleConfigs.moduleName}) = ${name}`)
      .returning({ id: moduleConfigs.id });
    if (updated.length === 0)
      await tx.insert(moduleConfigs).values({ moduleName: name, status }).onConflictDoNothing();
    await recordChange({ db: tx }, actor, {
      action: 'settings.module',
      targetType: 'module',
      targetId: name,
      before,
      after: { name, status },
    });
  });
  // Product answers carry the reviews' rating and fit summary: switching reviews drops them too.
  catalogueChanged(ctx, name === 'reviews' ? WHOLE_CATALOGUE : SETTINGS_CHANGED);
  return { name, status };
}

/** Whether one module is on, as listAdminModules reads the switch. */
export async function isModuleOn(ctx: ServiceContext, name: ModuleName): Promise<boolean> {
  const modules = await listAdminModules(ctx);
  return modules.find((m) => m.name === name)!.status === 'Y';
}
