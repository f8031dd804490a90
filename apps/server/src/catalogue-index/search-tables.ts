import type { FullText } from './full-text';
import type { SlotSet } from './slot-set';
import type { Vocabulary } from './vocabulary';

/**
 * The catalogue's searchable words, laid out for one search to read quickly. Products are
 * numbered by slot (0 .. size-1), categories by their place in the index's category list.
 */
export interface SearchTables {
  size: number;
  vocabulary: Vocabulary;
  fullText: FullText;
  /** The words of product `slot`'s name are nameWords[nameStart[slot] .. nameStart[slot + 1]). */
  nameStart: Int32Array;
  nameWords: Int32Array;
  /** Per word: 1 if some product's name holds it. */
  inSomeName: Uint8Array;
  /** Per product: its "colour colour-family" text and its fabric, as ids into textWords. */
  attributeText: Int32Array;
  fabricText: Int32Array;
  textWords: Int32Array[];
  /** Per category: the words of its title. */
  categoryWords: Int32Array[];
  /** Per product: its category, and that category's parent or -1. */
  slotCategory: Int32Array;
  slotParent: Int32Array;
  /** Per word: the products holding it in a searchable field. */
  productsWithWord: Int32Array[];
  /**
   * The same as sets, for the words more than one product in 32 holds (where a set takes less
   * memory than the list); null for the others. A search joins such words' holders 32 at a time.
   */
  commonWordSets: (SlotSet | null)[];
}
