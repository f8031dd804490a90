import { sql, type SQL } from 'drizzle-orm';

/**
 * Turns shopper text into a prefix full-text query ("kurt sil" -> kurt:* & sil:*), so half-typed
 * words match. Only letters and digits survive, so the text can never break to_tsquery's syntax.
 */
export function prefixTsQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w) => `${w}:*`).join(' & ');
}

/** Normalises search text for trigram comparisons: lower case, single spaces, bounded length. */
export function normalizeSearchText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100);
}

/** to_tsquery with the english configuration, matching how products.search was built. */
export function tsQuery(prefixQuery: string): SQL {
  return sql`to_tsquery('english'::regconfig, ${prefixQuery})`;
}
