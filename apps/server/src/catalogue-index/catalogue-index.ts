import type { ProductSizeStock, ProductSort } from '@kesariya/shared';
import { FullText, WEIGHT_RANK, WEIGHTS, type PrefixMatch, type Weight } from './full-text';
import { SlotSet } from './slot-set';
import { Vocabulary } from './vocabulary';
import { queryWordsOf, stemOf, wordsOf } from './words';

/** What a listing card and a suggestion show of a product, kept in memory for every visible one. */
export interface IndexedProduct {
  id: number;
  name: string;
  slug: string;
  pricePaise: number;
  mrpPaise: number;
  categoryId: number;
  color: string;
  colorFamily: string;
  isHotDeal: boolean;
  isBestSeller: boolean;
  isNewArrival: boolean;
  isCollection: boolean;
  popularity: number;
  /** Microseconds since the epoch: the database keeps creation times to the microsecond. */
  createdAt: number;
  sizes: ProductSizeStock[];
  /** Position of the card picture; null without pictures. */
  imagePosition: number | null;
}

/** A product as loaded: the text only searched, never shown, comes along once. */
export interface SourceProduct extends IndexedProduct {
  fabric: string;
  occasion: string;
  description: string;
}

export interface IndexedCategory {
  id: number;
  parentId: number | null;
  title: string;
  active: boolean;
  hasImage: boolean;
}

export type ListingFlag = 'isHotDeal' | 'isBestSeller' | 'isNewArrival' | 'isCollection';
const FLAGS: readonly ListingFlag[] = ['isHotDeal', 'isBestSeller', 'isNewArrival', 'isCollection'];

/** The listing's filters, as the listing call reads them (prices in paise, inclusive). */
export interface ListingQuery {
  search: string | null;
  category: number | null;
  subCategory: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  sizes: readonly string[];
  colors: readonly string[];
  flags: readonly ListingFlag[];
  sort: ProductSort;
  page: number;
  limit: number;
}

export interface ListingPage {
  items: IndexedProduct[];
  total: number;
  /** Price bounds of the matching products before the price filter; null when none match. */
  minPricePaise: number | null;
  maxPricePaise: number | null;
}

export interface ScoredProduct {
  product: IndexedProduct;
  categoryTitle: string;
  score: number;
}

export interface ScoredCategory {
  category: IndexedCategory;
  score: number;
}

/** Below this similarity a word is no (misspelt) match for what was typed. */
export const WORD_MATCH = 0.5;

type FixedOrder = Exclude<ProductSort, 'relevance'>;

const ORDERS: Record<FixedOrder, (a: IndexedProduct, b: IndexedProduct) => number> = {
  popularity: (a, b) => b.popularity - a.popularity || b.id - a.id,
  newest: (a, b) => b.createdAt - a.createdAt || b.id - a.id,
  price_asc: (a, b) => a.pricePaise - b.pricePaise || a.id - b.id,
  price_desc: (a, b) => b.pricePaise - a.pricePaise || b.id - a.id,
  discount: (a, b) => discountOf(b) - discountOf(a) || b.id - a.id,
};

/** Share of the MRP taken off; a product without an MRP goes last. */
function discountOf(product: IndexedProduct): number {
  return product.mrpPaise === 0
    ? -Infinity
    : (product.mrpPaise - product.pricePaise) / product.mrpPaise;
}

const NO_WORDS = new Int32Array(0);

/**
 * The visible catalogue in memory, indexed for the shopper's searches and listings
 * (docs/decisions.md, Search and listings in memory): answers no cache holds cost microseconds
 * instead of a database round of trigram and full-text scans. Built from one read of the
 * catalogue; stock changes are applied in place, anything else builds a new one.
 */
export class CatalogueIndex {
  readonly size: number;
  private readonly products: readonly IndexedProduct[];
  private readonly slotOf = new Map<number, number>();
  private readonly categories = new Map<number, IndexedCategory>();
  private readonly vocabulary = new Vocabulary();
  private readonly fullText: FullText;
  /** Per product: the words of its name. */
  private readonly nameWords: Int32Array[] = [];
  /** Per product: its colour and colour family, and its fabric, as ids of distinct texts. */
  private readonly attributeText: Int32Array;
  private readonly fabricText: Int32Array;
  private readonly textWords: Int32Array[] = [];
  private readonly categoryWords = new Map<number, Int32Array>();
  private readonly categoryStems = new Map<number, string[]>();
  /** Per word: the products holding it in a searchable field (name, categories, colour, fabric). */
  private readonly productsWithWord: number[][] = [];
  private readonly all: SlotSet;
  private readonly orders = new Map<FixedOrder, { slots: Int32Array; rank: Int32Array }>();
  private readonly bySize = new Map<string, SlotSet>();
  private readonly byColourFamily = new Map<string, SlotSet>();
  private readonly byFlag = new Map<ListingFlag, SlotSet>();
  private readonly byCategory = new Map<number, number[]>();
  private readonly categorySets = new Map<string, SlotSet>();

  constructor(products: readonly SourceProduct[], categories: readonly IndexedCategory[]) {
    this.size = products.length;
    this.products = products.map(shownPart);
    this.fullText = new FullText(this.size);
    this.all = SlotSet.full(this.size);
    this.attributeText = new Int32Array(this.size);
    this.fabricText = new Int32Array(this.size);
    for (const category of categories) {
      this.categories.set(category.id, category);
      this.categoryWords.set(category.id, this.wordIds(category.title));
      this.categoryStems.set(category.id, stemsOf(category.title));
    }
    const texts = new Map<string, number>();
    const textId = (text: string) => {
      let id = texts.get(text);
      if (id === undefined) {
        id = this.textWords.length;
        texts.set(text, id);
        this.textWords.push(this.wordIds(text));
      }
      return id;
    };
    products.forEach((product, slot) => {
      this.slotOf.set(product.id, slot);
      this.nameWords.push(this.wordIds(product.name));
      this.attributeText[slot] = textId(`${product.color} ${product.colorFamily}`);
      this.fabricText[slot] = textId(product.fabric);
      this.indexFullText(slot, product);
      this.indexSearchWords(slot, product);
      this.indexFilters(slot, product);
    });
    this.fullText.seal();
    for (const [name, compare] of Object.entries(ORDERS) as [
      FixedOrder,
      typeof ORDERS.popularity,
    ][]) {
      const slots = Int32Array.from(this.products.keys()).sort((a, b) =>
        compare(this.products[a]!, this.products[b]!),
      );
      const rank = new Int32Array(this.size);
      slots.forEach((slot, position) => (rank[slot] = position));
      this.orders.set(name, { slots, rank });
    }
  }

  /** The product's new stock per size (an order, a cancellation, a return). */
  updateStock(productId: number, sizes: ProductSizeStock[]): void {
    const slot = this.slotOf.get(productId);
    if (slot === undefined) return;
    this.products[slot]!.sizes = sizes;
    for (const set of this.bySize.values()) set.delete(slot);
    this.indexSizes(slot, sizes);
  }

  has(productId: number): boolean {
    return this.slotOf.has(productId);
  }

  // ------------------------------------------------------------------ building

  private wordIds(text: string): Int32Array {
    const words = wordsOf(text);
    return words.length === 0 ? NO_WORDS : Int32Array.from(words, (w) => this.vocabulary.add(w));
  }

  private indexFullText(slot: number, product: SourceProduct): void {
    const fields: [string, Weight][] = [
      [product.name, WEIGHTS.name],
      [`${product.color} ${product.colorFamily} ${product.fabric}`, WEIGHTS.attributes],
      [`${product.occasion} ${product.description}`, WEIGHTS.description],
    ];
    for (const [text, weight] of fields) {
      for (const stem of stemsOf(text)) this.fullText.add(slot, stem, weight);
    }
  }

  private indexSearchWords(slot: number, product: SourceProduct): void {
    const category = this.categories.get(product.categoryId);
    const parentId = category?.parentId ?? null;
    const fields = [
      this.nameWords[slot]!,
      this.textWords[this.attributeText[slot]!]!,
      this.textWords[this.fabricText[slot]!]!,
      this.categoryWords.get(product.categoryId) ?? NO_WORDS,
      parentId === null ? NO_WORDS : (this.categoryWords.get(parentId) ?? NO_WORDS),
    ];
    for (const wordId of new Set(fields.flatMap((words) => [...words]))) {
      (this.productsWithWord[wordId] ??= []).push(slot);
    }
  }

  private indexFilters(slot: number, product: SourceProduct): void {
    this.indexSizes(slot, product.sizes);
    const family = product.colorFamily.toLowerCase();
    this.setFor(this.byColourFamily, family).add(slot);
    for (const flag of FLAGS) if (product[flag]) this.setFor(this.byFlag, flag).add(slot);
    let own = this.byCategory.get(product.categoryId);
    if (!own) this.byCategory.set(product.categoryId, (own = []));
    own.push(slot);
  }

  private indexSizes(slot: number, sizes: readonly ProductSizeStock[]): void {
    for (const { size, stock } of sizes) if (stock > 0) this.setFor(this.bySize, size).add(slot);
  }

  private setFor<K>(sets: Map<K, SlotSet>, key: K): SlotSet {
    let set = sets.get(key);
    if (!set) sets.set(key, (set = new SlotSet(this.size)));
    return set;
  }

  // ------------------------------------------------------------------ listing

  list(query: ListingQuery): ListingPage {
    const members = this.all.clone();
    const search = query.search === null ? null : this.typed(query.search);
    if (search) members.and(this.searchMatches(search));
    if (query.category !== null) members.and(this.categorySet(query.category, true));
    if (query.subCategory !== null) members.and(this.categorySet(query.subCategory, false));
    if (query.sizes.length > 0) members.and(this.unionOf(this.bySize, query.sizes));
    if (query.colors.length > 0) {
      members.and(
        this.unionOf(
          this.byColourFamily,
          query.colors.map((c) => c.toLowerCase()),
        ),
      );
    }
    for (const flag of query.flags) members.and(this.byFlag.get(flag) ?? new SlotSet(this.size));

    const inPrice = (slot: number) => {
      const price = this.products[slot]!.pricePaise;
      return (
        (query.minPrice === null || price >= query.minPrice) &&
        (query.maxPrice === null || price <= query.maxPrice)
      );
    };
    const priced = query.minPrice !== null || query.maxPrice !== null;
    const count = members.count();
    const sparse = count * 16 < this.size;
    const memberList: number[] = [];
    if (sparse || priced || (search && query.sort === 'relevance')) {
      members.forEach((slot) => memberList.push(slot));
    }
    const bounds = this.priceBounds(members, count, sparse ? memberList : null);
    const shown = priced ? memberList.filter(inPrice) : null;
    const total = shown ? shown.length : count;
    const offset = (query.page - 1) * query.limit;
    const wanted = offset + query.limit;

    let page: number[];
    if (query.sort === 'relevance' && search) {
      page = this.byRelevance(search, shown ?? memberList, wanted);
    } else {
      const order = this.orders.get(query.sort === 'relevance' ? 'popularity' : query.sort)!;
      if (shown || sparse) {
        page = (shown ?? memberList)
          .sort((a, b) => order.rank[a]! - order.rank[b]!)
          .slice(0, wanted);
      } else {
        page = [];
        for (const slot of order.slots) {
          if (!members.has(slot)) continue;
          page.push(slot);
          if (page.length === wanted) break;
        }
      }
    }
    return {
      items: page.slice(offset).map((slot) => this.products[slot]!),
      total,
      minPricePaise: bounds?.min ?? null,
      maxPricePaise: bounds?.max ?? null,
    };
  }

  private priceBounds(
    members: SlotSet,
    count: number,
    list: number[] | null,
  ): { min: number; max: number } | null {
    if (count === 0) return null;
    if (list) {
      let min = Infinity;
      let max = -Infinity;
      for (const slot of list) {
        const price = this.products[slot]!.pricePaise;
        if (price < min) min = price;
        if (price > max) max = price;
      }
      return { min, max };
    }
    const cheapestFirst = this.orders.get('price_asc')!.slots;
    let low = 0;
    while (!members.has(cheapestFirst[low]!)) low++;
    let high = cheapestFirst.length - 1;
    while (!members.has(cheapestFirst[high]!)) high--;
    return {
      min: this.products[cheapestFirst[low]!]!.pricePaise,
      max: this.products[cheapestFirst[high]!]!.pricePaise,
    };
  }

  /** A category's products; with `withChildren`, its sub-categories' too. */
  private categorySet(categoryId: number, withChildren: boolean): SlotSet {
    const key = `${withChildren ? 'tree' : 'own'}:${categoryId}`;
    let set = this.categorySets.get(key);
    if (!set) {
      const ids = [categoryId];
      if (withChildren) {
        for (const category of this.categories.values()) {
          if (category.parentId === categoryId) ids.push(category.id);
        }
      }
      set = SlotSet.of(
        this.size,
        ids.flatMap((id) => this.byCategory.get(id) ?? []),
      );
      this.categorySets.set(key, set);
    }
    return set;
  }

  private unionOf(sets: Map<string, SlotSet>, keys: readonly string[]): SlotSet {
    const union = new SlotSet(this.size);
    for (const key of keys) {
      const set = sets.get(key);
      if (set) union.or(set);
    }
    return union;
  }

  /**
   * Products the listing's search finds: every typed word begins a word of the product's text, or
   * one of its name, colour, fabric or category titles is like what was typed (typos).
   */
  private searchMatches(search: TypedSearch): SlotSet {
    const matches = search.fullText?.clone() ?? new SlotSet(this.size);
    search.likelyProducts().forEach((slot) => {
      if (matches.has(slot)) return;
      const product = this.products[slot]!;
      const parentId = this.categories.get(product.categoryId)?.parentId ?? null;
      const alike =
        search.score(this.nameWords[slot]!) >= WORD_MATCH ||
        search.textScore(this.attributeText[slot]!) >= WORD_MATCH ||
        search.textScore(this.fabricText[slot]!) >= WORD_MATCH ||
        search.categoryScore(product.categoryId) >= WORD_MATCH ||
        (parentId !== null && search.categoryScore(parentId) >= WORD_MATCH);
      if (alike) matches.add(slot);
    });
    return matches;
  }

  /** The first `wanted` products by full-text rank plus name similarity, then popularity. */
  private byRelevance(search: TypedSearch, slots: readonly number[], wanted: number): number[] {
    const scored = slots.map((slot) => ({
      slot,
      score: search.fullTextRank(slot) + search.score(this.nameWords[slot]!),
    }));
    const best = new TopList<{ slot: number; score: number }>(wanted, (a, b) => {
      const x = this.products[a.slot]!;
      const y = this.products[b.slot]!;
      return b.score - a.score || y.popularity - x.popularity || y.id - x.id;
    });
    for (const entry of scored) best.offer(entry);
    return best.items().map((entry) => entry.slot);
  }

  // ------------------------------------------------------------------ suggestions

  /** Products for the search box, best first: at most `limit`. */
  suggestProducts(text: string, limit: number): ScoredProduct[] {
    const search = this.typed(text);
    if (!search) return [];
    const candidates = search.fullText?.clone() ?? new SlotSet(this.size);
    // Products whose searchable words, all fields together, are like the text.
    search.likelyProducts().forEach((slot) => {
      if (!candidates.has(slot) && this.searchTextScore(search, slot) >= WORD_MATCH) {
        candidates.add(slot);
      }
    });
    const best = new TopList<ScoredProduct>(
      limit,
      (a, b) => b.score - a.score || b.product.id - a.product.id,
    );
    candidates.forEach((slot) => {
      const product = this.products[slot]!;
      const parentId = this.categories.get(product.categoryId)?.parentId ?? null;
      const likeness = Math.max(
        search.score(this.nameWords[slot]!),
        0.9 * search.categoryScore(product.categoryId),
        parentId === null ? 0 : 0.9 * search.categoryScore(parentId),
        0.8 * search.textScore(this.attributeText[slot]!),
        0.8 * search.textScore(this.fabricText[slot]!),
      );
      const score =
        likeness +
        (search.fullText?.has(slot) ? 0.5 : 0) +
        Math.min(product.popularity, 1000) / 100_000;
      best.offer({
        product,
        categoryTitle: this.categories.get(product.categoryId)?.title ?? '',
        score,
      });
    });
    return best.items();
  }

  /** Active categories whose title is like the text or begins with it, best first. */
  suggestCategories(text: string, limit: number): ScoredCategory[] {
    const search = this.typed(text);
    if (!search) return [];
    const best = new TopList<ScoredCategory>(
      limit,
      (a, b) => b.score - a.score || a.category.id - b.category.id,
    );
    for (const category of this.categories.values()) {
      if (!category.active) continue;
      const likeness = search.categoryScore(category.id);
      const begins = search.beginsWordsOf(this.categoryStems.get(category.id) ?? []);
      if (likeness >= WORD_MATCH || begins) {
        best.offer({ category, score: likeness + (begins ? 0.6 : 0) });
      }
    }
    return best.items();
  }

  private searchTextScore(search: TypedSearch, slot: number): number {
    const product = this.products[slot]!;
    const parentId = this.categories.get(product.categoryId)?.parentId ?? null;
    return search.score(
      this.nameWords[slot]!,
      this.textWords[this.attributeText[slot]!]!,
      this.textWords[this.fabricText[slot]!]!,
      this.categoryWords.get(product.categoryId) ?? NO_WORDS,
      parentId === null ? NO_WORDS : (this.categoryWords.get(parentId) ?? NO_WORDS),
    );
  }

  private typed(text: string): TypedSearch | null {
    const words = queryWordsOf(text);
    return words.length === 0 ? null : new TypedSearch(this, words);
  }

  /** For TypedSearch: the shared tables it reads. */
  get tables() {
    return {
      vocabulary: this.vocabulary,
      fullText: this.fullText,
      textWords: this.textWords,
      categoryWords: this.categoryWords,
      productsWithWord: this.productsWithWord,
      size: this.size,
    };
  }
}

/**
 * One search text against the index: how like each catalogue word each typed word is, and the
 * products whose full text begins with every typed word. A field is as like the text as the mean,
 * over the typed words, of its best word for each (so word order does not matter).
 */
class TypedSearch {
  private readonly similarities: Float32Array[];
  private readonly prefixes: PrefixMatch[];
  readonly fullText: SlotSet | null;
  private readonly stems: string[];
  private readonly textScores: Float32Array;
  private readonly categoryScores = new Map<number, number>();

  constructor(
    private readonly index: CatalogueIndex,
    private readonly words: readonly string[],
  ) {
    const tables = index.tables;
    this.similarities = words.map((word) => tables.vocabulary.similarityTo(word));
    this.stems = words.map(stemOf).filter((stem): stem is string => stem !== null);
    this.prefixes = this.stems.map((stem) => tables.fullText.match(stem));
    this.fullText =
      this.prefixes.length === 0
        ? null
        : this.prefixes.slice(1).reduce((set, p) => set.and(p.any), this.prefixes[0]!.any.clone());
    this.textScores = new Float32Array(tables.textWords.length).fill(-1);
  }

  /** Likeness of the words of one or more fields taken together. */
  score(...fields: Int32Array[]): number {
    let total = 0;
    for (const similarity of this.similarities) {
      let best = 0;
      for (const words of fields) {
        for (const word of words) {
          const s = similarity[word]!;
          if (s > best) best = s;
        }
      }
      total += best;
    }
    return total / this.similarities.length;
  }

  textScore(textId: number): number {
    let score = this.textScores[textId]!;
    if (score < 0) {
      score = this.score(this.index.tables.textWords[textId]!);
      this.textScores[textId] = score;
    }
    return score;
  }

  categoryScore(categoryId: number): number {
    let score = this.categoryScores.get(categoryId);
    if (score === undefined) {
      score = this.score(this.index.tables.categoryWords.get(categoryId) ?? NO_WORDS);
      this.categoryScores.set(categoryId, score);
    }
    return score;
  }

  /** Whether every typed word (stop words aside) begins one of these stems. */
  beginsWordsOf(stems: readonly string[]): boolean {
    return (
      this.stems.length > 0 &&
      this.stems.every((typed) => stems.some((stem) => stem.startsWith(typed)))
    );
  }

  /**
   * Products holding a word at least WORD_MATCH like one typed word: no other product can have a
   * field that alike, since a field's likeness is a mean of such bests.
   */
  likelyProducts(): SlotSet {
    const { productsWithWord, size } = this.index.tables;
    const slots = new SlotSet(size);
    for (const similarity of this.similarities) {
      for (let word = 0; word < similarity.length; word++) {
        if (similarity[word]! < WORD_MATCH) continue;
        for (const slot of productsWithWord[word] ?? []) slots.add(slot);
      }
    }
    return slots;
  }

  /** Full-text rank: per typed word, where in the product its best match stands. */
  fullTextRank(slot: number): number {
    if (!this.fullText?.has(slot)) return 0;
    let total = 0;
    for (const prefix of this.prefixes) {
      const weight = prefix.byWeight.findIndex((set) => set.has(slot));
      if (weight >= 0) total += WEIGHT_RANK[weight]!;
    }
    return total / this.prefixes.length;
  }
}

/** Keeps the first `limit` items in `compare` order. */
class TopList<T> {
  private readonly kept: T[] = [];

  constructor(
    private readonly limit: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  offer(item: T): void {
    const kept = this.kept;
    if (kept.length === this.limit && this.compare(item, kept[kept.length - 1]!) >= 0) return;
    let at = kept.length;
    while (at > 0 && this.compare(item, kept[at - 1]!) < 0) at--;
    kept.splice(at, 0, item);
    if (kept.length > this.limit) kept.pop();
  }

  items(): T[] {
    return this.kept;
  }
}

function stemsOf(text: string): string[] {
  return wordsOf(text)
    .map(stemOf)
    .filter((stem): stem is string => stem !== null);
}

function shownPart(product: SourceProduct): IndexedProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    pricePaise: product.pricePaise,
    mrpPaise: product.mrpPaise,
    categoryId: product.categoryId,
    color: product.color,
    colorFamily: product.colorFamily,
    isHotDeal: product.isHotDeal,
    isBestSeller: product.isBestSeller,
    isNewArrival: product.isNewArrival,
    isCollection: product.isCollection,
    popularity: product.popularity,
    createdAt: product.createdAt,
    sizes: product.sizes,
    imagePosition: product.imagePosition,
  };
}
