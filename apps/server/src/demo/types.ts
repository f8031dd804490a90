import type { GarmentType } from '@kesariya/shared';

/**
 * The demo catalogue as plain data. `src/demo/*` produces it (deterministically, from a seed);
 * `./load-catalogue.ts` stores it, each picture as an original in the upload storage. Money here
 * is integer paise.
 */

export type Motif = 'buti' | 'stripes' | 'paisley' | 'border' | 'checks' | 'plain' | 'floral';

/** What one demo picture draws (see ./garment-art.ts). */
export interface GarmentArtSpec {
  shape: GarmentType;
  /** Main colour, #rrggbb. */
  color: string;
  /** Accent colour for motif and border, #rrggbb. */
  accent: string;
  motif: Motif;
  /** Which picture of the product: the whole garment, a close-up of the fabric, or styled on a stand. */
  view: 'front' | 'detail' | 'styled';
}

export interface DemoCategory {
  /** Stable key used to link children and products; not stored. */
  key: string;
  title: string;
  slug: string;
  /** Key of the parent category, or null for top level. */
  parentKey: string | null;
  description: string;
  sortOrder: number;
  /** Art for the category tile. */
  art: GarmentArtSpec;
}

export interface DemoProduct {
  name: string;
  /** Key of the most specific category (a sub-category where one exists). */
  categoryKey: string;
  description: string;
  fabric: string;
  color: string;
  /** Colour as the shopper filters by it: Red, Maroon, Blue, Green, Yellow, Pink, ... */
  colorFamily: string;
  care: string;
  occasion: string;
  /** Picks the size chart; the art draws the same garment. */
  garmentType: GarmentType;
  /** Integer paise. */
  mrp: number;
  /** Integer paise, <= mrp. */
  price: number;
  sizes: { size: string; stock: number }[];
  isHotDeal: boolean;
  isBestSeller: boolean;
  isNewArrival: boolean;
  isCollection: boolean;
  /** Sales so far, for the popularity sort. */
  popularity: number;
  /** Days before "now" the product was added, for the newest sort. */
  addedDaysAgo: number;
  images: GarmentArtSpec[];
  sku: string;
}

export interface DemoStoreSettings {
  storeName: string;
  tagline: string;
  addressLine: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  supportEmail: string;
  supportHours: string;
  gstin: string;
  mapLink: string;
  mapEmbedLink: string;
  socials: { name: 'instagram' | 'facebook' | 'youtube'; url: string }[];
}

export interface DemoPolicyPage {
  /**
   * 1 = terms, 2 = privacy (docs/decisions/api-and-validation.md, Business constants), then
   * shipping, cancellation-return-refund.
   */
  id: number;
  slug: string;
  title: string;
  /** Sanitisable HTML: p, h2, h3, ul, ol, li, strong, em, a. */
  content: string;
}

export interface DemoFaq {
  question: string;
  answer: string;
  topic: string;
  sortOrder: number;
}

export interface DemoCoupon {
  code: string;
  description: string;
  kind: 'percent' | 'flat';
  /** Percent (1-100) or flat paise. */
  value: number;
  maxDiscount: number | null;
  minOrder: number;
  perUserLimit: number;
  validDays: number;
}

export interface DemoCatalogue {
  store: DemoStoreSettings;
  promotionalMessage: string;
  categories: DemoCategory[];
  products: DemoProduct[];
  policies: DemoPolicyPage[];
  faqs: DemoFaq[];
  coupons: DemoCoupon[];
  /** Module names of the admin configuration, all enabled in the demo. */
  modules: string[];
}

/** Builds the whole demo catalogue; the same `seed` always gives the same catalogue. */
export type BuildDemoCatalogue = (options: {
  productCount: number;
  seed?: number;
}) => DemoCatalogue;
