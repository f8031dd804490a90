// The store's own vocabulary, read through the shopper API of the running server: product names,
// colours, fabrics and category titles, plus the listing's filter choices. Benches build their
// search texts and filter mixes from it, so they ask for what this catalogue holds.
import { getJson } from './server.mjs';

const PAGE_LIMIT = 60; // the listing's largest page (PRODUCT_PAGE_LIMIT_MAX)
const SORTS_TO_READ = ['popularity', 'newest', 'price_asc', 'price_desc'];
const DETAILS_TO_READ = 24; // fabrics and colour families are only on the product page
// Words that join the others in names and titles; nobody searches for them.
const FILLER = new Set(['and', 'the', 'with', 'for', 'set', 'sets', 'piece']);

/** Lower-case words of 3 or more letters ("Girls' A-Line Kurtis" -> girls, line, kurtis). */
export function wordsOf(text) {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w.length >= 3 && !FILLER.has(w));
}

/** "kurtas" -> "kurta", "sarees" -> "saree": what a shopper types for one garment. */
function singular(word) {
  return word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

const byText = (a, b) => (a.join(' ') < b.join(' ') ? -1 : a.join(' ') > b.join(' ') ? 1 : 0);

/**
 * Everything is sorted, so the benches' seeded sequences do not depend on the order the server
 * lists things in, only on what the catalogue holds.
 *
 * Reads up to `pagesPerSort` listing pages in each of four orders (so a large catalogue is
 * sampled from its cheap, dear, new and popular ends) and a few product pages.
 */
export async function readCatalogueWords(base, { pagesPerSort = 6 } = {}) {
  const categories = (await getJson(base, '/api/website/category')).data.filter(
    (c) => c.status === 'Y',
  );
  const filters = (await getJson(base, '/api/website/product/filters')).data;
  const cards = new Map();
  for (const sort of SORTS_TO_READ) {
    for (let page = 1; page <= pagesPerSort; page++) {
      const listing = await getJson(
        base,
        `/api/website/product?limit=${PAGE_LIMIT}&page=${page}&sort=${sort}`,
      );
      for (const card of listing.data) cards.set(card.id, card);
      if (page >= listing.pagination.total_pages) break;
    }
  }
  const details = [];
  for (const id of [...cards.keys()].sort((a, b) => a - b).slice(0, DETAILS_TO_READ))
    details.push((await getJson(base, `/api/website/product/${id}`)).data);

  const colourPhrases = new Set([
    ...[...cards.values()].map((c) => c.color.toLowerCase()),
    ...filters.colors.map((c) => c.name.toLowerCase()),
  ]);
  // A category title ends with its garment ("Banarasi Sarees", "Silk Kurta Sets").
  const garments = new Set();
  for (const c of categories) {
    const garment = wordsOf(c.title).at(-1);
    if (garment) garments.add(garment).add(singular(garment));
  }
  const words = new Set();
  const addWords = (text) => wordsOf(text).forEach((w) => words.add(w));
  for (const card of cards.values()) addWords(card.name);
  for (const c of categories) addWords(c.title);
  for (const d of details) [d.fabric, d.color_family, d.occasion].forEach(addWords);
  for (const phrase of colourPhrases) addWords(phrase);

  return {
    words: [...words].sort(),
    /** Each product name's words: words that go together. */
    names: [...cards.values()].map((card) => wordsOf(card.name)).sort(byText),
    colours: [...colourPhrases].sort(),
    garments: [...garments].sort(),
    categories: categories.sort((a, b) => a.id - b.id),
    filters: {
      colours: filters.colors.map((c) => c.name).sort(),
      sizes: filters.sizes.map((s) => s.size).sort(),
      price: filters.price,
    },
    productsRead: cards.size,
  };
}
