import { createHash } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { MEDIA_WIDTHS } from '@kesariya/shared';
import { categories, productImages } from '../db/schema';
import type { GarmentArtSpec } from '../demo/types';
import type { ImageCache } from '../media/image-cache';
import { renderArt, renderUpload } from '../media/render-image';
import type { ServiceContext } from './context';

export function isMediaWidth(width: number): boolean {
  return (MEDIA_WIDTHS as readonly number[]).includes(width);
}

export interface MediaService {
  productImage(
    ctx: ServiceContext,
    productId: number,
    position: number,
    width: number,
  ): Promise<Buffer | null>;
  categoryImage(ctx: ServiceContext, categoryId: number, width: number): Promise<Buffer | null>;
}

/**
 * Renders product and category images on first request and keeps them in the cache. Concurrent
 * requests for one image share a single render (a page of cards asks for many at once).
 */
export function createMediaService(options: {
  cache: ImageCache;
  uploadsDir: string;
}): MediaService {
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function cached(key: string, render: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const hit = await options.cache.get(key);
    if (hit) return hit;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        const image = await render();
        if (image) await options.cache.set(key, image);
        return image;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    async productImage(ctx, productId, position, width) {
      if (!isMediaWidth(width)) return null;
      const [row] = await ctx.db
        .select({
          kind: productImages.kind,
          art: productImages.art,
          storageKey: productImages.storageKey,
        })
        .from(productImages)
        .where(and(eq(productImages.productId, productId), eq(productImages.position, position)))
        .limit(1);
      if (!row) return null;
      // An upload's cache entry is tied to its storage key, so a replaced photo is rendered afresh.
      const variant =
        row.kind === 'upload'
          ? createHash('sha256')
              .update(row.storageKey ?? '')
              .digest('hex')
              .slice(0, 16)
          : 'art';
      const key = path.join('products', String(productId), `${position}-${width}-${variant}.webp`);
      if (row.kind === 'upload' && row.storageKey) {
        const storageKey = row.storageKey;
        return cached(key, () => renderUpload(options.uploadsDir, storageKey, width));
      }
      if (!row.art) return null;
      const art: GarmentArtSpec = row.art;
      return cached(key, () => renderArt(art, width));
    },
    async categoryImage(ctx, categoryId, width) {
      if (!isMediaWidth(width)) return null;
      const [row] = await ctx.db
        .select({ art: categories.imageArt })
        .from(categories)
        .where(eq(categories.id, categoryId))
        .limit(1);
      if (!row?.art) return null;
      const art: GarmentArtSpec = row.art;
      return cached(path.join('categories', `${categoryId}-${width}.webp`), () =>
        renderArt(art, width),
      );
    },
  };
}
