import { eq, sql } from 'drizzle-orm';
import { invoiceSeries, invoices } from '../../db/schema';
import type { ServiceContext } from '../context';

export type InvoiceRow = typeof invoices.$inferSelect;

const SERIES_PREFIX = 'KS';
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The Indian financial year (April to March, IST) of a moment, e.g. '2026-27'. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

export function formatInvoiceNumber(financialYear: string, sequence: number): string {
  return `${SERIES_PREFIX}/${financialYear}/${String(sequence).padStart(6, '0')}`;
}

export async function findInvoice(
  ctx: ServiceContext,
  orderId: number,
): Promise<InvoiceRow | null> {
  const [row] = await ctx.db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return row ?? null;
}

/**
 * Numbers and stores the order's invoice. GST wants each year's series without gaps, so a number is
 * taken with the series row locked, in the caller's transaction, together with the invoice that uses
 * it: a rolled-back invoice gives its number back.
 */
export async function insertNumberedInvoice(
  tx: ServiceContext,
  orderId: number,
  now: Date,
): Promise<InvoiceRow> {
  const financialYear = financialYearOf(now);
  await tx.db.insert(invoiceSeries).values({ financialYear }).onConflictDoNothing();
  const [series] = await tx.db
    .update(invoiceSeries)
    .set({ lastSequence: sql`${invoiceSeries.lastSequence} + 1` })
    .where(eq(invoiceSeries.financialYear, financialYear))
    .returning();
  const sequence = series!.lastSequence;
  const [row] = await tx.db
    .insert(invoices)
    .values({
      orderId,
      number: formatInvoiceNumber(financialYear, sequence),
      financialYear,
      sequence,
      issuedAt: now,
    })
    .returning();
  return row!;
}
