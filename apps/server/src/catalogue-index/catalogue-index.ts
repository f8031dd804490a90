import type { ProductSizeStock, ProductSort } from '@kesariya/shared';
import { buildSearchTables, type SearchIndex } from './build-search-tables';
import { WEIGHT_RANK } from './full-text';
import type { IndexedCategory, IndexedProduct, SearchedText } from './indexed-catalogue';
import type { SearchTables } from './search-tables';
import { KeptSteps } from './likeness-steps';
import { SearchScratch } from './search-scratch';
import { SlotSet } from './slot-set';
import { TopList } from './top-list';
import { KNOWN_LIKENESS, MAX_STEPS, TypedSearch, WORD_MATCH } from './typed-search';
import { TypedWords } from './typed-words';
import { queryWordsOf } from './words';

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

/** The listing's filter choices within a category (or the whole catalogue), with counts. */
export interface FilterChoices {
  colors: { name: string; count: number }[];
  sizes: { size: string; count: number }[];
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

/** What a listing's page walks: its products in a fixed order, and each product's place in it. */
interface Order {
  slots: Int32Array;
  rank: Int32Array;
}

/** Popularity adds at most this to a suggestion's score: it only orders near ties. */
const MAX_POPULARITY_BOOST = 0.01;

/** A suggestion's lift from popularity, the same for every product sold 1,000 times or more. */
function boostFor(product: IndexedProduct): number {
  return Math.min(product.popularity, 1000) / (1000 / MAX_POPULARITY_BOOST);
}

/** Suggestions' tie order: popularity's boost, then id, both descending. */
function inSuggestionOrder(a: IndexedProduct, b: IndexedProduct): number {
  return boostFor(b) - boostFor(a) || b.id - a.id;
}

/**
 * Slack on a bound when it stops a walk early: bounds and scores are sums of 32-bit likenesses
 * rounded differently, and stopping a hair late only costs a product looked at.
 */
const BOUND_SLACK = 1e-6;

/** Steps of the likeness bound by which look-alike products are taken for a several-word text. */
const BOUND_STEPS = 100;

/** Under one match in this many products, a listing sorts its matches instead of walking an order. */
const SPARSE = 256;

/**
 * The visible catalogue in memory, indexed for the shopper's searches and listings
 * (docs/decisions/catalogue-and-search.md, Search and listings in memory): answers no cache holds
 * cost microseconds instead of trigram and full-text scans in the database. Built from one read of
 * the catalogue; stock changes are applied in place, any other change builds a new one.
 *
 * Products are numbered (their slot) in suggestion order, most popular first, so walking a set of
 * products in slot order meets them in the order suggestions break ties in and can stop early.
 */
export class CatalogueIndex {
  readonly size: number;
  private readonly products: readonly IndexedProduct[];
  private readonly slotOf = new Map<number, number>();
  private readonly categoryList: readonly IndexedCategory[];
  private readonly categoryIndex: ReadonlyMap<number, number>;
  private readonly categoryStems: readonly string[][];
  private readonly tables: SearchTables;
  private readonly all: SlotSet;
  private readonly orders = new Map<FixedOrder, Order>();
  /** Per slot: the product's suggestion boost (popularity), never rising with the slot. */
  private readonly boosts: Float64Array;
  /**
   * Per slot: the product's price in paise, side by side. A price filter reads thousands of prices
   * a listing; read off the products' own objects, spread over the heap, they took about a third
   * of a listing's CPU at 50,000 products (docs/decisions/catalogue-and-search.md, Search and
   * listings in memory).
   */
  private readonly prices: Float64Array;
  /**
   * Per slot: the product's id, side by side. Suggestions break ties by id for every product they
   * offer; read off the products' objects, that was about a tenth of a search request's CPU at
   * 50,000 products.
   */
  private readonly ids: Int32Array;
  private readonly scratch: SearchScratch;
  private readonly typedWords: TypedWords;
  private readonly keptSteps: KeptSteps;
  private readonly bySize = new Map<string, SlotSet>();
  private readonly byColourFamily = new Map<string, SlotSet>();
  private readonly byFlag = new Map<ListingFlag, SlotSet>();
  private readonly categorySets = new Map<string, SlotSet>();
  /** Filter choices per category, until stock changes. */
  private readonly choices = new Map<number | null, FilterChoices>();

  /** Builds the index, giving other work a turn between slices of the catalogue. */
  static async build(
    products: readonly IndexedProduct[],
    texts: readonly SearchedText[],
    categories: readonly IndexedCategory[],
  ): Promise<CatalogueIndex> {
    // Each product's slot is its place in suggestion order; its searched text goes with it.
    const order = products
      .map((_, i) => i)
      .sort((a, b) => inSuggestionOrder(products[a]!, products[b]!));
    const ordered = order.map((i) => products[i]!);
    const search = await buildSearchTables(
      ordered,
      order.map((i) => texts[i]!),
      categories,
    );
    return new CatalogueIndex(ordered, categories, search);
  }

  private constructor(
    products: readonly IndexedProduct[],
    categories: readonly IndexedCategory[],
    search: SearchIndex,
  ) {
    const size = products.length;
    this.size = size;
    this.products = products;
    this.all = SlotSet.full(size);
    this.categoryList = categories;
    this.categoryIndex = search.categoryIndex;
    this.categoryStems = search.categoryStems;
    this.tables = search.tables;
    products.forEach((product, slot) => {
      this.slotOf.set(product.id, slot);
      this.indexFilters(slot, product);
    });
    for (const [name, compare] of Object.entries(ORDERS) as [FixedOrder, Comparator][]) {
      this.orders.set(name, this.orderBy(compare));
    }
    this.boosts = Float64Array.from(this.products, boostFor);
    this.prices = Float64Array.from(this.products, (product) => product.pricePaise);
    this.ids = Int32Array.from(this.products, (product) => product.id);
    this.scratch = new SearchScratch(size);
    this.typedWords = new TypedWords(this.tables);
    this.keptSteps = new KeptSteps(this.tables, KNOWN_LIKENESS, MAX_STEPS);
  }

  private orderBy(compare: Comparator): Order {
    const slots = Int32Array.from(this.products.keys()).sort((a, b) =>
      compare(this.products[a]!, this.products[b]!),
    );
    const rank = new Int32Array(this.size);
    slots.forEach((slot, position) => (rank[slot] = position));
    return { slots, rank };
  }

  /** The product's new stock per size (an order, a cancellation, a return). */
  updateStock(productId: number, sizes: ProductSizeStock[]): void {
    const slot = this.slotOf.get(productId);
    if (slot === undefined) return;
    this.products[slot]!.sizes = sizes;
    for (const set of this.bySize.values()) set.delete(slot);
    this.indexSizes(slot, sizes);
    this.choices.clear();
  }

  /**
   * Colour families and sizes in stock on offer, each with how many products have it, and the
   * price bounds: within a category and its sub-categories, or the whole catalogue.
   */
  filterChoices(categoryId: number | null): FilterChoices {
    const kept = this.choices.get(categoryId);
    if (kept) return kept;
    const members = categoryId === null ? this.all : this.categorySet(categoryId, true);
    const colors = new Map<string, number>();
    const sizes = new Map<string, number>();
    members.forEach((slot) => {
      const product = this.products[slot]!;
      if (product.colorFamily !== '') {
        colors.set(product.colorFamily, (colors.get(product.colorFamily) ?? 0) + 1);
      }
      for (const size of new Set(product.sizes.filter((s) => s.stock > 0).map((s) => s.size))) {
        sizes.set(size, (sizes.get(size) ?? 0) + 1);
      }
    });
    const bounds = this.priceBounds(members, members.count(), null);
    const choices = {
      colors: [...colors]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
      sizes: [...sizes].map(([size, count]) => ({ size, count })),
      minPricePaise: bounds?.min ?? null,
      maxPricePaise: bounds?.max ?? null,
    };
    this.choices.set(categoryId, choices);
    return choices;
  }

  has(productId: number): boolean {
    return this.slotOf.has(productId);
  }

  private indexFilters(slot: number, product: IndexedProduct): void {
    this.indexSizes(slot, product.sizes);
    this.setFor(this.byColourFamily, product.colorFamily.toLowerCase()).add(slot);
    for (const flag of FLAGS) if (product[flag]) this.setFor(this.byFlag, flag).add(slot);
  }

  private indexSizes(slot: number, sizes: readonly ProductSizeStock[]): void {
    for (const { size, stock } of sizes) if (stock > 0) this.setFor(this.bySize, size).add(slot);
  }

  private setFor<K>(sets: Map<K, SlotSet>, key: K): SlotSet {
    let set = sets.get(key);
    if (!set) sets.set(key, (set = new SlotSet(this.size)));
    return set;
  }

  private typed(text: string): TypedSearch | null {
    const words = queryWordsOf(text);
    return words.length === 0
      ? null
      : new TypedSearch(this.tables, this.scratch, words, this.typedWords, this.keptSteps);
  }

  // ------------------------------------------------------------------ listing

  list(query: ListingQuery): ListingPage {
    const search = query.search === null ? null : this.typed(query.search);
    const members = search ? this.searchMatches(search) : this.all.clone();
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

    const count = members.count();
    const listed = count * SPARSE < this.size ? listOf(members) : null;
    const bounds = this.priceBounds(members, count, listed);
    // The price filter applies to the page and the total, not to the bounds shown beside it.
    const { minPrice, maxPrice } = query;
    const priced = minPrice !== null || maxPrice !== null;
    const prices = this.prices;
    const inPrice = (slot: number) => {
      const price = prices[slot]!;
      return (minPrice === null || price >= minPrice) && (maxPrice === null || price <= maxPrice);
    };
    const total = priced ? this.countInPrice(members, count, listed, query, inPrice) : count;
    const wanted = query.page * query.limit;
    const shown = (slot: number) => members.has(slot) && (!priced || inPrice(slot));

    let page: number[];
    if (query.sort === 'relevance' && search) {
      page = this.byRelevance(search, listed?.filter(inPrice) ?? null, shown, wanted);
    } else {
      const order = this.orders.get(query.sort === 'relevance' ? 'popularity' : query.sort)!;
      page = listed
        ? listed
            .filter(inPrice)
            .sort((a, b) => order.rank[a]! - order.rank[b]!)
            .slice(0, wanted)
        : firstInOrder(this.priceWindow(query.sort, order.slots, query), shown, wanted);
    }
    return {
      items: page.slice(wanted - query.limit).map((slot) => this.products[slot]!),
      total,
      minPricePaise: bounds?.min ?? null,
      maxPricePaise: bounds?.max ?? null,
    };
  }

  private priceBounds(
    members: SlotSet,
    count: number,
    listed: number[] | null,
  ): { min: number; max: number } | null {
    if (count === 0) return null;
    const prices = this.prices;
    const priceOf = (slot: number) => prices[slot]!;
    if (listed) {
      const listedPrices = listed.map(priceOf);
      return { min: Math.min(...listedPrices), max: Math.max(...listedPrices) };
    }
    const cheapestFirst = this.orders.get('price_asc')!.slots;
    let low = 0;
    while (!members.has(cheapestFirst[low]!)) low++;
    let high = cheapestFirst.length - 1;
    while (!members.has(cheapestFirst[high]!)) high--;
    return { min: priceOf(cheapestFirst[low]!), max: priceOf(cheapestFirst[high]!) };
  }

  /** Matching products within the price range: by the price order's range or by the matches. */
  private countInPrice(
    members: SlotSet,
    count: number,
    listed: number[] | null,
    prices: Pick<ListingQuery, 'minPrice' | 'maxPrice'>,
    inPrice: (slot: number) => boolean,
  ): number {
    if (listed) return listed.filter(inPrice).length;
    const inRange = this.priceWindow('price_asc', this.orders.get('price_asc')!.slots, prices);
    let total = 0;
    if (count < inRange.length) {
      members.forEach((slot) => {
        if (inPrice(slot)) total++;
      });
    } else {
      for (const slot of inRange) if (members.has(slot)) total++;
    }
    return total;
  }

  /** The part of a price order within the price filter; any other order whole. */
  private priceWindow(
    sort: ProductSort,
    slots: Int32Array,
    { minPrice, maxPrice }: Pick<ListingQuery, 'minPrice' | 'maxPrice'>,
  ): Int32Array {
    const prices = this.prices;
    const priceAt = (position: number) => prices[slots[position]!]!;
    if (sort === 'price_asc') {
      const from = minPrice === null ? 0 : firstPosition(this.size, (p) => priceAt(p) >= minPrice);
      const to =
        maxPrice === null ? this.size : firstPosition(this.size, (p) => priceAt(p) > maxPrice);
      return slots.subarray(from, Math.max(from, to));
    }
    if (sort === 'price_desc') {
      const from = maxPrice === null ? 0 : firstPosition(this.size, (p) => priceAt(p) <= maxPrice);
      const to =
        minPrice === null ? this.size : firstPosition(this.size, (p) => priceAt(p) < minPrice);
      return slots.subarray(from, Math.max(from, to));
    }
    return slots;
  }

  /** A category's products; with `withChildren`, its sub-categories' too. */
  private categorySet(categoryId: number, withChildren: boolean): SlotSet {
    const key = `${withChildren ? 'tree' : 'own'}:${categoryId}`;
    let set = this.categorySets.get(key);
    if (!set) {
      const wanted = new Set<number>();
      const own = this.categoryIndex.get(categoryId);
      if (own !== undefined) wanted.add(own);
      if (withChildren) {
        this.categoryList.forEach((category, i) => {
          if (category.parentId === categoryId) wanted.add(i);
        });
      }
      const { slotCategory } = this.tables;
      set = new SlotSet(this.size);
      for (let slot = 0; slot < this.size; slot++) {
        if (wanted.has(slotCategory[slot]!)) set.add(slot);
      }
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
   * its name, colour, fabric or a category title is like what was typed (typos).
   */
  private searchMatches(search: TypedSearch): SlotSet {
    const matches = search.fullText?.clone() ?? new SlotSet(this.size);
    if (search.wordCount === 1) return matches.or(search.likelyProducts());
    const { attributeText, fabricText, slotCategory, slotParent } = this.tables;
    // A field is never more alike than all the product's words together, nor they than the bound.
    search.forEachLikely((slot, bound) => {
      if (bound < WORD_MATCH || matches.has(slot)) return;
      const alikeField =
        search.nameScore(slot) >= WORD_MATCH ||
        search.textScore(attributeText[slot]!) >= WORD_MATCH ||
        search.textScore(fabricText[slot]!) >= WORD_MATCH ||
        search.categoryScore(slotCategory[slot]!) >= WORD_MATCH ||
        search.categoryScore(slotParent[slot]!) >= WORD_MATCH;
      if (alikeField) matches.add(slot);
    });
    return matches;
  }

  /**
   * The first `wanted` products by full-text rank plus name likeness, then popularity. Walks the
   * popularity order and stops once no product further on can score into the page.
   */
  private byRelevance(
    search: TypedSearch,
    listed: number[] | null,
    shown: (slot: number) => boolean,
    wanted: number,
  ): number[] {
    const popularity = this.orders.get('popularity')!;
    const best = new TopList<{ slot: number; score: number }>(
      wanted,
      (a, b) => b.score - a.score || popularity.rank[a.slot]! - popularity.rank[b.slot]!,
    );
    const ceiling = (search.fullText ? WEIGHT_RANK[0]! : 0) + search.bestNameScore;
    const slots = listed
      ? listed.sort((a, b) => popularity.rank[a]! - popularity.rank[b]!)
      : popularity.slots;
    for (const slot of slots) {
      if (!listed && !shown(slot)) continue;
      if (best.full && ceiling <= best.last!.score) break;
      best.offer({ slot, score: search.fullTextRank(slot) + search.nameScore(slot) });
    }
    return best.items().map((entry) => entry.slot);
  }

  // ------------------------------------------------------------------ suggestions

  /** What the search box suggests for a text: categories and products, each best first. */
  suggest(
    text: string,
    limits: { categories: number; products: number },
  ): { categories: ScoredCategory[]; products: ScoredProduct[] } {
    const search = this.typed(text);
    if (!search) return { categories: [], products: [] };
    return {
      categories: this.suggestCategories(search, limits.categories),
      products: this.suggestProducts(search, limits.products),
    };
  }

  /**
   * Products for the search box, best first, at most `limit`: those whose full text begins with
   * the typed words, or whose searchable words together are like the text. Walks the popularity
   * order and stops once no product further on can score into the list.
   */
  private suggestProducts(search: TypedSearch, limit: number): ScoredProduct[] {
    const { attributeText, fabricText, slotCategory, slotParent } = this.tables;
    const { boosts, ids } = this;
    const best = new TopList<{ slot: number; score: number }>(
      limit,
      (a, b) => b.score - a.score || ids[b.slot]! - ids[a.slot]!,
    );
    const likenessOf = (slot: number, nameScore = search.nameScore(slot)) =>
      Math.max(
        nameScore,
        0.9 * search.categoryScore(slotCategory[slot]!),
        0.9 * search.categoryScore(slotParent[slot]!),
        0.8 * search.textScore(attributeText[slot]!),
        0.8 * search.textScore(fabricText[slot]!),
      );
    // No product scores above the text's best likeness (the best name words and the best
    // category, colour and fabric, each worked out exactly).
    const most = search.bestLikeness();
    // Full-text matches first: with their bonus, a list full of them leaves others no room.
    // Slots are in suggestion order, so a walk meets the pool's products best boost first.
    const walk = (pool: SlotSet, bonus: number, admits: (slot: number) => boolean) => {
      const ceiling = most + bonus;
      for (let slot = pool.nextFrom(0); slot >= 0; slot = pool.nextFrom(slot + 1)) {
        if (!admits(slot)) continue;
        const boost = boosts[slot]!;
        // Anyone further on scores at most as much and, on a tie, loses it by id.
        if (best.full && ceiling + boost <= best.last!.score) return;
        best.offer({ slot, score: likenessOf(slot) + bonus + boost });
      }
    };
    const fullText = search.fullText;
    if (fullText) walk(fullText, 0.5, () => true);
    if (best.full && best.last!.score > most + MAX_POPULARITY_BOOST)
      return this.scoredProducts(best);
    // Products whose searchable words, all fields together, are like the text.
    if (search.wordCount === 1) {
      walk(search.likelyProducts(), 0, (slot) => !fullText?.has(slot));
      return this.scoredProducts(best);
    }
    // Several words: the likeness of all of a product's words bounds that of any one field, so
    // products are taken by that bound, best first, until no bound can reach the list.
    const offerIfAlike = (slot: number) => {
      const scores = search.searchTextAndNameScores(slot);
      if (scores.searchText >= WORD_MATCH) {
        best.offer({ slot, score: likenessOf(slot, scores.name) + boosts[slot]! });
      }
    };
    // Bounds below are capped at `most`, often far below the bound of all a product's words
    // together: "festive kurtis" matches Kurtis by category alone (0.45), while its holders of
    // "kurtis" are bound at 0.65 and were all scored.
    // Two words: groups of products with one bound, each walked in slot order until its bound
    // and the next product's boost cannot reach the list, or could only tie and lose by id.
    const grouped = search.withLikelyPairs((pairs) => {
      for (const pair of pairs) {
        const { first, second } = pair;
        const bound = Math.min(pair.bound, most);
        if (best.full && bound + MAX_POPULARITY_BOOST < best.last!.score) return;
        first.forEachAlsoIn(second, fullText, (slot) => {
          if (best.full && !this.mayEnter(bound + boosts[slot]!, slot, best.last!)) return false;
          offerIfAlike(slot);
          return true;
        });
      }
    });
    if (grouped) return this.scoredProducts(best);
    // Otherwise by steps of the bound; within a step products come in slot order, so a step is
    // left once its bound and boost cannot reach the list.
    const byBound: number[][] = Array.from({ length: BOUND_STEPS + 1 }, () => []);
    search.forEachLikely((slot, bound) => {
      if (bound >= WORD_MATCH && !fullText?.has(slot))
        byBound[Math.floor(bound * BOUND_STEPS)]!.push(slot);
    });
    for (let step = BOUND_STEPS; step >= 0; step--) {
      const stepBound = Math.min((step + 1) / BOUND_STEPS, most);
      if (best.full && stepBound + MAX_POPULARITY_BOOST < best.last!.score) break;
      const edge = stepBound + BOUND_SLACK;
      for (const slot of byBound[step]!) {
        if (best.full && edge + boosts[slot]! < best.last!.score) break;
        offerIfAlike(slot);
      }
    }
    return this.scoredProducts(best);
  }

  /**
   * Whether a product scoring at most `most` may still enter a full list whose last entry is
   * `last`: a tie is lost to the higher id.
   */
  private mayEnter(most: number, slot: number, last: { slot: number; score: number }): boolean {
    return most > last.score || (most === last.score && this.ids[slot]! > this.ids[last.slot]!);
  }

  private scoredProducts(best: TopList<{ slot: number; score: number }>): ScoredProduct[] {
    const { slotCategory } = this.tables;
    return best.items().map(({ slot, score }) => ({
      product: this.products[slot]!,
      categoryTitle: this.categoryList[slotCategory[slot]!]?.title ?? '',
      score,
    }));
  }

  /** Active categories whose title is like the text or begins with it, best first. */
  private suggestCategories(search: TypedSearch, limit: number): ScoredCategory[] {
    const best = new TopList<ScoredCategory>(
      limit,
      (a, b) => b.score - a.score || a.category.id - b.category.id,
    );
    this.categoryList.forEach((category, i) => {
      if (!category.active) return;
      const likeness = search.categoryScore(i);
      const begins = search.beginsWordsOf(this.categoryStems[i]!);
      if (likeness >= WORD_MATCH || begins) {
        best.offer({ category, score: likeness + (begins ? 0.6 : 0) });
      }
    });
    return best.items();
  }
}

type Comparator = (a: IndexedProduct, b: IndexedProduct) => number;

function listOf(set: SlotSet): number[] {
  const slots: number[] = [];
  set.forEach((slot) => slots.push(slot));
  return slots;
}

function firstInOrder(
  order: Int32Array,
  shown: (slot: number) => boolean,
  wanted: number,
): number[] {
  const page: number[] = [];
  for (const slot of order) {
    if (!shown(slot)) continue;
    page.push(slot);
    if (page.length === wanted) break;
  }
  return page;
}

/** The first position in 0 .. size for which `reached` holds (it holds for every later one). */
function firstPosition(size: number, reached: (position: number) => boolean): number {
  let low = 0;
  let high = size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (reached(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}
