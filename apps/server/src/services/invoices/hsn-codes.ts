import type { GarmentType } from '@kesariya/shared';

/**
 * HSN codes (4 digits, as a store of our size prints them) by garment type. Chapter 62 holds woven
 * garments, split by who wears them: 6203 men's or boys' suits, ensembles, jackets and trousers,
 * 6204 women's or girls' suits, ensembles, dresses, skirts and trousers, 6206 women's or girls'
 * blouses and shirts, 6214 shawls, scarves and veils. Children's clothes above babies' sizes go
 * with men's or women's (6209 is for babies only), so a girl's frock is a dress and a boy's kurta
 * an ensemble top.
 */
const HSN_BY_GARMENT: Record<Exclude<GarmentType, 'saree'>, string> = {
  lehenga: '6204', // skirt with blouse and dupatta: a women's ensemble
  kurta: '6204', // women's calf-length kurta: a dress
  kurti: '6206', // women's hip-length top: a blouse
  anarkali: '6204', // flared dress
  'salwar-suit': '6204', // women's ensemble
  'kurta-set': '6203', // men's kurta with pyjama: an ensemble
  palazzo: '6204', // women's trousers
  dupatta: '6214', // veil or stole
  sherwani: '6203', // men's long coat, worn as a suit
  'nehru-jacket': '6203', // men's jacket
  'kids-frock': '6204', // girl's dress
  'kids-kurta': '6203', // boy's ensemble
};

/** Other garments (6211), for a product whose type is not set. */
const GENERIC_APPAREL_HSN = '6211';

/**
 * A saree is an unstitched length of cloth, so it is classed as woven fabric by what it is woven
 * from: silk 5007, cotton 5208, and otherwise synthetic filament (georgette, chiffon, crepe,
 * organza) 5407.
 */
function sareeHsn(fabric: string): string {
  const f = fabric.toLowerCase();
  if (f.includes('silk')) return '5007';
  if (/cotton|khadi|\bmul\b/.test(f)) return '5208';
  return '5407';
}

/** The HSN code of a product from its garment type (and a saree's fabric). */
export function hsnCodeFor(garmentType: GarmentType | null, fabric: string): string {
  if (garmentType === 'saree') return sareeHsn(fabric);
  return (garmentType && HSN_BY_GARMENT[garmentType]) || GENERIC_APPAREL_HSN;
}
