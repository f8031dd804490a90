import { FullText, WEIGHTS, type Weight } from './full-text';
import type { IndexedCategory, IndexedProduct, SearchedText } from './indexed-catalogue';
import type { SearchTables } from './search-tables';
import { SlotSet } from './slot-set';
import { Vocabulary } from './vocabulary';
import { stemOf, wordsOf } from './words';

/** What the search side of the index is made of. */
export interface SearchIndex {
  tables: SearchTables;
  /** Place of each category (by id) in the category list the tables number by. */
  categoryIndex: Map<number, number>;
  /** Per category: the stems of its title. */
  categoryStems: string[][];
}

const NO_WORDS = new Int32Array(0);

/** Products cut into words between two turns given to other work (about 20 ms of building). */
const SLICE = 2_000;

/** Lets requests waiting on the event loop run between slices of a long build. */
const anotherTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Cuts every product into the words and stems searches read. At 50,000 products this is over a
 * second of work, done in slices so the store keeps answering carts and checkouts meanwhile.
 */
export async function buildSearchTables(
  products: readonly IndexedProduct[],
  texts: readonly SearchedText[],
  categories: readonly IndexedCategory[],
): Promise<SearchIndex> {
  const size = products.length;
  const categoryIndex = new Map(categories.map((category, i) => [category.id, i]));
  const vocabulary = new Vocabulary();
  const stems = new StemCache();
  const wordIds = (text: string) => {
    const words = wordsOf(text);
    return words.length === 0 ? NO_WORDS : Int32Array.from(words, (w) => vocabulary.add(w));
  };
  const categoryWords = categories.map((category) => wordIds(category.title));
  const categoryStems = categories.map((category) => stems.of(category.title));
  const textWords: Int32Array[] = [];
  const textIds = new Map<string, number>();
  const textId = (text: string) => {
    let id = textIds.get(text);
    if (id === undefined) {
      id = textWords.length;
      textIds.set(text, id);
      textWords.push(wordIds(text));
    }
    return id;
  };

  const fullText = new FullText(size);
  const names: Int32Array[] = [];
  const attributeText = new Int32Array(size);
  const fabricText = new Int32Array(size);
  const slotCategory = new Int32Array(size);
  const slotParent = new Int32Array(size);
  const holders: number[][] = [];
  const seen: number[] = [];

  for (let slot = 0; slot < size; slot++) {
    if (slot > 0 && slot % SLICE === 0) await anotherTurn();
    const product = products[slot]!;
    const searched = texts[slot]!;
    const name = wordIds(product.name);
    names.push(name);
    attributeText[slot] = textId(`${product.color} ${product.colorFamily}`);
    fabricText[slot] = textId(searched.fabric);
    const category = categoryIndex.get(product.categoryId) ?? -1;
    const parentId = categories[category]?.parentId ?? null;
    const parent = parentId === null ? -1 : (categoryIndex.get(parentId) ?? -1);
    slotCategory[slot] = category;
    slotParent[slot] = parent;

    const fields: [string, Weight][] = [
      [product.name, WEIGHTS.name],
      [`${product.color} ${product.colorFamily} ${searched.fabric}`, WEIGHTS.attributes],
      [`${searched.occasion} ${searched.description}`, WEIGHTS.description],
    ];
    for (const [text, weight] of fields) {
      for (const stem of stems.of(text)) fullText.add(slot, stem, weight);
    }

    // Each searchable word once per product, whichever fields hold it.
    const searchable = [
      name,
      textWords[attributeText[slot]!]!,
      textWords[fabricText[slot]!]!,
      categoryWords[category] ?? NO_WORDS,
      categoryWords[parent] ?? NO_WORDS,
    ];
    for (const words of searchable) {
      for (const word of words) {
        if (seen[word] === slot) continue;
        seen[word] = slot;
        (holders[word] ??= []).push(slot);
      }
    }
  }
  fullText.seal();

  const nameStart = new Int32Array(size + 1);
  names.forEach((words, slot) => (nameStart[slot + 1] = nameStart[slot]! + words.length));
  const nameWords = new Int32Array(nameStart[size]!);
  names.forEach((words, slot) => nameWords.set(words, nameStart[slot]!));
  const inSomeName = new Uint8Array(vocabulary.size);
  for (const word of nameWords) inSomeName[word] = 1;
  const productsWithWord = Array.from({ length: vocabulary.size }, (_, word) =>
    Int32Array.from(holders[word] ?? []),
  );
  return {
    categoryIndex,
    categoryStems,
    tables: {
      size,
      vocabulary,
      fullText,
      nameStart,
      nameWords,
      inSomeName,
      attributeText,
      fabricText,
      textWords,
      categoryWords,
      slotCategory,
      slotParent,
      productsWithWord,
      commonWordSets: productsWithWord.map((slots) => {
        if (slots.length * 32 <= size) return null;
        const set = new SlotSet(size);
        for (const slot of slots) set.add(slot);
        return set;
      }),
    },
  };
}

/** Stems of texts, each distinct word stemmed once however many products hold it. */
class StemCache {
  private readonly stems = new Map<string, string | null>();

  of(text: string): string[] {
    const result: string[] = [];
    for (const word of wordsOf(text)) {
      let stem = this.stems.get(word);
      if (stem === undefined) {
        stem = stemOf(word);
        this.stems.set(word, stem);
      }
      if (stem !== null) result.push(stem);
    }
    return result;
  }
}
