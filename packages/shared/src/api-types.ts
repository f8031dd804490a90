import type { FitSummary, Review } from './review-types';
/** Shapes of the API answers the web app reads. The server's mappers produce exactly these. */

export interface Category {
  id: number;
  title: string;
  slug: string;
  parent: number;
  status: 'Y' | 'N';
  image: string | null;
  sort_order: number;
}

export interface PolicyPageSummary {
  id: number;
  slug: string;
  title: string;
}

export interface PolicyPage extends PolicyPageSummary {
  content: string;
  updated_at: string;
}

export interface ModuleConfig {
  module_name: string;
  status: 'Y' | 'N';
}

export interface StoreSettings {
  store_name: string;
  tagline: string;
  address_line: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  support_email: string;
  support_hours: string;
  map_link: string;
  map_embed_link: string;
  socials: { name: 'instagram' | 'facebook' | 'youtube'; url: string }[];
}

export interface ProductImage {
  /** Base path without width, e.g. /media/products/12/1; widths answered in `widths`. */
  url: string;
  widths: number[];
  alt: string;
}

export interface ProductSizeStock {
  size: string;
  stock: number;
}

export interface ProductCard {
  id: number;
  name: string;
  slug: string;
  price: number;
  mrp: number;
  discount_percent: number;
  image: ProductImage | null;
  category_id: number;
  color: string;
  sizes: ProductSizeStock[];
  is_hot_deal: boolean;
  is_best_seller: boolean;
  is_new_arrival: boolean;
  is_collection: boolean;
  /** Published reviews' average and count; null before the first. */
  rating: { average: number; count: number } | null;
}

export interface SearchSuggestion {
  type: 'product' | 'category';
  product_id: number | null;
  product_name: string | null;
  product_image: string | null;
  category_id: number | null;
  category_name: string | null;
  category_image: string | null;
}

/*
 * Media URLs. `ProductImage.url` is a base without width: the web app appends `-{width}.webp` with a
 * width from `widths` (e.g. /media/products/12/1 -> /media/products/12/1-480.webp). `Category.image`
 * and the suggestion images are complete URLs at a default width (…-480.webp for tiles, …-240.webp
 * for suggestions); replace the `-{width}.webp` suffix to pick another size. Widths: MEDIA_WIDTHS.
 */

/** GET website/promotional: data is this, or null when no message is active (banner hidden). */
export interface PromotionalMessage {
  id: number;
  message: string;
}

/** GET website/faq, ordered as the store arranged them. */
export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
  topic: string;
}

/** POST website/contact/create answers data: { ticket_id }. */
export interface ContactReceipt {
  ticket_id: number;
}

export interface Breadcrumb {
  id: number;
  title: string;
}

/** Garment measurements in inches for each size the product offers (sizes like Free Size have none). */
export interface SizeChart {
  unit: 'inch';
  /** Bust for women's garments, Chest for men's. */
  measure_label: 'Bust' | 'Chest';
  rows: { size: string; bust: number; waist: number; length: number }[];
}

/** GET website/product/{id}. */
export interface ProductDetail extends ProductCard {
  description: string;
  fabric: string;
  care: string;
  occasion: string;
  color_family: string;
  sku: string;
  category_title: string;
  images: ProductImage[];
  size_chart: SizeChart | null;
  /** Category chain from the top level down to the product's own category. */
  breadcrumbs: Breadcrumb[];
  /** Up to 8 other products of the same category, most popular first. */
  related: ProductCard[];
  /** "Most buyers say: true to size (72 %)", beside the size selector; null under 3 answers. */
  fit_summary: FitSummary | null;
  /** The most helpful published reviews, for the product's structured data. */
  top_reviews: Review[];
}

/** GET website/product/filters: what the listing can be filtered by, with product counts. */
export interface ProductFilters {
  colors: { name: string; count: number }[];
  sizes: { size: string; count: number }[];
  price: { min_price: number; max_price: number };
}
