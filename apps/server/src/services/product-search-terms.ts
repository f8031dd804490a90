import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';

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

/** Below this trigram word similarity a word is not considered a misspelling of the text. */
export const WORD_MATCH = 0.5;

/**
 * Runs `work` in a transaction set up for the trigram operators: `%>` compares with the word
 * similarity threshold, set locally so other queries keep theirs; and sequential scans are off,
 * because the planner prices word_similarity like a cheap comparison and would rather recheck
 * every product than read the trigram index (5-10 times slower at 10,000 products).
 */
export async function withTrigramSearch<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_MATCH)}, true)`,
    );
    await tx.execute(sql`set local enable_seqscan = off`);
    return work(tx);
  });
}

/**
 * Ids of the products whose full text has the prefixes or whose search text (name, category
 * titles, colour, fabric) holds a word like the text. One branch per GIN index
 * (products_search_idx, products_search_text_trgm): an OR of the two in one WHERE can only be
 * answered by scanning the table. Needs withTrigramSearch's transaction.
 */
export function matchingProductIds(prefixQuery: string, normalizedText: string): SQL {
  return sql`(select m.id from ${products} m where m.search @@ ${tsQuery(prefixQuery)}
    union
    select m.id from ${products} m where m.search_text %> ${normalizedText})`;
}
