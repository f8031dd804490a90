/** The raster formats a product photo may be uploaded in, with how each original is stored. */
const ACCEPTED = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  avif: { extension: 'avif', contentType: 'image/avif' },
  gif: { extension: 'gif', contentType: 'image/gif' },
} as const;

export type InspectedUpload =
  | { ok: true; extension: string; contentType: string; width: number; height: number }
  | { ok: false; reason: string };

const NOT_AN_IMAGE = 'must be a JPEG, PNG, WebP, AVIF or GIF picture';

/** The content type of an original stored under this extension; null for one never stored. */
export function contentTypeOfExtension(extension: string): string | null {
  return Object.values(ACCEPTED).find((f) => f.extension === extension)?.contentType ?? null;
}

/**
 * Decides whether uploaded bytes really are a picture we can serve: the header must name an
 * accepted format (not an SVG: markup is not a photo) and the whole image must decode, so a
 * truncated or disguised file is refused at upload rather than failing later on a shopper's page.
 */
export async function inspectUpload(bytes: Buffer): Promise<InspectedUpload> {
  const sharp = (await import('sharp')).default;
  let format: keyof typeof ACCEPTED;
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(bytes).metadata();
    // libvips reports AVIF as HEIF with AV1 compression; other HEIF flavours are not accepted.
    const name =
      metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
    if (!(name in ACCEPTED) || !metadata.width || !metadata.height)
      return { ok: false, reason: NOT_AN_IMAGE };
    format = name as keyof typeof ACCEPTED;
    width = metadata.width;
    height = metadata.height;
    // A tiny render decodes every pixel row without holding the full bitmap in memory.
    await sharp(bytes, { failOn: 'error' }).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
  } catch {
    return { ok: false, reason: NOT_AN_IMAGE };
  }
  return { ok: true, ...ACCEPTED[format], width, height };
}
