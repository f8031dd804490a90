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
