import type { GarmentType, SizeChart } from '@kesariya/shared';

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

/**
 * Garment length (inches, shoulder to hem; waist to hem for bottoms) by garment type, size M;
 * null for draped garments, which have no chart. Every type is listed, so a new one needs a line.
 */
const LENGTH_M: Record<GarmentType, number | null> = {
  saree: null,
  dupatta: null,
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
const MENS_GARMENTS = new Set<GarmentType>(['sherwani', 'nehru-jacket']);
const KIDS_GARMENTS = new Set<GarmentType>(['kids-frock', 'kids-kurta']);

export type Audience = 'women' | 'men' | 'kids';

/** Who a garment is cut for, from its type and the titles of its category chain ("Men > Kurtas"). */
export function audienceOf(garmentType: GarmentType | null, categoryTitles: string[]): Audience {
  if (garmentType && KIDS_GARMENTS.has(garmentType)) return 'kids';
  if (garmentType && MENS_GARMENTS.has(garmentType)) return 'men';
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
  garmentType: GarmentType | null,
  sizes: string[],
  audience: Audience,
): SizeChart | null {
  const baseLength = garmentType ? LENGTH_M[garmentType] : null;
  if (baseLength === null) return null;
  const table = audience === 'men' ? MEN : audience === 'kids' ? KIDS : WOMEN;
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
