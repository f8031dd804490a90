/**
 * The formats pictures are sent in: AVIF to browsers that take it (every current one), about a
 * third fewer bytes than WebP at the same look; WebP to the rest
 * (docs/decisions/pages-and-performance.md, Pages that feel instant).
 */
export const IMAGE_FORMATS = {
  avif: { contentType: 'image/avif' },
  webp: { contentType: 'image/webp' },
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** WebP quality: visually clean for fabric textures at a fraction of JPEG's bytes. */
const WEBP_QUALITY = 78;
/**
 * AVIF at sharp's default quality, which looks like the WebP above. Effort 2 of 9: a 360 px
 * picture takes about 65 ms to encode (WebP 35), where the default effort took 270 for no fewer
 * bytes; each render is made once and kept.
 */
const AVIF = { quality: 50, effort: 2 };

// sharp (native, ~40 ms to load) loads on the first image request, not at boot: the first API
// answer after a restart has a budget (docs/decisions/pages-and-performance.md, Pages that feel
// instant), and most restarts serve cached files.
const loadSharp = () => import('sharp').then((m) => m.default);

/** Images are 3:4 portrait everywhere in the storefront. */
function heightFor(width: number): number {
  return Math.round((width * 4) / 3);
}

/**
 * Renders a stored original at the requested width in `format`: an uploaded photo, or a drawing
 * the seed stored as SVG (never an upload, see inspect-upload.ts), which sharp draws at this size.
 */
export async function renderOriginal(
  original: Buffer,
  width: number,
  format: ImageFormat,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const resized = sharp(original).rotate().resize(width, heightFor(width), { fit: 'cover' });
  return (
    format === 'avif' ? resized.avif(AVIF) : resized.webp({ quality: WEBP_QUALITY })
  ).toBuffer();
}
