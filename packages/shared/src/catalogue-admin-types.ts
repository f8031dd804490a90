/** The back office's catalogue: its limits, its list choices and the answers of its calls. */
import type { GarmentType } from './garment-types';
import type { ProductImage, ProductSizeStock } from './api-types';

/**
 * A size's stock as the product calls take it (docs/decisions/orders-and-payments.md, Orders and
 * stock).
 */
export interface SizeStockEntry {
  size: string;
  stock?: string | number;
  stock_seen?: number;
  stock_change?: number;
}

/** A product whose sizes hold this many pieces or fewer in all counts as low on stock. */
export const LOW_STOCK_AT = 5;
export const PRODUCT_STOCK_MAX = 100_000;
export const PRODUCT_SIZES_MAX = 20;
export const PRODUCT_SIZE_MAX_LENGTH = 20;

/** The CSV import's limits: a file the server reads whole, kept well below a slow request. */
export const CATALOGUE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const CATALOGUE_IMPORT_MAX_ROWS = 5000;

/**
 * How a form or a file says a size's stock: untouched (the count typed is the count shown) as no
 * change, so a sale made meanwhile stands; changed as the new count with the count shown, so a
 * change made meanwhile is refused rather than overwritten. A size not on sale yet has no `seen`.
 */
export function stockEntry<Count extends string | number>(
  size: string,
  stock: Count,
  seen: number | undefined,
): SizeStockEntry & { stock?: Count } {
  if (seen === undefined) return { size, stock };
  if (String(stock).trim() === String(seen)) return { size, stock_change: 0 };
  return { size, stock, stock_seen: seen };
}

export const PRODUCT_FLAGS = ['hot_deal', 'best_seller', 'new_arrival', 'collection'] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];
export const PRODUCT_FLAG_LABELS: Record<ProductFlag, string> = {
  hot_deal: 'Hot deal',
  best_seller: 'Best seller',
  new_arrival: 'New arrival',
  collection: 'Collection',
};

export const CATALOGUE_STOCK_STATES = ['out', 'low', 'in'] as const;
export type CatalogueStockState = (typeof CATALOGUE_STOCK_STATES)[number];

export const ADMIN_PRODUCT_SORTS = ['created', 'name', 'price', 'stock'] as const;
export type ProductSortField = (typeof ADMIN_PRODUCT_SORTS)[number];

/** What a product's stock state is, from the pieces of all its sizes together. */
export function stockStateOf(totalStock: number): CatalogueStockState {
  return totalStock <= 0 ? 'out' : totalStock <= LOW_STOCK_AT ? 'low' : 'in';
}

/** One row of the back office's product list. */
export interface AdminProductSummary {
  id: number;
  name: string;
  sku: string;
  category_id: number;
  category_title: string;
  /** Rupees. */
  price: number;
  mrp: number;
  status: 'Y' | 'N';
  flags: Record<ProductFlag, boolean>;
  sizes: ProductSizeStock[];
  total_stock: number;
  stock_state: CatalogueStockState;
  image: ProductImage | null;
  created_at: string;
}

export interface AdminProductImage extends ProductImage {
  position: number;
}

/** Everything the product form edits, as the form's fields name it. */
export interface AdminProductDetail extends Omit<AdminProductSummary, 'image'> {
  slug: string;
  description: string;
  fabric: string;
  color: string;
  color_family: string;
  care: string;
  occasion: string;
  garment_type: GarmentType | null;
  images: AdminProductImage[];
  updated_at: string;
}

export interface AdminCategory {
  id: number;
  title: string;
  slug: string;
  description: string;
  /** 0 for a top-level category. */
  parent_id: number;
  parent_title: string | null;
  status: 'Y' | 'N';
  sort_order: number;
  product_count: number;
  child_count: number;
  /** The tile's URL at its listed width; null without a picture. */
  image: string | null;
}

/** What an import did: rows created, rows updated, and every refused row with its reasons. */
export interface CatalogueImportReport {
  created: number;
  updated: number;
  rejected: { row: number; sku: string; reasons: string[] }[];
}

/** The CSV's columns, in order (docs/operations.md, Catalogue CSV). */
export const CATALOGUE_CSV_COLUMNS = [
  'sku',
  'name',
  'category',
  'price',
  'mrp',
  'status',
  'sizes',
  'stock_seen',
  'garment_type',
  'fabric',
  'color',
  'color_family',
  'occasion',
  'care',
  'description',
  'hot_deal',
  'best_seller',
  'new_arrival',
  'collection',
] as const;

/**
 * Columns a file may leave out. Without `stock_seen` (the stock each size had at the export) a row
 * can create products and sizes but not set the stock of a size already on sale.
 */
export const CATALOGUE_CSV_OPTIONAL_COLUMNS: readonly (typeof CATALOGUE_CSV_COLUMNS)[number][] = [
  'stock_seen',
];
