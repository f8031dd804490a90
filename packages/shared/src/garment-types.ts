/**
 * What a product is, as its size chart tells garments apart: the length a chart starts from, and
 * whether it has a chart at all (draped sarees and dupattas have none). A closed list, so the back
 * office can offer it and the server can rely on it.
 */
export const GARMENT_TYPES = [
  'saree',
  'lehenga',
  'kurta',
  'kurti',
  'anarkali',
  'salwar-suit',
  'kurta-set',
  'palazzo',
  'dupatta',
  'sherwani',
  'nehru-jacket',
  'kids-frock',
  'kids-kurta',
] as const;
export type GarmentType = (typeof GARMENT_TYPES)[number];
