import type { ProductCard, ProductSizeStock } from '@kesariya/shared';
import { discountPercent, ratingAverage, toRupees } from '@kesariya/shared';
import type { ProductCardRow } from '../db/product-card';
import { productImage } from '../media/urls';

/** json_agg arrives parsed from node-postgres and PGlite alike; a string is parsed defensively. */
export function parseJsonArray<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'string') return JSON.parse(value) as T[];
  return [];
}

export function toProductCard(row: ProductCardRow): ProductCard {
  const price = toRupees(row.pricePaise);
  const mrp = toRupees(row.mrpPaise);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    price,
    mrp,
    discount_percent: discountPercent(mrp, price),
    image: row.imagePosition === null ? null : productImage(row.id, row.imagePosition, row.name),
    category_id: row.categoryId,
    color: row.color,
    sizes: parseJsonArray<ProductSizeStock>(row.sizes),
    is_hot_deal: row.isHotDeal,
    is_best_seller: row.isBestSeller,
    is_new_arrival: row.isNewArrival,
    is_collection: row.isCollection,
    rating:
      row.ratingCount > 0
        ? { average: ratingAverage(row.ratingCount, row.ratingSum)!, count: row.ratingCount }
        : null,
  };
}
