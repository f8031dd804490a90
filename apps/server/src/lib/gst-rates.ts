/**
 * GST on apparel goes by the price of the piece: since September 2025, 5 % up to ₹2,500 a piece and
 * 18 % above. The bands are configuration (GST_APPAREL_RATES) because the Council moves them; each
 * order line keeps the rate of its day (order_items.gst_rate_bp), so later changes never rewrite an
 * invoice.
 */

/** One price band: pieces priced up to `upToPaise` (tax included; null: any price) pay `rateBp`. */
export interface GstRateBand {
  upToPaise: number | null;
  /** Basis points: 500 is 5 %. */
  rateBp: number;
}

/** Ascending bands, the last one open-ended. */
export type GstRateTable = readonly GstRateBand[];

export const DEFAULT_GST_APPAREL_RATES = '2500:5,*:18';

const FORMAT = `write price bands as up-to-rupees:rate-percent, ending with *:rate, e.g. ${DEFAULT_GST_APPAREL_RATES}`;
const RUPEES = /^[0-9]{1,9}(\.[0-9]{1,2})?$/;
const PERCENT = /^[0-9]{1,3}(\.[0-9]{1,2})?$/;

/** The table of a GST_APPAREL_RATES text, or the reason it is not one. */
export function parseGstRates(
  text: string,
): { ok: true; table: GstRateTable } | { ok: false; problem: string } {
  const bands: GstRateBand[] = [];
  const parts = text.split(',').map((part) => part.trim());
  for (const [i, part] of parts.entries()) {
    const [price = '', rate = '', extra] = part.split(':').map((piece) => piece.trim());
    const last = i === parts.length - 1;
    if (extra !== undefined || !PERCENT.test(rate))
      return { ok: false, problem: `"${part}": ${FORMAT}` };
    const rateBp = Math.round(Number(rate) * 100);
    if (rateBp > 100_00) return { ok: false, problem: `"${part}": a rate is at most 100 %` };
    if (price === '*') {
      if (!last) return { ok: false, problem: `"${part}": the * band comes last` };
      bands.push({ upToPaise: null, rateBp });
      continue;
    }
    if (!RUPEES.test(price)) return { ok: false, problem: `"${part}": ${FORMAT}` };
    const upToPaise = Math.round(Number(price) * 100);
    const previous = bands.at(-1)?.upToPaise;
    if (previous !== undefined && previous !== null && upToPaise <= previous)
      return { ok: false, problem: `"${part}": the prices must rise from band to band` };
    bands.push({ upToPaise, rateBp });
  }
  if (bands.at(-1)?.upToPaise !== null)
    return { ok: false, problem: `the last band must be *:rate, for any higher price (${FORMAT})` };
  return { ok: true, table: bands };
}

/** The rate of a piece at this price (tax included), in basis points. */
export function gstRateFor(table: GstRateTable, piecePricePaise: number): number {
  const band = table.find((b) => b.upToPaise === null || piecePricePaise <= b.upToPaise);
  return band!.rateBp;
}
