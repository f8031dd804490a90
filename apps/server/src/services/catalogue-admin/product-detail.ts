import { asc, eq } from 'drizzle-orm';
import type { AdminProductDetail, ProductSizeStock } from '@kesariya/shared';
import { stockStateOf, toRupees } from '@kesariya/shared';
import { categories, productImages, productSizes, products } from '../../db/schema';
import { productImage } from '../../media/urls';
import type { ServiceContext } from '../context';

/** A product as the back office edits it, whatever its status; null when there is none. */
export async function getAdminProduct(
  ctx: ServiceContext,
  id: number,
): Promise<AdminProductDetail | null> {
  const [row] = await ctx.db
    .select({ product: products, categoryTitle: categories.title })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id))
    .limit(1);
  if (!row) return null;
  const [sizes, images] = await Promise.all([
    productSizesOf(ctx, id),
    ctx.db
      .select({ position: productImages.position, alt: productImages.alt })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position)),
  ]);
  const p = row.product;
  const totalStock = sizes.reduce((sum, s) => sum + s.stock, 0);
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    category_id: p.categoryId,
    category_title: row.categoryTitle,
    price: toRupees(p.pricePaise),
    mrp: toRupees(p.mrpPaise),
    status: p.status,
    flags: {
      hot_deal: p.isHotDeal,
      best_seller: p.isBestSeller,
      new_arrival: p.isNewArrival,
      collection: p.isCollection,
    },
    sizes,
    total_stock: totalStock,
    stock_state: stockStateOf(totalStock),
    description: p.description,
    fabric: p.fabric,
    color: p.color,
    color_family: p.colorFamily,
    care: p.care,
    occasion: p.occasion,
    garment_type: p.garmentType,
    images: images.map((image) => ({
      ...productImage(id, image.position, image.alt || p.name),
      position: image.position,
    })),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export async function productSizesOf(ctx: ServiceContext, id: number): Promise<ProductSizeStock[]> {
  return ctx.db
    .select({ size: productSizes.size, stock: productSizes.stock })
    .from(productSizes)
    .where(eq(productSizes.productId, id))
    .orderBy(asc(productSizes.position), asc(productSizes.id));
}

/**
 * What the audit log keeps of a product: every field the form edits, not the pictures (their own
 * calls log them) nor the timestamps.
 */
export async function productSnapshot(ctx: ServiceContext, id: number) {
  const product = await getAdminProduct(ctx, id);
  if (!product) return null;
  const {
    images: _images,
    created_at: _created,
    updated_at: _updated,
    stock_state: _state,
    total_stock: _total,
    category_title: _title,
    ...fields
  } = product;
  return fields;
}
