import { products } from './schema';

/**
 * The product's own columns a card shows: the listing and detail queries (services/products.ts)
 * and the in-memory catalogue (catalogue-index/) select the same ones.
 */
export const cardFields = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  pricePaise: products.pricePaise,
  mrpPaise: products.mrpPaise,
  categoryId: products.categoryId,
  color: products.color,
  isHotDeal: products.isHotDeal,
  isBestSeller: products.isBestSeller,
  isNewArrival: products.isNewArrival,
  isCollection: products.isCollection,
  ratingCount: products.ratingCount,
  ratingSum: products.ratingSum,
};

/** The columns a product card is made of, as the listing and detail queries select them. */
export interface ProductCardRow {
  id: number;
  name: string;
  slug: string;
  pricePaise: number;
  mrpPaise: number;
  categoryId: number;
  color: string;
  isHotDeal: boolean;
  isBestSeller: boolean;
  isNewArrival: boolean;
  isCollection: boolean;
  ratingCount: number;
  ratingSum: number;
  sizes: unknown;
  imagePosition: number | null;
}
