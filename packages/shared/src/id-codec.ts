/**
 * Page URLs carry ids base64-encoded with the trailing '=' removed (spec section 9).
 * API paths use plain ids; this is the one place the URL form is made and read.
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

/** Spec section 2: the product name lowercased with spaces turned into hyphens. */
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

/** Spec section 2: category titles shown in capitalised words. */
export function capitalizeWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}
