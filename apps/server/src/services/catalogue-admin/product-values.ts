import { productSlug } from '@kesariya/shared';
import type { ProductInput } from '@kesariya/shared/catalogue-admin-schemas';
import type { products } from '../../db/schema';

/** The product row's columns for what the form (or a CSV row) says; sizes are kept apart. */
export function productValues(
  input: ProductInput,
): Omit<
  typeof products.$inferInsert,
  'id' | 'search' | 'searchText' | 'popularity' | 'createdAt' | 'sku'
> & { sku: string | undefined } {
  return {
    name: input.name,
    slug: productSlug(input.name),
    categoryId: input.category_id,
    sku: input.sku,
    pricePaise: input.price,
    mrpPaise: input.mrp,
    description: input.description,
    fabric: input.fabric,
    color: input.color,
    colorFamily: input.color_family,
    care: input.care,
    occasion: input.occasion,
    garmentType: input.garment_type,
    status: input.status,
    isHotDeal: input.is_hot_deal,
    isBestSeller: input.is_best_seller,
    isNewArrival: input.is_new_arrival,
    isCollection: input.is_collection,
    updatedAt: new Date(),
  };
}
