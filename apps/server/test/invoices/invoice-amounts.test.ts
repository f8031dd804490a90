import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { amountInWords } from '../../src/services/invoices/amount-in-words';
import { gstRateFor, parseGstRates } from '../../src/lib/gst-rates';
import { hsnCodeFor } from '../../src/services/invoices/hsn-codes';
import { invoiceAmounts, splitTax } from '../../src/services/invoices/invoice-amounts';
import { financialYearOf, formatInvoiceNumber } from '../../src/services/invoices/invoice-number';

/** A repeatable pseudo-random sequence, so a failing order can be found again. */
function randomSource(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 48271) % 2147483647;
    return state % max;
  };
}

describe('the tax split of a tax-inclusive price', () => {
  it('takes the taxable value out of the price and splits the tax half and half in Maharashtra', () => {
    // ₹1,049 at 5 %: 104900 × 100 / 105 = 99904.76… → 99905; tax 4995 → CGST 2497, SGST 2498.
    expect(splitTax(1049_00, 500, true)).toEqual({
      rateBp: 500,
      taxablePaise: 999_05,
      cgstPaise: 24_97,
      sgstPaise: 24_98,
      igstPaise: 0,
      totalPaise: 1049_00,
    });
  });

  it('charges all of it as IGST to another state', () => {
    expect(splitTax(2999_00, 1800, false)).toEqual({
      rateBp: 1800,
      taxablePaise: 2541_53,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 457_47,
      totalPaise: 2999_00,
    });
  });

  it('adds up to the paisa over many random orders, within and across states', () => {
    const random = randomSource(13);
    for (let run = 0; run < 2000; run++) {
      const items = Array.from({ length: 1 + random(5) }, () => ({
        lineTotalPaise: (1 + random(4)) * (100 + random(20_000_00)),
        rateBp: random(2) === 0 ? 500 : 1800,
      }));
      const subtotal = items.reduce((sum, item) => sum + item.lineTotalPaise, 0);
      const couponDiscountPaise = random(3) === 0 ? random(Math.min(subtotal, 500_00)) : 0;
      const deliveryChargePaise = random(2) === 0 ? 99_00 : 0;
      const intraState = random(2) === 0;
      const { lines, delivery, totals } = invoiceAmounts({
        items,
        orderDiscountPaise: couponDiscountPaise,
        deliveryChargePaise,
        intraState,
      });
      const all = delivery ? [...lines, delivery] : lines;
      for (const split of all) {
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(
          split.totalPaise,
        );
        if (intraState) {
          expect(split.igstPaise).toBe(0);
          expect(split.sgstPaise - split.cgstPaise).toBeGreaterThanOrEqual(0);
          expect(split.sgstPaise - split.cgstPaise).toBeLessThanOrEqual(1);
        } else {
          expect(split.cgstPaise + split.sgstPaise).toBe(0);
        }
      }
      expect(totals.totalPaise).toBe(subtotal - couponDiscountPaise + deliveryChargePaise);
      expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(
        totals.totalPaise,
      );
      expect(lines.reduce((sum, line) => sum + line.discountPaise, 0)).toBe(couponDiscountPaise);
    }
  });

  it('shares the coupon pro rata, the remainder paise on the last line', () => {
    const { lines } = invoiceAmounts({
      items: [
        { lineTotalPaise: 1000_00, rateBp: 500 },
        { lineTotalPaise: 2000_00, rateBp: 500 },
      ],
      orderDiscountPaise: 100_00,
      deliveryChargePaise: 0,
      intraState: true,
    });
    expect(lines.map((line) => line.discountPaise)).toEqual([33_33, 66_67]);
    expect(lines.map((line) => line.totalPaise)).toEqual([966_67, 1933_33]);
  });

  it('taxes delivery at the highest rate of the goods, and leaves it out when it was free', () => {
    const items = [
      { lineTotalPaise: 1200_00, rateBp: 500 },
      { lineTotalPaise: 2600_00, rateBp: 1800 },
    ];
    const charged = invoiceAmounts({
      items,
      orderDiscountPaise: 0,
      deliveryChargePaise: 99_00,
      intraState: false,
    });
    expect(charged.delivery).toEqual(splitTax(99_00, 1800, false));
    const free = invoiceAmounts({
      items,
      orderDiscountPaise: 0,
      deliveryChargePaise: 0,
      intraState: false,
    });
    expect(free.delivery).toBeNull();
  });
});

describe('GST_APPAREL_RATES', () => {
  const table = parseGstRates('2500:5,*:18');

  it('reads the default: 5 % up to ₹2,500 a piece, 18 % above', () => {
    expect(table).toEqual({
      ok: true,
      table: [
        { upToPaise: 2500_00, rateBp: 500 },
        { upToPaise: null, rateBp: 1800 },
      ],
    });
    if (!table.ok) return;
    expect(gstRateFor(table.table, 2500_00)).toBe(500);
    expect(gstRateFor(table.table, 2500_01)).toBe(1800);
    expect(gstRateFor(table.table, 2501_00)).toBe(1800);
    expect(loadConfig({ NODE_ENV: 'test' }).commerce.gstRates).toEqual(table.table);
  });

  it('takes more bands and fractional rates', () => {
    expect(parseGstRates('1000:5, 2500:12, *:18.5')).toEqual({
      ok: true,
      table: [
        { upToPaise: 1000_00, rateBp: 500 },
        { upToPaise: 2500_00, rateBp: 1200 },
        { upToPaise: null, rateBp: 1850 },
      ],
    });
  });

  it('refuses to start with a table that is not one, naming the variable', () => {
    for (const bad of ['2500:5', '*:18,2500:5', '2500:5,1000:12,*:18', 'abc', '2500:5,*:180']) {
      expect(() => loadConfig({ NODE_ENV: 'test', GST_APPAREL_RATES: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'test', GST_APPAREL_RATES: bad })).toThrow(
        /GST_APPAREL_RATES: /,
      );
    }
  });
});

describe('invoice numbers', () => {
  it('run per Indian financial year, April to March in IST', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    // 1 April 00:00 IST is 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('2099-00');
    expect(formatInvoiceNumber('2026-27', 1)).toBe('KS/2026-27/000001');
  });
});

describe('amounts in words', () => {
  it('writes rupees and paise in Indian numbering', () => {
    expect(amountInWords(1249_50)).toBe(
      'Rupees One Thousand Two Hundred Forty-Nine and Fifty Paise Only',
    );
    expect(amountInWords(1_25_000_00)).toBe('Rupees One Lakh Twenty-Five Thousand Only');
    expect(amountInWords(1_23_45_678_05)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Five Paise Only',
    );
  });
});

describe('HSN codes', () => {
  it('class garments by type and sarees by fabric', () => {
    expect(hsnCodeFor('salwar-suit', 'Cotton')).toBe('6204');
    expect(hsnCodeFor('sherwani', 'Raw Silk')).toBe('6203');
    expect(hsnCodeFor('dupatta', 'Georgette')).toBe('6214');
    expect(hsnCodeFor('saree', 'Kanjivaram Silk')).toBe('5007');
    expect(hsnCodeFor('saree', 'Mul Cotton')).toBe('5208');
    expect(hsnCodeFor('saree', 'Chiffon')).toBe('5407');
    expect(hsnCodeFor(null, '')).toBe('6211');
  });
});
