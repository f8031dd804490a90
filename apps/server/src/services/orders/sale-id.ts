import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';

/**
 * The readable order number shoppers quote on the phone: KSR-YYMM-000123. The running part is the
 * order's own id, taken from the identity sequence before the insert, so it is unique without a
 * second counter and never reused (sequences do not roll back).
 */
export function formatSaleId(orderId: number, at: Date): string {
  const yy = String(at.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(at.getUTCMonth() + 1).padStart(2, '0');
  return `KSR-${yy}${mm}-${String(orderId).padStart(6, '0')}`;
}

export async function nextOrderId(ctx: ServiceContext): Promise<number> {
  const result = (await ctx.db.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  )) as unknown as {
    rows: { id: number | string }[];
  };
  return Number(result.rows[0]!.id);
}
