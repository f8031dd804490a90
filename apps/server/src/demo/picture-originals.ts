import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { UploadStorage } from '../storage';
import { renderGarmentSvg } from './garment-art';
import type { GarmentArtSpec } from './types';

/** A demo picture as the upload storage keeps it: the drawing, as gzip-compressed SVG. */
export interface PictureOriginal {
  /**
   * Named by the drawing: seeding again over the same storage rewrites the same files, and another
   * drawing gets another name, so no render cached for an older picture is served for it.
   */
  name: string;
  bytes: Buffer;
}

export const PICTURE_EXTENSION = 'svgz';
const CONTENT_TYPE = 'image/svg+xml';

/** How many originals are written at once (disk writes or S3 requests in flight). */
const PARALLEL_WRITES = 16;

/**
 * Draws one picture at the art's natural 300 x 400: the media service draws a vector original at
 * the size a shopper asks for, so the stored size does not matter. Compressed, a drawing is about
 * 1.6 KB instead of 10 KB, one disk block per picture.
 */
export function pictureOriginal(art: GarmentArtSpec): PictureOriginal {
  const key = JSON.stringify(art);
  const drawn = drawings.get(key);
  if (drawn) return drawn;
  const svg = renderGarmentSvg(art, 300, 400);
  const name = createHash('sha256').update(svg).digest('hex').slice(0, 16);
  const original = { name, bytes: gzipSync(svg) };
  if (drawings.size >= MAX_DRAWINGS_KEPT) drawings.clear();
  drawings.set(key, original);
  return original;
}

/**
 * Drawings by their art: a large catalogue repeats about half of them, and every seed of the same
 * catalogue (each test app) all of them. About 1.6 KB each.
 */
const drawings = new Map<string, PictureOriginal>();
const MAX_DRAWINGS_KEPT = 20_000;

/** Writes originals under their keys, a few at a time. */
export async function storeOriginals(
  storage: UploadStorage,
  originals: { key: string; bytes: Buffer }[],
): Promise<void> {
  let next = 0;
  const writer = async (): Promise<void> => {
    while (next < originals.length) {
      const { key, bytes } = originals[next++]!;
      await storage.put(key, bytes, CONTENT_TYPE);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_WRITES }, writer));
}
