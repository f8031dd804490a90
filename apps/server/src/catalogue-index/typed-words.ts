import { RecentlyUsed } from './recently-used';
import type { SearchTables } from './search-tables';

/** How like the catalogue one typed word is: everything a search reads of it, per word. */
export interface TypedWord {
  /** Per catalogue word (by id): its likeness to the typed word, 0 when no trigram is shared. */
  similarity: Float32Array;
  /** Per distinct text (colour, fabric): the likeness of its best word. */
  textBest: Float32Array;
  /** Per category: the likeness of its title's best word. */
  categoryBest: Float32Array;
  /** The likeness of the best word any product's name holds. */
  bestInName: number;
}

/**
 * Typed words kept once worked out: shoppers' texts are new, but their words are mostly the
 * catalogue's own few hundred, and comparing a word with every catalogue word it shares a trigram
 * with was a tenth of a suggestion's time at 50,000 products
 * (docs/decisions/catalogue-and-search.md, Search and listings in memory). Each word takes about
 * one float per catalogue word, distinct text and category.
 */
export class TypedWords {
  /** Past this many words, the least recently used are let go. */
  private readonly kept = new RecentlyUsed<string, TypedWord>(2_000);

  constructor(private readonly tables: SearchTables) {}

  of(word: string): TypedWord {
    let typed = this.kept.get(word);
    if (typed) return typed;
    typed = this.workOut(word);
    this.kept.set(word, typed);
    return typed;
  }

  private workOut(word: string): TypedWord {
    const { vocabulary, textWords, categoryWords, inSomeName } = this.tables;
    const similarity = vocabulary.similarityTo(word);
    let bestInName = 0;
    for (let id = 0; id < similarity.length; id++) {
      const s = similarity[id]!;
      if (inSomeName[id] && s > bestInName) bestInName = s;
    }
    return {
      similarity,
      textBest: bestPerField(similarity, textWords),
      categoryBest: bestPerField(similarity, categoryWords),
      bestInName,
    };
  }
}

/** Per field (a distinct text, a category title): the likeness of its best word. */
function bestPerField(similarity: Float32Array, fields: readonly Int32Array[]): Float32Array {
  const best = new Float32Array(fields.length);
  for (let field = 0; field < fields.length; field++) {
    const words = fields[field]!;
    let most = 0;
    for (let i = 0; i < words.length; i++) {
      const s = similarity[words[i]!]!;
      if (s > most) most = s;
    }
    best[field] = most;
  }
  return best;
}
