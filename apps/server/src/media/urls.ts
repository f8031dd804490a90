import type { ProductImage } from '@kesariya/shared';
import { MEDIA_WIDTHS } from '@kesariya/shared';

/** The one place media URLs are built; the routes in routes/media.ts parse the same shapes. */
export function productImageBase(productId: number, position: number): string {
  return `/media/products/${productId}/${position}`;
}

export function productImage(productId: number, position: number, alt: string): ProductImage {
  return { url: productImageBase(productId, position), widths: [...MEDIA_WIDTHS], alt };
}

export function productImageUrl(productId: number, position: number, width: number): string {
  return `${productImageBase(productId, position)}-${width}.webp`;
}

export function categoryImageUrl(categoryId: number, width: number): string {
  return `/media/categories/${categoryId}-${width}.webp`;
}

export const CATEGORY_TILE_WIDTH = 480;
export const SUGGESTION_IMAGE_WIDTH = 240;

/** A review's photo by its place (1 to 3) in the review; rendered at MEDIA_WIDTHS like products. */
export function reviewPhotoBase(reviewId: number, place: number): string {
  return `/media/reviews/${reviewId}/${place}`;
}
