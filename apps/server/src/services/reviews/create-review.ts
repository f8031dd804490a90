import { randomUUID } from 'node:crypto';
import { catalogueChanged } from '../../cache/catalogue-changes';
import { reviews } from '../../db/schema';
import { violatesUniqueIndex } from '../../db/unique-violation';
import { isRefusal, refuse, type Refusal } from '../../errors';
import type { UploadStorage } from '../../storage';
import { originalKey } from '../../storage/upload-storage';
import type { ServiceContext } from '../context';
import { refreshProductRating } from './product-rating';
import { fitRefusal, REVIEW_ALREADY, reviewableLine } from './review-rules';

/** A shopper's photo, already checked by `inspectUpload`. */
export interface ReviewPhotoUpload {
  bytes: Buffer;
  extension: string;
  contentType: string;
}

export interface NewReview {
  userId: number;
  orderItemId: number;
  rating: number;
  title: string;
  text: string;
  fit: 'small' | 'true' | 'large' | undefined;
  photos: ReviewPhotoUpload[];
}

/**
 * Publishes a buyer's review of a delivered line. The photos' originals are stored first, under
 * the product's reviews prefix, and removed again when the row cannot be written (the unique
 * order line index settles two reviews sent at once).
 */
export async function createReview(
  ctx: ServiceContext,
  storage: UploadStorage,
  review: NewReview,
): Promise<{ id: number } | Refusal> {
  const line = await reviewableLine(ctx, review.userId, review.orderItemId);
  if (isRefusal(line)) return line;
  const fit = fitRefusal(line, review.fit);
  if (fit) return fit;
  const keys: string[] = [];
  try {
    for (const photo of review.photos) {
      const key = originalKey('reviews', line.productId, randomUUID(), photo.extension);
      await storage.put(key, photo.bytes, photo.contentType);
      keys.push(key);
    }
    const row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(reviews)
        .values({
          orderItemId: line.orderItemId,
          productId: line.productId,
          userId: review.userId,
          rating: review.rating,
          title: review.title,
          body: review.text,
          fit: review.fit ?? null,
          photoKeys: keys,
        })
        .returning({ id: reviews.id });
      await refreshProductRating({ db: tx }, line.productId);
      return inserted;
    });
    // Product answers and cards carry the rating: cached copies must be dropped.
    catalogueChanged(ctx);
    return { id: row!.id };
  } catch (error) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    if (violatesUniqueIndex(error, 'reviews_order_item_unique'))
      return refuse('conflict', REVIEW_ALREADY, 'order_item_id');
    throw error;
  }
}
