import type { Motif } from './types';

/**
 * Words the product generator combines: surface work (embroidery, prints, weaves), fabrics and
 * the sentences that describe them. Kept apart from the generator so copy can be edited alone.
 */

export type WorkKey =
  | 'zari'
  | 'zardozi'
  | 'chikankari'
  | 'bandhani'
  | 'leheriya'
  | 'block-print'
  | 'dabu'
  | 'kalamkari'
  | 'ikat'
  | 'mirror'
  | 'gota'
  | 'sequin'
  | 'thread'
  | 'phulkari'
  | 'jacquard'
  | 'striped'
  | 'checked'
  | 'solid';

/** How the motif colour is chosen: metallic thread, a tone of the fabric, or a contrast dye. */
export type AccentKind = 'gold' | 'silver' | 'tonal' | 'contrast';

export interface Work {
  /** Word used in the product name; empty for plain fabric. */
  label: string;
  motifs: readonly Motif[];
  accent: AccentKind;
  /** Completes "… in <fabric>, <phrase>." */
  phrases: readonly string[];
}

export const WORKS: Record<WorkKey, Work> = {
  zari: {
    label: 'Zari',
    motifs: ['border', 'buti', 'paisley'],
    accent: 'gold',
    phrases: [
      'woven with fine zari butis and a rich zari border',
      'with a woven zari border and scattered gold butis',
      'finished with antique zari weaving along the border and pallu',
    ],
  },
  zardozi: {
    label: 'Zardozi',
    motifs: ['floral', 'border', 'paisley'],
    accent: 'gold',
    phrases: [
      'hand-embroidered with zardozi, dabka and cut-dana in antique gold',
      'with raised zardozi embroidery on the yoke and hem',
    ],
  },
  chikankari: {
    label: 'Chikankari',
    motifs: ['floral', 'buti'],
    accent: 'tonal',
    phrases: [
      'hand-embroidered in Lucknow with tonal chikankari florals',
      'with delicate shadow-work chikankari jaal in tone-on-tone thread',
    ],
  },
  bandhani: {
    label: 'Bandhani',
    motifs: ['buti'],
    accent: 'contrast',
    phrases: [
      'tie-dyed by hand in the Kutch bandhani tradition, thousands of tiny dots at a time',
      'with traditional bandhani dots tied and dyed by artisans in Jamnagar',
    ],
  },
  leheriya: {
    label: 'Leheriya',
    motifs: ['stripes'],
    accent: 'contrast',
    phrases: [
      'resist-dyed in Rajasthani leheriya waves',
      'with diagonal leheriya stripes dyed by hand in Jaipur',
    ],
  },
  'block-print': {
    label: 'Block-Print',
    motifs: ['paisley', 'floral', 'buti'],
    accent: 'contrast',
    phrases: [
      'hand block-printed in Sanganer with natural-dye motifs',
      'hand block-printed with classic Jaipuri butas',
    ],
  },
  dabu: {
    label: 'Dabu-Print',
    motifs: ['floral', 'buti'],
    accent: 'contrast',
    phrases: ['mud-resist dabu printed in Akola with indigo-style florals'],
  },
  kalamkari: {
    label: 'Kalamkari',
    motifs: ['paisley', 'floral'],
    accent: 'contrast',
    phrases: ['with hand-painted Kalamkari florals and peacock paisleys'],
  },
  ikat: {
    label: 'Ikat',
    motifs: ['checks', 'stripes'],
    accent: 'contrast',
    phrases: ['handwoven in Pochampally ikat, each thread tie-dyed before weaving'],
  },
  mirror: {
    label: 'Mirror Work',
    motifs: ['buti', 'floral'],
    accent: 'silver',
    phrases: [
      'with hand-set mirror work and resham embroidery',
      'embellished with abhla mirror work around the neckline and hem',
    ],
  },
  gota: {
    label: 'Gota Patti',
    motifs: ['border', 'floral'],
    accent: 'gold',
    phrases: [
      'with gota patti appliqué in the Rajasthani style',
      'edged with shimmering gota patti lace and leaf motifs',
    ],
  },
  sequin: {
    label: 'Sequinned',
    motifs: ['buti', 'floral'],
    accent: 'gold',
    phrases: ['scattered with hand-stitched sequins that catch the evening light'],
  },
  thread: {
    label: 'Embroidered',
    motifs: ['floral', 'paisley', 'buti'],
    accent: 'contrast',
    phrases: [
      'with resham thread embroidery on the yoke and sleeves',
      'embroidered with aari-work florals in contrast thread',
    ],
  },
  phulkari: {
    label: 'Phulkari',
    motifs: ['floral'],
    accent: 'contrast',
    phrases: ['with bright Punjabi phulkari embroidery in silk floss'],
  },
  jacquard: {
    label: 'Jacquard',
    motifs: ['paisley', 'buti'],
    accent: 'tonal',
    phrases: ['woven with a tone-on-tone jacquard buta that shows in the light'],
  },
  striped: {
    label: 'Striped',
    motifs: ['stripes'],
    accent: 'contrast',
    phrases: ['woven with fine yarn-dyed stripes'],
  },
  checked: {
    label: 'Checked',
    motifs: ['checks'],
    accent: 'contrast',
    phrases: ['woven in small yarn-dyed checks'],
  },
  solid: {
    label: '',
    motifs: ['plain'],
    accent: 'tonal',
    phrases: [
      'in a clean solid shade that pairs with everything',
      'kept plain so the colour and fabric speak for themselves',
    ],
  },
};

/** Fabric name in the title → phrase for the description and care text. */
export const FABRICS: Record<string, { phrase: string; care: string }> = {
  Cotton: {
    phrase: 'breathable pure cotton',
    care: 'Hand wash separately in cold water; dry inside out in shade; warm iron.',
  },
  'Mul Cotton': {
    phrase: 'feather-light mul cotton',
    care: 'Hand wash separately in cold water; dry in shade; warm iron.',
  },
  'Cotton Linen': {
    phrase: 'cool cotton-linen',
    care: 'Machine wash gentle in cold water; dry in shade; iron while slightly damp.',
  },
  Linen: {
    phrase: 'crisp, breathable linen',
    care: 'Machine wash gentle in cold water; dry in shade; iron while slightly damp.',
  },
  Khadi: {
    phrase: 'handspun, handwoven khadi',
    care: 'Hand wash in cold water with mild detergent; dry in shade.',
  },
  Rayon: {
    phrase: 'soft, fluid rayon',
    care: 'Hand wash in cold water; do not wring; dry flat in shade; low iron.',
  },
  Modal: {
    phrase: 'silky-soft modal',
    care: 'Hand wash in cold water; dry flat in shade; low iron.',
  },
  Georgette: {
    phrase: 'flowing georgette',
    care: 'Dry clean recommended; otherwise gentle hand wash in cold water.',
  },
  Chiffon: {
    phrase: 'lightweight chiffon',
    care: 'Dry clean recommended; steam to remove creases.',
  },
  Crepe: {
    phrase: 'drapey crepe',
    care: 'Gentle hand wash in cold water; dry in shade; low iron.',
  },
  Chanderi: {
    phrase: 'sheer Chanderi silk-cotton',
    care: 'Dry clean only for the first wash; then gentle hand wash in cold water.',
  },
  Silk: {
    phrase: 'soft art silk with a gentle sheen',
    care: 'Dry clean only. Store wrapped in muslin, away from direct sunlight.',
  },
  'Banarasi Silk': {
    phrase: 'handloom Banarasi silk from Varanasi',
    care: 'Dry clean only. Refold every few months so the zari does not crease.',
  },
  'Kanjivaram Silk': {
    phrase: 'rich Kanjivaram silk from Tamil Nadu',
    care: 'Dry clean only. Store wrapped in muslin; refold every few months.',
  },
  'Tussar Silk': {
    phrase: 'textured tussar silk',
    care: 'Dry clean only. Store in a muslin cloth bag.',
  },
  'Raw Silk': {
    phrase: 'structured raw silk',
    care: 'Dry clean only. Steam press on the reverse.',
  },
  Velvet: {
    phrase: 'plush micro velvet',
    care: 'Dry clean only. Store hanging; never iron the pile directly.',
  },
  Organza: {
    phrase: 'crisp, sheer organza',
    care: 'Dry clean only. Steam gently to remove creases.',
  },
  Net: {
    phrase: 'soft net over a satin lining',
    care: 'Dry clean only. Store flat or hanging in a garment bag.',
  },
  Jacquard: {
    phrase: 'textured jacquard',
    care: 'Dry clean recommended. Steam press on the reverse.',
  },
};

/** Occasion label → phrase completing "Made for …". */
export const OCCASIONS: Record<string, readonly string[]> = {
  'Daily Wear': [
    'everyday errands, college and easy weekends',
    'long days when comfort comes first',
  ],
  'Office Wear': ['office days and client meetings', 'workdays that run into dinner plans'],
  Casual: ['brunches, travel and relaxed weekends', 'casual outings with friends'],
  Festive: [
    'Diwali, Ganesh Chaturthi and family get-togethers',
    'festive pujas, Navratri evenings and visits home',
  ],
  Wedding: [
    'wedding ceremonies and the pheras',
    'family weddings and the celebrations around them',
  ],
  'Party Wear': ['sangeet nights and cocktail evenings', 'receptions and festive parties'],
  'Haldi & Mehendi': ['haldi mornings and mehendi afternoons', 'daytime wedding functions'],
  Puja: ['pujas, temple visits and Gudi Padwa mornings'],
  Reception: ['reception evenings under the lights'],
};

/** Optional closing sentence: how to style the piece. */
export const STYLING_TIPS: Record<'women' | 'men' | 'kids', readonly string[]> = {
  women: [
    'Style it with oxidised jhumkas and kolhapuri chappals.',
    'Pair it with polki studs, a potli bag and embroidered juttis.',
    'Add a statement choker and block heels for the evening.',
    'Finish the look with silver bangles and a small bindi.',
    'Team it with kundan earrings and a contrast clutch.',
  ],
  men: [
    'Pair it with leather mojaris and a pocket square.',
    'Finish the look with kolhapuri chappals.',
    'Add a brooch and embroidered juttis for the evening.',
    'Layer it under a Nehru jacket for a dressier look.',
  ],
  kids: [
    'Soft lining keeps it comfortable through long functions.',
    'Pair it with matching juttis for photos with the family.',
    'Roomy enough for dancing at the sangeet.',
  ],
};

/**
 * Extra words used only when a generated name is already taken, so names stay unique without
 * numbers ("Noor Maroon Banarasi Silk Saree").
 */
export const DESIGN_NAMES: readonly string[] = [
  'Noor',
  'Meher',
  'Gulmohar',
  'Chandni',
  'Saanjh',
  'Rangrez',
  'Mehtab',
  'Gulabo',
  'Zoya',
  'Aangan',
  'Kesar',
  'Champa',
  'Mogra',
  'Roshni',
  'Taara',
  'Nazakat',
  'Bahaar',
  'Inaya',
  'Sitara',
  'Jharokha',
  'Rangoli',
  'Kamal',
  'Parijat',
  'Basant',
  'Shagun',
  'Utsav',
  'Anaya',
  'Heer',
  'Mahira',
  'Suhaani',
  'Tulsi',
  'Neelam',
  'Panna',
  'Moti',
  'Kaveri',
  'Narmada',
  'Sahyadri',
  'Shaniwar',
  'Deccan',
  'Peshwai',
];
