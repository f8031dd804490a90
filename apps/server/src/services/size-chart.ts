import type { SizeChart } from '@kesariya/shared';

/** Body measurements (inches) of the standard Indian ready-to-wear sizes: bust/chest and waist. */
const WOMEN: Record<string, [number, number]> = {
  XS: [32, 26],
  S: [34, 28],
  M: [36, 30],
  L: [38, 32],
  XL: [40, 34],
  XXL: [42, 36],
  XXXL: [44, 38],
};
const MEN: Record<string, [number, number]> = {
  XS: [34, 28],
  S: [36, 30],
  M: [38, 32],
  L: [40, 34],
  XL: [42, 36],
  XXL: [44, 38],
  XXXL: [46, 40],
};
const KIDS: Record<string, [number, number]> = {
  XS: [20, 19],
  S: [22, 20],
  M: [24, 21],
  L: [26, 22],
  XL: [28, 23],
  XXL: [30, 24],
  XXXL: [32, 25],
};

/** Garment length (inches, shoulder to hem; waist to hem for bottoms) by garment type, size M. */
const LENGTH_M: Record<string, number> = {
  kurta: 44,
  kurti: 38,
  anarkali: 52,
  'salwar-suit': 44,
  'kurta-set': 42,
  lehenga: 41,
  palazzo: 39,
  sherwani: 44,
  'nehru-jacket': 28,
  'kids-frock': 24,
  'kids-kurta': 24,
};
const MENS = new Set(['sherwani', 'nehru-jacket']);
const KIDS_SHAPES = new Set(['kids-frock', 'kids-kurta']);

export type Audience = 'women' | 'men' | 'kids';

/** Who a garment is cut for, from its shape and the titles of its category chain ("Men > Kurtas"). */
export function audienceOf(shape: string | null, categoryTitles: string[]): Audience {
  if (shape && KIDS_SHAPES.has(shape)) return 'kids';
  if (shape && MENS.has(shape)) return 'men';
  const titles = categoryTitles.join(' ').toLowerCase();
  if (/\b(kids?|girls?|boys?|children)\b/.test(titles)) return 'kids';
  if (/\b(men|mens|men's)\b/.test(titles) && !/\bwomen/.test(titles)) return 'men';
  return 'women';
}
const ORDER = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/**
 * The size chart for a garment type and the sizes a product offers. Draped garments (sarees,
 * dupattas) and Free Size pieces have no chart. Lengths grow by half an inch per size step.
 */
export function sizeChartFor(
  shape: string | null,
  sizes: string[],
  audience: Audience,
): SizeChart | null {
  if (!shape || !(shape in LENGTH_M)) return null;
  const table = audience === 'men' ? MEN : audience === 'kids' ? KIDS : WOMEN;
  const baseLength = LENGTH_M[shape]!;
  const rows = sizes
    .filter((size) => size in table)
    .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))
    .map((size) => {
      const [bust, waist] = table[size]!;
      return {
        size,
        bust,
        waist,
        length: baseLength + (ORDER.indexOf(size) - ORDER.indexOf('M')) * 0.5,
      };
    });
  if (rows.length === 0) return null;
  return { unit: 'inch', measure_label: audience === 'men' ? 'Chest' : 'Bust', rows };
}
