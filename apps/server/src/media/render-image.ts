/** WebP quality: visually clean for fabric textures at a fraction of JPEG's bytes. */
const WEBP_QUALITY = 78;

// sharp (native, ~40 ms to load) loads on the first image request, not at boot: the first API
// answer after a restart has a budget (docs/decisions.md, Pages that feel instant), and most
// restarts serve cached files.
const loadSharp = () => import('sharp').then((m) => m.default);

/** Images are 3:4 portrait everywhere in the storefront. */
function heightFor(width: number): number {
  return Math.round((width * 4) / 3);
}

/**
 * Renders a stored original at the requested width as WebP: an uploaded photo, or a drawing the
 * seed stored as SVG (never an upload, see inspect-upload.ts), which sharp draws at this size.
 */
export async function renderOriginal(original: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(original)
    .rotate()
    .resize(width, heightFor(width), { fit: 'cover' })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}
