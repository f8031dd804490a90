import type { GarmentArtSpec } from '../demo/types';

/** WebP quality: visually clean for fabric textures at a fraction of JPEG's bytes. */
const WEBP_QUALITY = 78;

// sharp (native, ~40 ms to load) and the art generator load on the first image request, not at
// boot: the first API answer after a restart has a budget (docs/decisions.md, Pages that feel
// instant), and most restarts serve cached files.
const loadSharp = () => import('sharp').then((m) => m.default);
const loadArt = () => import('./garment-art').then((m) => m.renderGarmentSvg);

/** Images are 3:4 portrait everywhere in the storefront. */
export function heightFor(width: number): number {
  return Math.round((width * 4) / 3);
}

/** Draws generated garment art at the requested width as WebP. */
export async function renderArt(art: GarmentArtSpec, width: number): Promise<Buffer> {
  const [sharp, renderGarmentSvg] = await Promise.all([loadSharp(), loadArt()]);
  const height = heightFor(width);
  const svg = renderGarmentSvg(art, width, height);
  return sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'cover' })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/** Resizes an uploaded original (as stored) to the requested width as WebP. */
export async function renderUpload(original: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(original)
    .rotate()
    .resize(width, heightFor(width), { fit: 'cover' })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}
