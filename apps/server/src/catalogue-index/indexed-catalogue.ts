import type { ProductSizeStock } from '@kesariya/shared';
import type { ProductCardRow } from '../db/product-card';

/** What a listing card and a suggestion show of a product, kept in memory for every visible one. */
export interface IndexedProduct extends Omit<ProductCardRow, 'sizes'> {
  colorFamily: string;
  popularity: number;
  /** Microseconds since the epoch: the database keeps creation times to the microsecond. */
  createdAt: number;
  sizes: ProductSizeStock[];
}

/**
 * A product's text only searched, never shown: read with the catalogue beside its product, kept
 * as words and stems, and let go once the index is built.
 */
export interface SearchedText {
  fabric: string;
  occasion: string;
  description: string;
}

export interface IndexedCategory {
  id: number;
  parentId: number | null;
  title: string;
  active: boolean;
  hasImage: boolean;
}
