/**
 * Page URLs carry ids base64-encoded with the trailing '=' removed
 * (docs/decisions/storefront-screens.md, Page URLs and ids). API paths use plain ids; this is the
 * one place the URL form is made and read.
 */
export function encodeId(id: number | string): string {
  return btoa(String(id)).replace(/=+$/, '');
}

/** Returns the positive integer id, or null when the text is not an encoded id. */
export function decodeId(encoded: string): number | null {
  if (!/^[A-Za-z0-9+/]+$/.test(encoded)) return null;
  const padded = encoded + '='.repeat((4 - (encoded.length % 4)) % 4);
  let text: string;
  try {
    text = atob(padded);
  } catch {
    return null;
  }
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The product name lowercased, spaces made hyphens (docs/decisions/storefront-screens.md, Page URLs
 * and ids).
 */
export function productSlug(name: string): string {
  return name.toLowerCase().trim().replace(/\s+/g, '-');
}

/** A URL-safe slug for policy pages and categories. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Category titles are shown in capitalised words (docs/decisions/storefront-screens.md, Page URLs
 * and ids).
 */
export function capitalizeWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}
