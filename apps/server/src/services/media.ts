import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { MEDIA_WIDTHS } from '@kesariya/shared';
import { catalogueChanged } from '../cache/catalogue-changes';
import { categories, productImages, products, reviews } from '../db/schema';
import type { ImageCache } from '../media/image-cache';
import { IMAGE_FORMATS, renderOriginal, type ImageFormat } from '../media/render-image';
import type { UploadStorage } from '../storage';
import { originalKey } from '../storage/upload-storage';
import type { ServiceContext } from './context';

export function isMediaWidth(width: number): boolean {
  return (MEDIA_WIDTHS as readonly number[]).includes(width);
}

export interface RenderedImage {
  body: Buffer;
  /**
   * An uploaded photo can be removed and its position taken by another upload, so its URL may
   * change meaning; a picture that came with the seeded catalogue keeps its position.
   */
  replaceable: boolean;
}

export interface NewUpload {
  bytes: Buffer;
  extension: string;
  contentType: string;
  alt: string;
}

export interface MediaService {
  readonly storage: UploadStorage;
  productImage(
    ctx: ServiceContext,
    productId: number,
    position: number,
    width: number,
    format: ImageFormat,
  ): Promise<RenderedImage | null>;
  categoryImage(
    ctx: ServiceContext,
    categoryId: number,
    width: number,
    format: ImageFormat,
  ): Promise<Buffer | null>;
  /** A published review's photo (place 1 to 3), rendered like a product picture. */
  reviewPhoto(
    ctx: ServiceContext,
    reviewId: number,
    place: number,
    width: number,
    format: ImageFormat,
  ): Promise<Buffer | null>;
  /** Stores an uploaded original and appends it to the product's pictures; null for an unknown product. */
  addProductUpload(
    ctx: ServiceContext,
    productId: number,
    upload: NewUpload,
  ): Promise<{ position: number } | null>;
  /** Removes a picture: its row, its stored original and its renders. False when there is none. */
  removeProductImage(ctx: ServiceContext, productId: number, position: number): Promise<boolean>;
}

/** Concurrent uploads to one product may pick the same next position; the loser tries again. */
const POSITION_ATTEMPTS = 5;

/** Renders are tied to their original's storage key, so a replaced picture is rendered afresh. */
function variantOf(storageKey: string): string {
  return createHash('sha256').update(storageKey).digest('hex').slice(0, 16);
}

/** A render's file in the cache: `stem` names the picture, the rest the render of it. */
function renderFile(stem: string, width: number, storageKey: string, format: ImageFormat) {
  return `${stem}-${width}-${variantOf(storageKey)}.${format}`;
}

function productCacheKey(
  productId: number,
  position: number,
  width: number,
  storageKey: string,
  format: ImageFormat,
) {
  return path.join(
    'products',
    String(productId),
    renderFile(String(position), width, storageKey, format),
  );
}

function categoryCacheKey(
  categoryId: number,
  width: number,
  storageKey: string,
  format: ImageFormat,
) {
  return path.join('categories', renderFile(String(categoryId), width, storageKey, format));
}

/**
 * Renders product and category images on first request and keeps them in the cache. Concurrent
 * requests for one image share a single render (a page of cards asks for many at once). Every
 * picture is rendered from its original in the upload storage (disk or S3), whether an admin
 * uploaded it or it came with the seeded catalogue; only the renders are cached locally.
 */
export function createMediaService(options: {
  cache: ImageCache;
  storage: UploadStorage;
}): MediaService {
  const { cache, storage } = options;
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function cached(key: string, render: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const hit = await cache.get(key);
    if (hit) return hit;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        const image = await render();
        if (image) await cache.set(key, image);
        return image;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  async function renderStored(
    storageKey: string,
    width: number,
    format: ImageFormat,
  ): Promise<Buffer | null> {
    const original = await storage.get(storageKey);
    return original ? renderOriginal(original, width, format) : null;
  }

  /** Inserts the row at the next free position, retrying when a concurrent upload took it. */
  async function appendRow(
    ctx: ServiceContext,
    productId: number,
    storageKey: string,
    alt: string,
  ): Promise<number> {
    for (let attempt = 0; attempt < POSITION_ATTEMPTS; attempt++) {
      const [{ next }] = (await ctx.db
        .select({ next: sql<number>`coalesce(max(${productImages.position}), 0) + 1` })
        .from(productImages)
        .where(eq(productImages.productId, productId))) as [{ next: number }];
      const inserted = await ctx.db
        .insert(productImages)
        .values({ productId, position: Number(next), kind: 'upload', storageKey, alt })
        .onConflictDoNothing()
        .returning({ position: productImages.position });
      if (inserted[0]) return inserted[0].position;
    }
    throw new Error(`No free image position for product ${productId}`);
  }

  return {
    storage,
    async productImage(ctx, productId, position, width, format) {
      if (!isMediaWidth(width)) return null;
      const [row] = await ctx.db
        .select({ kind: productImages.kind, storageKey: productImages.storageKey })
        .from(productImages)
        .where(and(eq(productImages.productId, productId), eq(productImages.position, position)))
        .limit(1);
      if (!row?.storageKey) return null;
      const storageKey = row.storageKey;
      const key = productCacheKey(productId, position, width, storageKey, format);
      const body = await cached(key, () => renderStored(storageKey, width, format));
      return body ? { body, replaceable: row.kind === 'upload' } : null;
    },
    async categoryImage(ctx, categoryId, width, format) {
      if (!isMediaWidth(width)) return null;
      const [row] = await ctx.db
        .select({ storageKey: categories.imageStorageKey })
        .from(categories)
        .where(eq(categories.id, categoryId))
        .limit(1);
      const storageKey = row?.storageKey;
      if (!storageKey) return null;
      const key = categoryCacheKey(categoryId, width, storageKey, format);
      return cached(key, () => renderStored(storageKey, width, format));
    },
    async reviewPhoto(ctx, reviewId, place, width, format) {
      if (!isMediaWidth(width)) return null;
      const [row] = await ctx.db
        .select({ photoKeys: reviews.photoKeys })
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'published')))
        .limit(1);
      const storageKey = row?.photoKeys[place - 1];
      if (!storageKey) return null;
      const key = path.join(
        'reviews',
        String(reviewId),
        renderFile(String(place), width, storageKey, format),
      );
      return cached(key, () => renderStored(storageKey, width, format));
    },
    async addProductUpload(ctx, productId, upload) {
      const [product] = await ctx.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1);
      if (!product) return null;
      const storageKey = originalKey('products', productId, randomUUID(), upload.extension);
      // The file goes first: a row must never point at an original that is not there. If the row
      // cannot be written, the stored original is removed again.
      await storage.put(storageKey, upload.bytes, upload.contentType);
      let position: number;
      try {
        position = await appendRow(ctx, productId, storageKey, upload.alt);
      } catch (error) {
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
      // The product page lists its pictures: cached copies of it must be dropped.
      catalogueChanged(ctx);
      return { position };
    },
    async removeProductImage(ctx, productId, position) {
      const [removed] = await ctx.db
        .delete(productImages)
        .where(and(eq(productImages.productId, productId), eq(productImages.position, position)))
        .returning({ storageKey: productImages.storageKey });
      if (!removed) return false;
      catalogueChanged(ctx);
      // The row is gone first, so no request renders the picture again while its files go.
      const storageKey = removed.storageKey;
      if (!storageKey) return true;
      const formats = Object.keys(IMAGE_FORMATS) as ImageFormat[];
      await Promise.all(
        MEDIA_WIDTHS.flatMap((width) =>
          formats.map((format) =>
            cache.delete(productCacheKey(productId, position, width, storageKey, format)),
          ),
        ),
      );
      await storage.delete(storageKey);
      return true;
    },
  };
}
