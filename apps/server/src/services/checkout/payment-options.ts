import { inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { moduleConfigs } from '../../db/schema';

export interface PaymentOptions {
  codEnabled: boolean;
  onlineEnabled: boolean;
}

/**
 * The store's switches for payment methods are its module configuration ('Y' is on, names compared
 * case-insensitively: docs/decisions/back-office.md, Module configuration). Cash on delivery needs
 * the store to switch it on; online payment is on unless the store switched it off.
 */
export async function getPaymentOptions(ctx: ServiceContext): Promise<PaymentOptions> {
  const rows = await ctx.db
    .select({ name: moduleConfigs.moduleName, status: moduleConfigs.status })
    .from(moduleConfigs)
    .where(inArray(moduleConfigs.moduleName, ['cod', 'COD', 'online_payment']));
  const status = (name: string) => rows.find((row) => row.name.toLowerCase() === name)?.status;
  return { codEnabled: status('cod') === 'Y', onlineEnabled: status('online_payment') !== 'N' };
}
