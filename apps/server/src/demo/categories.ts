import type { GarmentType } from '@kesariya/shared';
import type { DemoCategory } from './types';
import type { ColorFamily } from './palette';
import type { WorkKey } from './vocabulary';

/**
 * The category tree, and for every sub-category what its products are made of: the garment shape
 * the art draws, fabrics, surface work, price band and how it is sized. Products are generated
 * from these templates, so a "Banarasi Saree" is always silk with zari and priced like one.
 */

/** Who wears it: picks the fit sentence, styling tips and the size run. */
export type Wearer = 'women' | 'men' | 'kids';

export interface ProductTemplate {
  shape: GarmentType;
  /** Last word(s) of the product name, e.g. "Straight Kurta". */
  noun: string;
  fabrics: readonly string[];
  works: readonly WorkKey[];
  /** Endings such as "with Zari Border"; '' means none. */
  features: readonly string[];
  occasions: readonly string[];
  /** MRP band in rupees. */
  mrp: readonly [number, number];
  /** Sarees and dupattas are one size; everything else is stitched XS-XXXL. */
  freeSize: boolean;
  wearer: Wearer;
  /** Sentences about cut and fit; one is used per product. */
  fit: readonly string[];
  /** Colour families this kind of garment is usually sold in; all when absent. */
  families?: readonly ColorFamily[];
  /** Three letters in the SKU. */
  code: string;
  /** Relative share of the catalogue. */
  weight: number;
}

interface SubDef {
  title: string;
  slug: string;
  description: string;
  template: ProductTemplate;
}

interface TopDef {
  title: string;
  slug: string;
  description: string;
  shape: GarmentType;
  tile: { color: string; accent: string; motif: DemoCategory['art']['motif'] };
  subs: readonly SubDef[];
}

const WOMEN_KURTA_FIT = [
  'It has a straight fit that falls just below the knee, with 3/4 sleeves and side slits for easy movement.',
  'Cut in a relaxed straight silhouette with a round neck, 3/4 sleeves and side slits.',
  'The regular fit sits comfortably through the shoulders, with a V-neck and calf-length hem.',
];
const KURTI_FIT = [
  'A hip-length kurti with an A-line flare and 3/4 sleeves; it works with jeans or palazzos.',
  'Short and easy, with a band collar and roll-up sleeves; it ends at the hip.',
];
const ANARKALI_FIT = [
  'A fitted bodice flares into a full-length, 12-kali flare that swirls when you turn.',
  'The princess-cut bodice opens into a floor-grazing flare with full sleeves.',
];
const SAREE_FIT = [
  'The saree is 5.5 metres long and comes with a 0.8-metre unstitched blouse piece.',
  'It measures 6.3 metres including an 80 cm blouse piece, so it drapes in any style.',
];
const LEHENGA_FIT = [
  'The lehenga is fully lined with a can-can layer for volume; the blouse is semi-stitched up to 42 inches and the dupatta is 2.5 metres.',
  'It comes as a three-piece set: a flared lehenga with a drawstring waist, a padded blouse and a matching dupatta.',
];
const SUIT_FIT = [
  'A three-piece set: a calf-length kurta, a matching bottom and a 2.25-metre dupatta.',
  'The kurta is lined at the bodice; the bottom has an elasticated waist with a drawstring; the dupatta is 2.3 metres.',
];
const DUPATTA_FIT = [
  'It measures 2.5 metres by 1 metre, enough to drape over both shoulders or pin on one side.',
  'A generous 2.4 x 1.1 metre drape with finished edges.',
];
const PALAZZO_FIT = [
  'Wide, fluid legs with an elasticated waist and a drawstring; ankle length on most heights.',
  'A high-rise fit with side pockets and a flowing wide leg.',
];
const MEN_KURTA_FIT = [
  'Cut in a regular fit with a mandarin collar and a half button placket; the bottom has an elasticated waist with a drawstring.',
  'A knee-length kurta with a band collar and side pockets, paired with a matching drawstring bottom.',
];
const SHERWANI_FIT = [
  'A tailored, knee-length sherwani with a mandarin collar, concealed lining and covered buttons; comes with a churidar.',
  'Structured through the shoulders with a fully lined body and a matching churidar; altered free of charge at our Pune store.',
];
const JACKET_FIT = [
  'A slim-fit, sleeveless Nehru jacket with a mandarin collar, five buttons and welt pockets.',
  'Tailored to sit at the hip, with a band collar and a chest pocket for a pocket square; fully lined.',
];
const GIRLS_FIT = [
  'Soft cotton lining keeps it gentle on the skin, and the roomy cut allows for play.',
  'Easy to wear with a back zip and an adjustable tie; sizes XS to XL suit ages 2 to 12.',
];
const BOYS_FIT = [
  'A comfortable straight kurta with a mandarin collar and a pyjama with an elasticated waist.',
  'Soft lining and a half button placket make it easy to put on; sizes XS to XL suit ages 2 to 12.',
];
const INDO_WESTERN_FIT = [
  'Cut slim through the chest and waist with a mandarin collar and a concealed placket; comes with matching trousers.',
  'A sharp, knee-length silhouette with an asymmetric front and a fully lined body; trousers included.',
];

const FESTIVE = ['Festive', 'Party Wear', 'Puja'];
const DAILY = ['Daily Wear', 'Office Wear', 'Casual'];
const WEDDING = ['Wedding', 'Reception', 'Party Wear'];

const WOMEN_KURTA_FEATURES = [
  '',
  '',
  'with Pintuck Yoke',
  'with Lace Hem',
  'with Pockets',
  'with Keyhole Neck',
  'with Embroidered Yoke',
  'with Bell Sleeves',
];

export const CATEGORY_TREE: readonly TopDef[] = [
  {
    title: "Women's Kurtas & Kurtis",
    slug: 'womens-kurtas-kurtis',
    description:
      'Everyday and festive kurtas in cotton, rayon and silk, from office straight-cuts to twirl-ready anarkalis.',
    shape: 'kurta',
    tile: { color: '#2f3b85', accent: '#f6efdc', motif: 'buti' },
    subs: [
      {
        title: 'Straight Kurtas',
        slug: 'straight-kurtas',
        description: 'Calf-length straight kurtas for work, college and everything in between.',
        template: {
          shape: 'kurta',
          noun: 'Straight Kurta',
          fabrics: ['Cotton', 'Rayon', 'Cotton Linen', 'Chanderi', 'Modal', 'Khadi'],
          works: [
            'block-print',
            'chikankari',
            'dabu',
            'thread',
            'solid',
            'kalamkari',
            'ikat',
            'mirror',
          ],
          features: WOMEN_KURTA_FEATURES,
          occasions: DAILY,
          mrp: [799, 2999],
          freeSize: false,
          wearer: 'women',
          fit: WOMEN_KURTA_FIT,
          code: 'SKU',
          weight: 10,
        },
      },
      {
        title: 'Anarkali Kurtas',
        slug: 'anarkali-kurtas',
        description: 'Flared anarkalis with fitted bodices for festive evenings.',
        template: {
          shape: 'anarkali',
          noun: 'Anarkali Kurta',
          fabrics: ['Georgette', 'Rayon', 'Chanderi', 'Cotton', 'Silk'],
          works: ['chikankari', 'gota', 'block-print', 'thread', 'sequin', 'zari'],
          features: ['', '', 'with Flared Sleeves', 'with Embroidered Yoke', 'with Tassel Tie-Up'],
          occasions: FESTIVE,
          mrp: [1299, 3999],
          freeSize: false,
          wearer: 'women',
          fit: ANARKALI_FIT,
          code: 'ANK',
          weight: 7,
        },
      },
      {
        title: 'A-Line Kurtis',
        slug: 'a-line-kurtis',
        description: 'Easy A-line kurtis that go with jeans, palazzos and leggings.',
        template: {
          shape: 'kurti',
          noun: 'A-Line Kurti',
          fabrics: ['Cotton', 'Rayon', 'Mul Cotton', 'Crepe'],
          works: ['block-print', 'leheriya', 'bandhani', 'solid', 'thread', 'ikat'],
          features: WOMEN_KURTA_FEATURES,
          occasions: DAILY,
          mrp: [599, 1999],
          freeSize: false,
          wearer: 'women',
          fit: KURTI_FIT,
          code: 'ALK',
          weight: 8,
        },
      },
      {
        title: 'Short Kurtis',
        slug: 'short-kurtis',
        description: 'Hip-length kurtis and tunics for casual days.',
        template: {
          shape: 'kurti',
          noun: 'Short Kurti',
          fabrics: ['Cotton', 'Rayon', 'Khadi', 'Cotton Linen'],
          works: ['block-print', 'striped', 'checked', 'solid', 'thread', 'dabu'],
          features: ['', '', 'with Roll-Up Sleeves', 'with Button Placket', 'with Pockets'],
          occasions: ['Casual', 'Daily Wear'],
          mrp: [599, 1499],
          freeSize: false,
          wearer: 'women',
          fit: KURTI_FIT,
          code: 'SHK',
          weight: 6,
        },
      },
    ],
  },
  {
    title: 'Sarees',
    slug: 'sarees',
    description:
      'Handwoven Banarasis, everyday cottons and feather-light georgettes, each with a blouse piece.',
    shape: 'saree',
    tile: { color: '#7b1e2b', accent: '#d4af37', motif: 'border' },
    subs: [
      {
        title: 'Banarasi Sarees',
        slug: 'banarasi-sarees',
        description: 'Handwoven Banarasi silk sarees with real zari borders and pallus.',
        template: {
          shape: 'saree',
          noun: 'Saree',
          fabrics: ['Banarasi Silk'],
          works: ['zari', 'jacquard'],
          features: [
            'with Zari Border',
            'with Contrast Pallu',
            'with Woven Butis',
            'with Kadhua Pallu',
            'with Temple Border',
          ],
          occasions: WEDDING,
          mrp: [4999, 24999],
          freeSize: true,
          wearer: 'women',
          fit: SAREE_FIT,
          families: [
            'Red',
            'Maroon',
            'Pink',
            'Orange',
            'Yellow',
            'Green',
            'Blue',
            'Navy',
            'Purple',
            'Gold',
            'Black',
            'Ivory',
          ],
          code: 'BNS',
          weight: 7,
        },
      },
      {
        title: 'Cotton Sarees',
        slug: 'cotton-sarees',
        description: 'Breathable handloom cottons for daily wear and the office.',
        template: {
          shape: 'saree',
          noun: 'Saree',
          fabrics: ['Cotton', 'Mul Cotton', 'Khadi', 'Linen'],
          works: ['block-print', 'ikat', 'dabu', 'checked', 'striped', 'bandhani', 'solid'],
          features: ['', 'with Blouse Piece', 'with Contrast Border', 'with Tassel Pallu'],
          occasions: DAILY,
          mrp: [1299, 3499],
          freeSize: true,
          wearer: 'women',
          fit: SAREE_FIT,
          code: 'CTS',
          weight: 7,
        },
      },
      {
        title: 'Silk Sarees',
        slug: 'silk-sarees',
        description: 'Kanjivaram, tussar and soft silks for weddings and festivals.',
        template: {
          shape: 'saree',
          noun: 'Saree',
          fabrics: ['Kanjivaram Silk', 'Tussar Silk', 'Silk', 'Chanderi'],
          works: ['zari', 'jacquard', 'kalamkari', 'solid'],
          features: [
            'with Zari Border',
            'with Temple Border',
            'with Contrast Pallu',
            'with Blouse Piece',
          ],
          occasions: ['Wedding', 'Festive', 'Puja'],
          mrp: [2999, 18999],
          freeSize: true,
          wearer: 'women',
          fit: SAREE_FIT,
          code: 'SLS',
          weight: 6,
        },
      },
      {
        title: 'Chiffon & Georgette Sarees',
        slug: 'chiffon-georgette-sarees',
        description: 'Lightweight sarees that drape beautifully for parties and receptions.',
        template: {
          shape: 'saree',
          noun: 'Saree',
          fabrics: ['Georgette', 'Chiffon', 'Organza'],
          works: ['sequin', 'leheriya', 'bandhani', 'thread', 'gota', 'solid'],
          features: ['', 'with Scalloped Border', 'with Sequin Border', 'with Blouse Piece'],
          occasions: ['Party Wear', 'Reception', 'Festive'],
          mrp: [1499, 5999],
          freeSize: true,
          wearer: 'women',
          fit: SAREE_FIT,
          code: 'CGS',
          weight: 6,
        },
      },
    ],
  },
  {
    title: 'Lehengas',
    slug: 'lehengas',
    description: 'Bridal, festive and mehendi lehengas with blouses and dupattas.',
    shape: 'lehenga',
    tile: { color: '#c8202a', accent: '#d4af37', motif: 'border' },
    subs: [
      {
        title: 'Bridal Lehengas',
        slug: 'bridal-lehengas',
        description: 'Heirloom bridal lehengas in velvet, silk and net with zardozi work.',
        template: {
          shape: 'lehenga',
          noun: 'Bridal Lehenga',
          fabrics: ['Velvet', 'Raw Silk', 'Net', 'Banarasi Silk'],
          works: ['zardozi', 'zari', 'sequin'],
          features: [
            'with Double Dupatta',
            'with Embroidered Blouse and Dupatta',
            'with Scalloped Dupatta',
            '',
          ],
          occasions: ['Wedding', 'Reception'],
          mrp: [19999, 49999],
          freeSize: false,
          wearer: 'women',
          fit: LEHENGA_FIT,
          families: ['Red', 'Maroon', 'Pink', 'Gold', 'Ivory', 'Orange', 'Green'],
          code: 'BRL',
          weight: 4,
        },
      },
      {
        title: 'Festive Lehengas',
        slug: 'festive-lehengas',
        description: 'Lehengas for sangeet, Navratri and family weddings.',
        template: {
          shape: 'lehenga',
          noun: 'Lehenga Set',
          fabrics: ['Silk', 'Georgette', 'Chanderi', 'Jacquard', 'Net'],
          works: ['zari', 'gota', 'mirror', 'sequin', 'thread'],
          features: ['with Dupatta', 'with Net Dupatta', 'with Can-Can Flare', ''],
          occasions: ['Festive', 'Party Wear', 'Wedding'],
          mrp: [7999, 24999],
          freeSize: false,
          wearer: 'women',
          fit: LEHENGA_FIT,
          code: 'FSL',
          weight: 5,
        },
      },
      {
        title: 'Mehendi & Haldi Lehengas',
        slug: 'mehendi-haldi-lehengas',
        description: 'Bright, light lehengas for daytime functions.',
        template: {
          shape: 'lehenga',
          noun: 'Lehenga Set',
          fabrics: ['Cotton', 'Chanderi', 'Georgette', 'Mul Cotton'],
          works: ['leheriya', 'bandhani', 'gota', 'mirror', 'block-print'],
          features: ['with Dupatta', 'with Mirror-Work Dupatta', ''],
          occasions: ['Haldi & Mehendi', 'Festive'],
          mrp: [4999, 12999],
          freeSize: false,
          wearer: 'women',
          fit: LEHENGA_FIT,
          families: ['Yellow', 'Green', 'Orange', 'Pink', 'Ivory', 'Blue'],
          code: 'MHL',
          weight: 4,
        },
      },
    ],
  },
  {
    title: 'Salwar Suits',
    slug: 'salwar-suits',
    description: 'Three-piece suit sets with kurta, bottom and dupatta, ready to wear.',
    shape: 'salwar-suit',
    tile: { color: '#0f6e8c', accent: '#f6efdc', motif: 'floral' },
    subs: [
      {
        title: 'Straight Suit Sets',
        slug: 'straight-suit-sets',
        description: 'Straight kurtas with trousers or salwars and a matching dupatta.',
        template: {
          shape: 'salwar-suit',
          noun: 'Suit Set',
          fabrics: ['Cotton', 'Chanderi', 'Rayon', 'Mul Cotton', 'Silk'],
          works: ['block-print', 'chikankari', 'thread', 'gota', 'solid'],
          features: ['with Dupatta', 'with Trousers and Dupatta', 'with Organza Dupatta'],
          occasions: ['Daily Wear', 'Office Wear', 'Festive'],
          mrp: [1499, 5999],
          freeSize: false,
          wearer: 'women',
          fit: SUIT_FIT,
          code: 'STS',
          weight: 6,
        },
      },
      {
        title: 'Anarkali Suit Sets',
        slug: 'anarkali-suit-sets',
        description: 'Flared anarkali suits with churidars and dupattas.',
        template: {
          shape: 'salwar-suit',
          noun: 'Anarkali Suit Set',
          fabrics: ['Georgette', 'Silk', 'Chanderi', 'Net'],
          works: ['zari', 'sequin', 'gota', 'chikankari', 'thread'],
          features: ['with Churidar and Dupatta', 'with Dupatta', ''],
          occasions: FESTIVE,
          mrp: [2999, 7999],
          freeSize: false,
          wearer: 'women',
          fit: SUIT_FIT,
          code: 'ASS',
          weight: 5,
        },
      },
      {
        title: 'Palazzo Suit Sets',
        slug: 'palazzo-suit-sets',
        description: 'Kurtas paired with flowing palazzos for easy, comfortable dressing.',
        template: {
          shape: 'salwar-suit',
          noun: 'Palazzo Suit Set',
          fabrics: ['Rayon', 'Cotton', 'Crepe', 'Georgette'],
          works: ['block-print', 'leheriya', 'bandhani', 'thread', 'solid'],
          features: ['with Dupatta', ''],
          occasions: ['Casual', 'Daily Wear', 'Festive'],
          mrp: [1499, 4499],
          freeSize: false,
          wearer: 'women',
          fit: SUIT_FIT,
          code: 'PSS',
          weight: 5,
        },
      },
      {
        title: 'Patiala Suit Sets',
        slug: 'patiala-suit-sets',
        description: 'Punjabi patiala suits with pleated salwars and phulkari dupattas.',
        template: {
          shape: 'salwar-suit',
          noun: 'Patiala Suit Set',
          fabrics: ['Cotton', 'Silk', 'Rayon'],
          works: ['phulkari', 'thread', 'block-print', 'solid'],
          features: ['with Phulkari Dupatta', 'with Dupatta', ''],
          occasions: ['Festive', 'Casual'],
          mrp: [1299, 3999],
          freeSize: false,
          wearer: 'women',
          fit: SUIT_FIT,
          code: 'PTS',
          weight: 4,
        },
      },
    ],
  },
  {
    title: 'Dupattas',
    slug: 'dupattas',
    description: 'Dupattas to lift a plain kurta: Banarasi, bandhani, phulkari and Chanderi.',
    shape: 'dupatta',
    tile: { color: '#d0246e', accent: '#d4af37', motif: 'buti' },
    subs: [
      {
        title: 'Banarasi Dupattas',
        slug: 'banarasi-dupattas',
        description: 'Zari-woven Banarasi dupattas for weddings and festivals.',
        template: {
          shape: 'dupatta',
          noun: 'Dupatta',
          fabrics: ['Banarasi Silk', 'Organza', 'Silk'],
          works: ['zari', 'jacquard'],
          features: ['with Zari Border', 'with Tassels', 'with Woven Butis'],
          occasions: ['Wedding', 'Festive'],
          mrp: [1999, 4999],
          freeSize: true,
          wearer: 'women',
          fit: DUPATTA_FIT,
          code: 'BND',
          weight: 4,
        },
      },
      {
        title: 'Bandhani & Leheriya Dupattas',
        slug: 'bandhani-leheriya-dupattas',
        description: 'Tie-dyed dupattas from Gujarat and Rajasthan.',
        template: {
          shape: 'dupatta',
          noun: 'Dupatta',
          fabrics: ['Georgette', 'Chiffon', 'Cotton', 'Silk'],
          works: ['bandhani', 'leheriya'],
          features: ['with Gota Border', 'with Tassels', 'with Pompom Lace', ''],
          occasions: ['Festive', 'Haldi & Mehendi'],
          mrp: [799, 2499],
          freeSize: true,
          wearer: 'women',
          fit: DUPATTA_FIT,
          code: 'BLD',
          weight: 4,
        },
      },
      {
        title: 'Phulkari Dupattas',
        slug: 'phulkari-dupattas',
        description: 'Hand-embroidered Punjabi phulkari in bright silk floss.',
        template: {
          shape: 'dupatta',
          noun: 'Dupatta',
          fabrics: ['Cotton', 'Georgette', 'Chiffon'],
          works: ['phulkari'],
          features: ['with Tassels', 'with Scalloped Edge', ''],
          occasions: ['Festive', 'Casual'],
          mrp: [999, 2999],
          freeSize: true,
          wearer: 'women',
          fit: DUPATTA_FIT,
          code: 'PHD',
          weight: 3,
        },
      },
      {
        title: 'Cotton & Chanderi Dupattas',
        slug: 'cotton-chanderi-dupattas',
        description: 'Light everyday dupattas in cotton, mul and Chanderi.',
        template: {
          shape: 'dupatta',
          noun: 'Dupatta',
          fabrics: ['Chanderi', 'Mul Cotton', 'Cotton'],
          works: ['block-print', 'dabu', 'solid', 'gota', 'chikankari'],
          features: ['with Tassels', 'with Lace Border', ''],
          occasions: DAILY,
          mrp: [499, 1799],
          freeSize: true,
          wearer: 'women',
          fit: DUPATTA_FIT,
          code: 'CCD',
          weight: 4,
        },
      },
    ],
  },
  {
    title: 'Palazzos & Bottoms',
    slug: 'palazzos-bottoms',
    description: 'Palazzos, sharara pants and straight pants to pair with kurtas and kurtis.',
    shape: 'palazzo',
    tile: { color: '#f1e8d2', accent: '#7b1e2b', motif: 'stripes' },
    subs: [
      {
        title: 'Palazzos',
        slug: 'palazzos',
        description: 'Wide-leg palazzos with elasticated waists.',
        template: {
          shape: 'palazzo',
          noun: 'Palazzo',
          fabrics: ['Rayon', 'Cotton', 'Crepe', 'Georgette'],
          works: ['solid', 'block-print', 'striped', 'leheriya'],
          features: ['with Pockets', 'with Drawstring', 'with Lace Hem', ''],
          occasions: ['Daily Wear', 'Casual', 'Office Wear'],
          mrp: [499, 1499],
          freeSize: false,
          wearer: 'women',
          fit: PALAZZO_FIT,
          code: 'PLZ',
          weight: 4,
        },
      },
      {
        title: 'Sharara Pants',
        slug: 'sharara-pants',
        description: 'Flared sharara pants to wear with short kurtis at festive events.',
        template: {
          shape: 'palazzo',
          noun: 'Sharara Pants',
          fabrics: ['Georgette', 'Silk', 'Chanderi'],
          works: ['gota', 'sequin', 'solid', 'thread'],
          features: ['with Gota Hem', 'with Tassel Drawstring', ''],
          occasions: ['Festive', 'Party Wear'],
          mrp: [999, 2499],
          freeSize: false,
          wearer: 'women',
          fit: PALAZZO_FIT,
          code: 'SHP',
          weight: 3,
        },
      },
    ],
  },
  {
    title: "Men's Kurta Sets",
    slug: 'mens-kurta-sets',
    description: 'Kurta pyjama and kurta churidar sets for festivals, pujas and weddings.',
    shape: 'kurta-set',
    tile: { color: '#d1a021', accent: '#f6efdc', motif: 'plain' },
    subs: [
      {
        title: 'Cotton Kurta Sets',
        slug: 'cotton-kurta-sets',
        description: 'Breathable cotton and linen kurta pyjamas for everyday and puja.',
        template: {
          shape: 'kurta-set',
          noun: 'Kurta Pyjama Set',
          fabrics: ['Cotton', 'Cotton Linen', 'Khadi', 'Linen'],
          works: ['solid', 'striped', 'checked', 'block-print', 'chikankari'],
          features: ['', 'with Mandarin Collar', 'with Side Pockets'],
          occasions: ['Puja', 'Casual', 'Festive'],
          mrp: [1299, 3499],
          freeSize: false,
          wearer: 'men',
          fit: MEN_KURTA_FIT,
          families: [
            'White',
            'Ivory',
            'Beige',
            'Blue',
            'Navy',
            'Green',
            'Yellow',
            'Grey',
            'Black',
            'Maroon',
            'Pink',
            'Orange',
          ],
          code: 'MCK',
          weight: 6,
        },
      },
      {
        title: 'Silk Kurta Sets',
        slug: 'silk-kurta-sets',
        description: 'Silk and jacquard kurta churidars for festive evenings.',
        template: {
          shape: 'kurta-set',
          noun: 'Kurta Churidar Set',
          fabrics: ['Silk', 'Raw Silk', 'Jacquard', 'Tussar Silk'],
          works: ['jacquard', 'solid', 'thread', 'zari'],
          features: ['', 'with Embroidered Placket', 'with Mandarin Collar'],
          occasions: ['Festive', 'Wedding', 'Party Wear'],
          mrp: [2499, 6999],
          freeSize: false,
          wearer: 'men',
          fit: MEN_KURTA_FIT,
          families: [
            'Ivory',
            'Gold',
            'Maroon',
            'Navy',
            'Green',
            'Blue',
            'Beige',
            'Black',
            'Pink',
            'Yellow',
            'Purple',
          ],
          code: 'MSK',
          weight: 5,
        },
      },
      {
        title: 'Chikankari Kurta Sets',
        slug: 'chikankari-kurta-sets',
        description: 'Lucknowi chikankari kurtas for summer weddings and Eid.',
        template: {
          shape: 'kurta-set',
          noun: 'Kurta Set',
          fabrics: ['Cotton', 'Georgette', 'Mul Cotton', 'Rayon'],
          works: ['chikankari'],
          features: ['', 'with Pyjama', 'with Churidar'],
          occasions: ['Festive', 'Haldi & Mehendi', 'Puja'],
          mrp: [1799, 4999],
          freeSize: false,
          wearer: 'men',
          fit: MEN_KURTA_FIT,
          families: ['White', 'Ivory', 'Beige', 'Blue', 'Pink', 'Yellow', 'Green', 'Grey'],
          code: 'MCH',
          weight: 4,
        },
      },
    ],
  },
  {
    title: 'Sherwanis',
    slug: 'sherwanis',
    description: "Tailored sherwanis and achkans for grooms and the groom's party.",
    shape: 'sherwani',
    tile: { color: '#efe1c2', accent: '#b8923a', motif: 'paisley' },
    subs: [
      {
        title: 'Wedding Sherwanis',
        slug: 'wedding-sherwanis',
        description: 'Embroidered sherwanis in silk and velvet for the big day.',
        template: {
          shape: 'sherwani',
          noun: 'Sherwani',
          fabrics: ['Raw Silk', 'Velvet', 'Jacquard', 'Banarasi Silk'],
          works: ['zardozi', 'thread', 'jacquard', 'zari'],
          features: ['with Churidar', 'with Stole', 'with Embroidered Collar', 'Set with Safa'],
          occasions: ['Wedding', 'Reception'],
          mrp: [12999, 39999],
          freeSize: false,
          wearer: 'men',
          fit: SHERWANI_FIT,
          families: ['Ivory', 'Gold', 'Beige', 'Maroon', 'Navy', 'Black', 'Green', 'Pink', 'Red'],
          code: 'WSH',
          weight: 4,
        },
      },
      {
        title: 'Indo-Western Sherwanis',
        slug: 'indo-western-sherwanis',
        description: 'Sharper, lighter sherwanis for sangeet and reception.',
        template: {
          shape: 'sherwani',
          noun: 'Indo-Western Sherwani',
          fabrics: ['Jacquard', 'Silk', 'Linen', 'Velvet'],
          works: ['solid', 'jacquard', 'thread'],
          features: ['with Trousers', 'with Brooch', ''],
          occasions: ['Party Wear', 'Reception', 'Wedding'],
          mrp: [7999, 19999],
          freeSize: false,
          wearer: 'men',
          fit: INDO_WESTERN_FIT,
          families: ['Black', 'Navy', 'Grey', 'Maroon', 'Green', 'Beige', 'Ivory', 'Blue'],
          code: 'IWS',
          weight: 3,
        },
      },
      {
        title: 'Achkans & Bandhgalas',
        slug: 'achkans-bandhgalas',
        description: 'Classic achkans and Jodhpuri bandhgalas in rich fabrics.',
        template: {
          shape: 'sherwani',
          noun: 'Achkan',
          fabrics: ['Raw Silk', 'Jacquard', 'Velvet'],
          works: ['solid', 'jacquard', 'zari'],
          features: ['with Churidar', 'with Brooch', ''],
          occasions: ['Wedding', 'Festive'],
          mrp: [9999, 24999],
          freeSize: false,
          wearer: 'men',
          fit: SHERWANI_FIT,
          families: ['Ivory', 'Navy', 'Black', 'Maroon', 'Beige', 'Gold', 'Grey'],
          code: 'ACH',
          weight: 2,
        },
      },
    ],
  },
  {
    title: 'Nehru Jackets',
    slug: 'nehru-jackets',
    description: 'Bandhgala-collar jackets to layer over a kurta or a shirt.',
    shape: 'nehru-jacket',
    tile: { color: '#1f2a5a', accent: '#d4af37', motif: 'paisley' },
    subs: [
      {
        title: 'Solid Nehru Jackets',
        slug: 'solid-nehru-jackets',
        description: 'Clean, solid jackets in linen, khadi and silk.',
        template: {
          shape: 'nehru-jacket',
          noun: 'Nehru Jacket',
          fabrics: ['Linen', 'Khadi', 'Raw Silk', 'Cotton Linen'],
          works: ['solid'],
          features: ['', 'with Pocket Square', 'with Wooden Buttons'],
          occasions: ['Festive', 'Office Wear', 'Party Wear'],
          mrp: [1499, 3999],
          freeSize: false,
          wearer: 'men',
          fit: JACKET_FIT,
          families: [
            'Navy',
            'Black',
            'Grey',
            'Beige',
            'Maroon',
            'Green',
            'Blue',
            'Ivory',
            'Yellow',
          ],
          code: 'SNJ',
          weight: 4,
        },
      },
      {
        title: 'Printed & Woven Nehru Jackets',
        slug: 'printed-woven-nehru-jackets',
        description: 'Jacquard, ikat and block-printed jackets with character.',
        template: {
          shape: 'nehru-jacket',
          noun: 'Nehru Jacket',
          fabrics: ['Jacquard', 'Cotton', 'Silk', 'Khadi'],
          works: ['jacquard', 'ikat', 'block-print', 'checked'],
          features: ['', 'with Pocket Square', 'with Contrast Piping'],
          occasions: ['Festive', 'Party Wear', 'Wedding'],
          mrp: [1999, 5999],
          freeSize: false,
          wearer: 'men',
          fit: JACKET_FIT,
          code: 'PNJ',
          weight: 4,
        },
      },
    ],
  },
  {
    title: "Kids' Wear",
    slug: 'kids-wear',
    description: 'Festive and everyday ethnic wear for children aged 2 to 12.',
    shape: 'kids-frock',
    tile: { color: '#e8aab2', accent: '#d4af37', motif: 'buti' },
    subs: [
      {
        title: "Girls' Lehengas & Frocks",
        slug: 'girls-lehengas-frocks',
        description: 'Twirly lehengas and anarkali frocks for little ones.',
        template: {
          shape: 'kids-frock',
          noun: 'Lehenga Frock',
          fabrics: ['Silk', 'Cotton', 'Georgette', 'Net'],
          works: ['gota', 'zari', 'mirror', 'sequin', 'block-print'],
          features: ['with Dupatta', 'with Bow Tie-Up', ''],
          occasions: ['Festive', 'Wedding', 'Party Wear'],
          mrp: [799, 3999],
          freeSize: false,
          wearer: 'kids',
          fit: GIRLS_FIT,
          code: 'GLF',
          weight: 5,
        },
      },
      {
        title: "Girls' Kurta Sets",
        slug: 'girls-kurta-sets',
        description: 'Kurta sets with sharara or palazzo for girls.',
        template: {
          shape: 'kids-frock',
          noun: 'Kurta Sharara Set',
          fabrics: ['Cotton', 'Rayon', 'Chanderi'],
          works: ['block-print', 'gota', 'thread', 'bandhani'],
          features: ['with Dupatta', ''],
          occasions: ['Festive', 'Casual'],
          mrp: [599, 2499],
          freeSize: false,
          wearer: 'kids',
          fit: GIRLS_FIT,
          code: 'GKS',
          weight: 3,
        },
      },
      {
        title: "Boys' Kurta Sets",
        slug: 'boys-kurta-sets',
        description: 'Kurta pyjama sets for boys, some with a matching jacket.',
        template: {
          shape: 'kids-kurta',
          noun: 'Kurta Pyjama Set',
          fabrics: ['Cotton', 'Silk', 'Jacquard', 'Cotton Linen'],
          works: ['solid', 'jacquard', 'block-print', 'thread'],
          features: ['', 'with Nehru Jacket', 'with Mandarin Collar'],
          occasions: ['Festive', 'Puja', 'Wedding'],
          mrp: [499, 2999],
          freeSize: false,
          wearer: 'kids',
          fit: BOYS_FIT,
          code: 'BKS',
          weight: 5,
        },
      },
    ],
  },
];

const SUB_TILES: readonly { color: string; accent: string; motif: DemoCategory['art']['motif'] }[] =
  [
    { color: '#7b1e2b', accent: '#d4af37', motif: 'buti' },
    { color: '#0d5a3a', accent: '#d4af37', motif: 'border' },
    { color: '#ee8a24', accent: '#7b1e2b', motif: 'paisley' },
    { color: '#2f3b85', accent: '#f6efdc', motif: 'floral' },
    { color: '#f1e8d2', accent: '#b8923a', motif: 'floral' },
    { color: '#d0246e', accent: '#d4af37', motif: 'border' },
    { color: '#0f6e8c', accent: '#f6efdc', motif: 'stripes' },
    { color: '#e8b923', accent: '#c8202a', motif: 'buti' },
    { color: '#6a2c91', accent: '#d4af37', motif: 'paisley' },
    { color: '#c48b8b', accent: '#fbfaf6', motif: 'checks' },
  ];

/** Flattens the tree into the contract's category list, parents before their children. */
export function buildCategories(): DemoCategory[] {
  const out: DemoCategory[] = [];
  CATEGORY_TREE.forEach((top, i) => {
    out.push({
      key: top.slug,
      title: top.title,
      slug: top.slug,
      parentKey: null,
      description: top.description,
      sortOrder: i + 1,
      art: { shape: top.shape, ...top.tile, view: 'styled' },
    });
    top.subs.forEach((sub, j) => {
      out.push({
        key: sub.slug,
        title: sub.title,
        slug: sub.slug,
        parentKey: top.slug,
        description: sub.description,
        sortOrder: j + 1,
        // Sibling tiles get different colours so a row of them does not look copy-pasted.
        art: {
          shape: sub.template.shape,
          ...SUB_TILES[(i * 3 + j) % SUB_TILES.length]!,
          view: 'front',
        },
      });
    });
  });
  return out;
}

/** Every sub-category with its product template, in tree order. */
export function subCategoryTemplates(): { key: string; template: ProductTemplate }[] {
  return CATEGORY_TREE.flatMap((top) =>
    top.subs.map((sub) => ({ key: sub.slug, template: sub.template })),
  );
}
